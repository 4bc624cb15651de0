// What each lazy module of the route table (route-modules.ts, each feature's routes.ts `modules`)
// brings to a page: its scripts and its stylesheets, by the module's name. The server reads this
// map for a page it renders (server/http/first-screen/): the stylesheets go into the page's head,
// so the first screen paints styled before any script has run, and the scripts wait in an inert
// template until the paint (web/start.ts). A test (route-assets.test.ts) checks that every module of the table is in the map.
//
// The app's start (web/main.tsx) is imported by the page's tiny entry (web/start.ts) only after the
// first paint; its files are named in index.html's head here: its stylesheets (the server's screen
// must paint styled) and its scripts, in an inert template the entry puts into the head after the
// paint (APP_SCRIPTS_ID), so they do not take the line from the HTML and stylesheets before it.
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import { APP_START } from './vite-route-chunks.ts'

/** Beside Vite's manifest, in a folder the portal never serves. */
export const ROUTE_ASSETS_FILE = '.vite/route-assets.json'

export interface RouteAssets {
  /** Hashed script files, without a leading slash. */
  js: string[]
  css: string[]
}

// a module entry as the route tables write them: `name: () => import('./file')`
const MODULE_ENTRY = /(\w+):\s*\(\)\s*=>\s*import\(['"](\.[^'"]+)['"]\)/g
const ROUTE_TABLE_FILE = /\/web\/app\/(routes\/[^/]+\/routes|route-modules)\.ts$/

/** The template of the app's scripts in index.html (web/start.ts reads it). */
const APP_SCRIPTS_ID = 'app-scripts'

type ChunkWithCss = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

/** A chunk and every chunk it imports statically: what must arrive before it runs. */
function staticClosure(first: Rolldown.OutputChunk, chunks: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>()
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const name of chunk.imports) {
      const next = chunks.get(name)
      if (next) visit(next)
    }
  }
  visit(first)
  return [...seen.values()]
}

function cssOf(chunks: Rolldown.OutputChunk[]): string[] {
  return [...new Set(chunks.flatMap((c) => [...((c as ChunkWithCss).viteMetadata?.importedCss ?? [])]))]
}

function chunksOf(bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> {
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
  return chunks
}

/** The page's entry and the app's start, each with what it imports statically: in every page's head. */
function startClosure(chunks: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk[] {
  const all = [...chunks.values()]
  // the app's start is in its group's chunk ('app', scripts/vite-route-chunks.ts), with no facade
  const roots = all.filter((chunk) => chunk.isEntry || chunk.moduleIds.some((id) => APP_START.test(id)))
  return [...new Map(roots.flatMap((root) => staticClosure(root, chunks)).map((c) => [c.fileName, c])).values()]
}

export function routeAssets(): Plugin {
  const sources = new Map<string, string>()
  return {
    name: 'route-assets',
    apply: 'build',
    async transform(code, id) {
      if (!ROUTE_TABLE_FILE.test(id)) return
      for (const [, name, spec] of code.matchAll(MODULE_ENTRY)) {
        const resolved = await this.resolve(spec, id)
        if (resolved) sources.set(name, resolved.id)
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return
        const start = startClosure(chunksOf(context.bundle)).filter((chunk) => !chunk.isEntry)
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        })
        const scripts: HtmlTagDescriptor = {
          tag: 'template',
          attrs: { id: APP_SCRIPTS_ID },
          children: start.map((chunk) => link('modulepreload', chunk.fileName)),
          injectTo: 'head',
        }
        return [...cssOf(start).map((file) => link('stylesheet', file)), scripts]
      },
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle)
      const inEntry = new Set(startClosure(chunks).map((chunk) => chunk.fileName))
      const map: Record<string, RouteAssets> = {}
      for (const [name, source] of sources) {
        // a module the route chunks merged into a shared chunk (both layouts in 'layout') has no facade
        const all = [...chunks.values()]
        const chunk = all.find((c) => c.facadeModuleId === source) ?? all.find((c) => c.moduleIds.includes(source))
        if (!chunk) continue
        const needed = staticClosure(chunk, chunks).filter((c) => !inEntry.has(c.fileName))
        map[name] = { js: needed.map((c) => c.fileName), css: cssOf(needed) }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_ASSETS_FILE, source: JSON.stringify(map) })
    },
  }
}
