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

/** The template of the page's scripts (web/start.ts puts it into the head once the page has painted). */
const PAGE_SCRIPTS_ID = 'page-scripts'

/**
 * The head's links for the modules: stylesheets that block the paint, and the scripts' links in an
 * inert template, asked for only once the screen has painted (web/start.ts): on a slow line the
 * HTML and its stylesheets have the bandwidth to themselves.
 */
function headLinks(modules: readonly string[], assets: Record<string, RouteAssets>): string {
  const css = new Set<string>()
  const js = new Set<string>()
  for (const name of modules) {
    for (const file of assets[name]?.css ?? []) css.add(file)
    for (const file of assets[name]?.js ?? []) js.add(file)
  }
  const scripts = [...js].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
  const links = [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
    `<template id="${PAGE_SCRIPTS_ID}">${scripts.join('')}</template>`,
  ]
  return links.join('\n    ')
}

/** The built index.html in three: up to the screen's place (with the page's files in its head), the
 * place as index.html fills it (the browser's own loading), and the rest. */
export interface DocumentParts {
  head: string
  placeholder: string
  tail: string
}

/** The document's parts for a page of `modules`; null when the template has no place for a first screen. */
export function documentParts(
  template: string,
  modules: readonly string[],
  assets: Record<string, RouteAssets>,
): DocumentParts | null {
  const place = FIRST_SCREEN.exec(template)
  if (!place) return null
  const before = template.slice(0, place.index)
  if (!before.includes('</head>') || !template.slice(place.index).includes('</body>')) return null
  return {
    head: before.replace('</head>', () => `    ${headLinks(modules, assets)}\n  </head>`),
    placeholder: place[0],
    tail: template.slice(place.index + place[0].length),
  }
}

/** What follows the head: the screen in its place, then the rest with the state before </body>. */
export function screenAndTail(parts: DocumentParts, page: { html: string; state: unknown }): string {
  const state = `<script type="application/json" id="${STATE_ELEMENT_ID}">${inertJson(page.state)}</script>`
  return page.html + parts.tail.replace('</body>', () => `  ${state}\n  </body>`)
}

/** The whole document of a rendered page (the answer streams the same parts, head first). */
export function firstScreenDocument(
  template: string,
  page: { html: string; state: unknown; modules: readonly string[] },
  assets: Record<string, RouteAssets>,
): string | null {
  const parts = documentParts(template, page.modules, assets)
  return parts && parts.head + screenAndTail(parts, page)
}
