import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// The WCAG audit's engine: axe-core from the project's own node_modules, injected into the page
// (nothing is fetched from elsewhere), run with the WCAG 2.0–2.2 A and AA rules.
// (evaluated through the DevTools protocol: the portal's CSP rightly refuses an inline script tag)
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: string[]
}

/** Every WCAG A/AA violation on the page as it is now (open dialogs included), one line per element. */
export async function wcagViolations(page: Page): Promise<AxeViolation[]> {
  // a document still being replaced (a redirect, a reload) has no title or lang yet: wait for it
  await page.waitForFunction(() => document.title !== '' && document.documentElement.lang !== '')
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return (
      result.violations as Array<{
        id: string
        impact: string | null
        help: string
        nodes: Array<{ target: string[]; failureSummary?: string }>
      }>
    ).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`),
    }))
  }, WCAG_TAGS)
}

/** A readable list for an assertion's message. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `${where} [${v.id}] ${v.help}: ${n}`))
}
