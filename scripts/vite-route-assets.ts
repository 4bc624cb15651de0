// What each lazy module of the route table (route-modules.ts, each feature's routes.ts `modules`)
// brings to a page: its scripts and its stylesheets, by the module's name. The server reads this
// map for a page it renders (server/http/first-screen/): the stylesheets go into the page's head,
// so the first screen paints styled before any script has run, and the scripts are announced for
// the hydration. A test (route-assets.test.ts) checks that every module of the table is in the map.
import type { Plugin, Rolldown } from 'vite'

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
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>()
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
      const inEntry = new Set(entry ? staticClosure(entry, chunks).map((chunk) => chunk.fileName) : [])
      const map: Record<string, RouteAssets> = {}
      for (const [name, source] of sources) {
        // a module the route chunks merged into a shared chunk (both layouts in 'layout') has no facade
        const all = [...chunks.values()]
        const chunk = all.find((c) => c.facadeModuleId === source) ?? all.find((c) => c.moduleIds.includes(source))
        if (!chunk) continue
        const needed = staticClosure(chunk, chunks).filter((c) => !inEntry.has(c.fileName))
        map[name] = {
          js: needed.map((c) => c.fileName),
          css: [...new Set(needed.flatMap((c) => [...((c as ChunkWithCss).viteMetadata?.importedCss ?? [])]))],
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_ASSETS_FILE, source: JSON.stringify(map) })
    },
  }
}
