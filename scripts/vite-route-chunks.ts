// Few files per page, and little on a page that it does not use. Left to itself the bundler makes
// a chunk for every set of routes that shares a module: ~110 scripts and ~40 stylesheets, of which
// a signed-in page fetched ~75 and ~30. A phone on a weak signal pays a round trip for each over
// HTTP/1.1's six connections, and for every byte. Here each module goes by the routes that load it:
// - the app's start (web/main.tsx, the login page part of it; the page's tiny entry, start.ts,
//   imports it after the first paint): the libraries first, in stages ('app-react', 'app-router',
//   'app-kit': each evaluated in a task of its own, so no one task holds a slow phone long), then
//   the rest in 'app'; what the entry shares with them, 'start';
// - a layout of the signed-in areas: one 'layout' chunk, both layouts in it;
// - the everyday pages (catalogue, cart, orders, import) that load it, when one does: one chunk
//   per such set of pages ('pages-cart-catalogue'), so the light cart page does not carry the
//   catalogue's and the orders' dropdowns; all four share 'pages'. A set holding little (under
//   SMALL_SET) joins 'pages', where it costs less than a round trip, unless it imports from a
//   set that does not (it would drag that set's modules to every page);
// - two or more of the rarer routes only (management, profile, reports, help, and the dialogs
//   loaded when opened): one 'forms' chunk (zod comes with them and stays off the everyday pages);
// - one route only: stays in that route's chunk.
// Which routes load a module, its size and its imports are read from a first, unwritten build with
// the bundler's own splitting: the module graph alone would say the entry reaches every component
// of the UI kit, through the kit's index, where tree-shaking keeps only what is used.
import path from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/** Beside Vite's manifest, in a folder the portal never serves. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'

/**
 * The app's start, in the order web/start.ts imports it (after the first paint): a module goes to
 * the chunk of the first stage that loads it. Every stage before 'app' is a handful of libraries
 * evaluated in a task of its own: in one chunk, React, the router and the kit took a slow phone's
 * main thread for a third of a second in one piece.
 */
/** The app's start (the login page part of it), which web/start.ts imports last. */
export const APP_START = /\/web\/main\.tsx$/
export const APP_STAGES = [
  { chunk: 'app-react', module: /\/web\/start\/react\.ts$/ },
  { chunk: 'app-router', module: /\/web\/start\/router\.ts$/ },
  { chunk: 'app-kit', module: /\/web\/start\/kit\.ts$/ },
  { chunk: 'app', module: APP_START },
] as const
const STAGE_CHUNKS = new Set<string>(APP_STAGES.map((stage) => stage.chunk))
const LAYOUT = /\/web\/app\/layouts\/(user|seller)-layout\.tsx$/
// the everyday pages' modules, each named by its folder: the order lists and an order's detail are
// 'orders' both (what they share goes to 'pages-orders', what either alone uses stays in its chunk)
const EVERYDAY_PAGE = /\/web\/app\/routes\/(catalogue|cart|orders|imports)\/(?:detail-)?pages\.tsx$/
const EVERYDAY_PAGES = 4

/** A set of everyday pages sharing less than this (characters of code before minifying) may join 'pages'. */
export const SMALL_SET = 8_000

/** What the first build tells. */
export interface FirstBuild {
  chunks: Rolldown.OutputChunk[]
  /** Per module, the modules it imports statically. */
  importsOf: Map<string, readonly string[]>
}

/** For the first build: records each module's static imports. */
export function recordImports(importsOf: Map<string, readonly string[]>): Plugin {
  return {
    name: 'record-imports',
    moduleParsed(info) {
      importsOf.set(info.id, info.importedIds)
    },
  }
}

export interface RouteMap {
  /** Per module, the routes (the app's start, or a lazily imported module) that load it. */
  routesOf: Map<string, Set<string>>
  /** The app's start, its stages (APP_STAGES): what one loads goes to the first stage's chunk. */
  entries: Set<string>
  /** The page's own entry (index.html's script): what it loads stays with it, out of every group. */
  pageEntries: Set<string>
  /** Per module, its size in the first build (characters before minifying). */
  sizeOf: Map<string, number>
  importsOf: Map<string, readonly string[]>
}

/** Each route's chunks are its own and what they import statically; every module in them is loaded by the route. */
export function routeMap({ chunks, importsOf }: FirstBuild): RouteMap {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const routesOf = new Map<string, Set<string>>()
  const entries = new Set<string>()
  const pageEntries = new Set<string>()
  const sizeOf = new Map<string, number>()
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules ?? {})) sizeOf.set(id, module.renderedLength)
  }
  for (const root of chunks) {
    if (!(root.isEntry || root.isDynamicEntry) || !root.facadeModuleId) continue
    const route = root.facadeModuleId
    if (APP_STAGES.some((stage) => stage.module.test(route))) entries.add(route)
    if (root.isEntry) pageEntries.add(route)
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
  addImportersRoutes(routesOf, importsOf, sizeOf)
  return { routesOf, entries, pageEntries, sizeOf, importsOf }
}

/**
 * What loads a module loads its imports. The chunks alone can hide an import: the bundler inlines a
 * constant where it is used, so the importer's chunk does not import the constant's. A group would
 * still take that module along with its importer, into a chunk of fewer routes than need it. Only
 * modules with code in the build count: an index that re-exports a whole kit has none, and through
 * it every component of the kit would seem loaded by whoever imports one.
 */
function addImportersRoutes(
  routesOf: Map<string, Set<string>>,
  importsOf: Map<string, readonly string[]>,
  sizeOf: Map<string, number>,
): void {
  const built = (id: string) => (sizeOf.get(id) ?? 0) > 0 && routesOf.has(id)
  const pending = [...routesOf.keys()].filter(built)
  while (pending.length > 0) {
    const id = pending.pop() as string
    const routes = routesOf.get(id) as Set<string>
    for (const imported of (importsOf.get(id) ?? []).filter(built)) {
      const theirs = routesOf.get(imported) as Set<string>
      const before = theirs.size
      for (const route of routes) theirs.add(route)
      if (theirs.size > before) pending.push(imported)
    }
  }
}

/** The everyday pages among a module's routes, by name, in order ('cart', 'catalogue', …). */
function everydayPagesOf(routes: Iterable<string>): string[] {
  const names = [...routes].map((route) => EVERYDAY_PAGE.exec(route)?.[1]).filter((name) => name !== undefined)
  return [...new Set(names)].sort()
}

/** The chunk a module goes to by its routes alone, or null where the bundler's own choice (the route's chunk) is right. */
export function chunkOf(
  routes: Set<string> | undefined,
  { entries, pageEntries }: Pick<RouteMap, 'entries' | 'pageEntries'>,
): string | null {
  const list = [...(routes ?? [])]
  // in 'app', a module the page's entry shares (the bundler's preload helper) would have the entry
  // import the app before the paint: they go to 'start', which the bundler keeps in the entry
  if (list.some((route) => pageEntries.has(route))) return list.length > 1 ? 'start' : null
  const stage = APP_STAGES.find(({ module }) => list.some((route) => entries.has(route) && module.test(route)))
  if (stage) return stage.chunk
  if (list.some((route) => LAYOUT.test(route))) return 'layout'
  if (list.length < 2) return null
  const pages = everydayPagesOf(list)
  if (pages.length === EVERYDAY_PAGES) return 'pages'
  return pages.length > 0 ? `pages-${pages.join('-')}` : 'forms'
}

/** The sets of pages under SMALL_SET whose modules import only from 'app', 'layout', 'pages' or each other. */
function smallSetsToMerge(byModule: Map<string, string>, map: RouteMap): Set<string> {
  const size = new Map<string, number>()
  for (const [id, name] of byModule) size.set(name, (size.get(name) ?? 0) + (map.sizeOf.get(id) ?? 0))
  const merging = new Set([...size].filter(([name, n]) => name.startsWith('pages-') && n < SMALL_SET).map(([name]) => name))
  const joinsPages = (name: string | undefined) =>
    name === undefined || STAGE_CHUNKS.has(name) || name === 'layout' || name === 'pages' || merging.has(name)
  // a set that imports from one staying apart stays apart too: repeat until nothing changes
  for (let changed = true; changed; ) {
    changed = false
    for (const [id, name] of byModule) {
      if (!merging.has(name)) continue
      if ((map.importsOf.get(id) ?? []).every((imported) => joinsPages(byModule.get(imported)))) continue
      merging.delete(name)
      changed = true
    }
  }
  return merging
}

/** Every module's chunk: chunkOf's, with the small sets of pages that may join 'pages' in it. */
export function assignChunks(map: RouteMap): Map<string, string> {
  const byModule = new Map<string, string>()
  for (const [id, routes] of map.routesOf) {
    const name = chunkOf(routes, map)
    if (name !== null) byModule.set(id, name)
  }
  const merging = smallSetsToMerge(byModule, map)
  for (const [id, name] of byModule) if (merging.has(name)) byModule.set(id, 'pages')
  return byModule
}

// A group takes the modules its modules import along with them. What loads a module loads its
// imports, so an import belongs to the same chunk or to one of more routes: taken broadest first
// (entry, layout, 'pages', then sets of three pages, two, one, then 'forms'), each module's
// imports are either taken already or belong to the same group.
const LEVELS = ['start', ...APP_STAGES.map((stage) => stage.chunk), 'layout', 4, 3, 2, 1, 'forms'] as const
type Level = (typeof LEVELS)[number]

function levelOf(name: string): Level {
  if (name === 'start' || STAGE_CHUNKS.has(name) || name === 'layout' || name === 'forms') return name as Level
  if (name === 'pages') return EVERYDAY_PAGES
  return (name.split('-').length - 1) as Level
}

/**
 * The plugin makes the first build before the real one starts; the groups name each module's
 * chunk from it. `firstBuild` builds the same app with the bundler's own splitting, unwritten.
 */
export function routeChunks(firstBuild: () => Promise<FirstBuild>): {
  plugin: Plugin
  codeSplitting: Rolldown.CodeSplittingOptions
} {
  let chunkByModule = new Map<string, string>()
  let root = ''
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      chunkByModule = assignChunks(routeMap(await firstBuild()))
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
  const chunkIn = (level: Level) => (id: string) => {
    const name = chunkByModule.get(id)
    return name !== undefined && levelOf(name) === level ? name : null
  }
  const codeSplitting: Rolldown.CodeSplittingOptions = {
    groups: LEVELS.map((level, index) => ({
      debugName: String(level),
      name: chunkIn(level),
      test: (id: string) => chunkIn(level)(id) !== null,
      priority: LEVELS.length - index,
    })),
  }
  return { plugin, codeSplitting }
}
