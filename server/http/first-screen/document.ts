// A server-rendered first screen put into the built index.html: the screen's HTML in #root, the
// stylesheets and scripts of its route modules in the head, and the state the browser hydrates
// with in a JSON element (never executed, so the policy that forbids inline script holds).
import fs from 'node:fs'
import path from 'node:path'

/** What the page's route modules bring (the build's .vite/route-assets.json). */
export interface RouteAssets {
  js: string[]
  css: string[]
}

const FIRST_SCREEN = /<!--first-screen-->[\s\S]*<!--\/first-screen-->/
/** The element main.tsx reads before hydrating (web/app/first-screen-state.ts). */
export const STATE_ELEMENT_ID = 'first-screen-state'

/** JSON that cannot end its element or open a comment or script inside it. */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

export function readRouteAssets(webDist: string): Record<string, RouteAssets> {
  const file = path.join(webDist, '.vite', 'route-assets.json')
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, RouteAssets>) : {}
}

/** The head's links for the modules: stylesheets that block the paint, scripts fetched at once. */
function headLinks(modules: readonly string[], assets: Record<string, RouteAssets>): string {
  const css = new Set<string>()
  const js = new Set<string>()
  for (const name of modules) {
    for (const file of assets[name]?.css ?? []) css.add(file)
    for (const file of assets[name]?.js ?? []) js.add(file)
  }
  const links = [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
  ]
  return links.join('\n    ')
}

export interface RenderedPage {
  html: string
  state: unknown
  modules: readonly string[]
}

/** The built index.html with a rendered first screen in it; null when the template has no place for one. */
export function firstScreenDocument(template: string, page: RenderedPage, assets: Record<string, RouteAssets>): string | null {
  if (!FIRST_SCREEN.test(template) || !template.includes('</head>') || !template.includes('</body>')) return null
  const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${inertJson(page.state)}</script>`
  return template
    .replace('</head>', `    ${headLinks(page.modules, assets)}\n  </head>`)
    .replace(FIRST_SCREEN, () => page.html)
    .replace('</body>', () => `  ${state}\n  </body>`)
}
