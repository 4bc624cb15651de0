// Few files per page. Left to itself the bundler makes a chunk for every set of routes that shares
// a module: ~110 scripts and ~40 stylesheets, of which a signed-in page fetched ~75 and ~30. A
// phone on a weak signal pays a round trip for each over HTTP/1.1's six connections, which cost
// more than the bytes. Here each module goes by the routes that load it:
// - the app's entry (the login page is part of it): stays in the entry;
// - a layout of the signed-in areas: one 'layout' chunk, both layouts in it;
// - pages only: one 'pages' chunk when two or more pages share it and one of them is everyday
//   (catalogue, cart, orders, import), one 'forms' chunk when only the rarer pages do
//   (management, profile, reports, help: zod comes with them and stays off the everyday pages);
// - one route only: stays in that route's chunk.
// A signed-in page then loads the entry, 'layout', 'pages' and its own chunk, each with its
// stylesheet. Which routes load a module is read from a first, unwritten build with the bundler's
// own splitting: the module graph alone would say the entry reaches every component of the UI
// kit, through the kit's index, where tree-shaking keeps only what is used.
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/** Beside Vite's manifest, in a folder the portal never serves. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'

const LAYOUT = /\/web\/layouts\/(user|seller)-layout\.tsx$/
const EVERYDAY_PAGE = /\/web\/features\/(catalogue|cart|orders|imports)\/pages\.tsx$/

export interface RouteMap {
  /** Per module, the routes (the entry's module, or a lazily imported module) that load it. */
  routesOf: Map<string, Set<string>>
  entries: Set<string>
}

/** Each route's chunks are its own and what they import statically; every module in them is loaded by the route. */
export function routeMap(chunks: Rolldown.OutputChunk[]): RouteMap {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const routesOf = new Map<string, Set<string>>()
  const entries = new Set<string>()
  for (const root of chunks) {
    if (!(root.isEntry || root.isDynamicEntry) || !root.facadeModuleId) continue
    const route = root.facadeModuleId
    if (root.isEntry) entries.add(route)
    const loaded = new Set<string>()
    const stack = [root.fileName]
    while (stack.length > 0) {
      const file = stack.pop() as string
      const chunk = byFile.get(file)
      if (!chunk || loaded.has(file)) continue
      loaded.add(file)
      stack.push(...chunk.imports)
      for (const id of chunk.moduleIds) routesOf.set(id, (routesOf.get(id) ?? new Set()).add(route))
    }
  }
  return { routesOf, entries }
}

/** The chunk a module goes to, or null where the bundler's own choice (the route's chunk) is right. */
export function chunkOf(routes: Set<string> | undefined, entries: Set<string>): string | null {
  const list = [...(routes ?? [])]
  if (list.some((route) => entries.has(route))) return 'app'
  if (list.some((route) => LAYOUT.test(route))) return 'layout'
  if (list.length < 2) return null
  return list.some((route) => EVERYDAY_PAGE.test(route)) ? 'pages' : 'forms'
}

// A group takes the modules its modules import along with them; taken in this order, each module's
// imports are either taken already or belong to the same group (what loads a module loads its imports).
const GROUPS = ['app', 'layout', 'pages', 'forms']

/**
 * The plugin makes the first build before the real one starts; the groups name each module's
 * chunk from it. `firstBuild` builds the same app with the bundler's own splitting, unwritten.
 */
export function routeChunks(firstBuild: () => Promise<Rolldown.OutputChunk[]>): {
  plugin: Plugin
  codeSplitting: Rolldown.CodeSplittingOptions
} {
  let map: RouteMap = { routesOf: new Map(), entries: new Set() }
  let root = ''
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      map = routeMap(await firstBuild())
    },
    // which source modules each file holds, for the size budget's checks (scripts/web-budget.ts)
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {}
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') modules[file.fileName] = file.moduleIds.map((id) => path.relative(root, id))
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) })
    },
  }
  const codeSplitting: Rolldown.CodeSplittingOptions = {
    groups: GROUPS.map((group, index) => ({
      name: group,
      test: (id: string) => chunkOf(map.routesOf.get(id), map.entries) === group,
      priority: GROUPS.length - index,
    })),
  }
  return { plugin, codeSplitting }
}
