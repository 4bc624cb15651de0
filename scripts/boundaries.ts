// The import rules of the house, checked on the real source tree (scripts/boundaries.test.ts runs
// this in `npm test`). Import specifiers are resolved to files, so a rule holds however deep the
// relative path is written.
//   common/                 imports nothing of server/ or web/, and no Node built-ins
//   web/lib, components, api  never import a web feature or the app (web/app: router, layouts, pages)
//   web/features/<a>        never imports web/features/<b>, nor the app: pages in web/app/routes
//                           are the one place that combines features
//   server/http, server/lib never import a server feature (they are below the features)
//   server/<a>              uses server/<b> only through server/<b>/index.ts (its public face)
//   server/seed             stands above the features (it uses them, through their index.ts):
//                           only server/'s top-level files (main.ts) and tests import it
// plus: no import cycles among server/, common/ and web/ modules, and no relative import climbs
// more than one folder (farther modules are named by the package.json alias: #web/…, #server/…).
import fs from 'node:fs'
import path from 'node:path'

export interface ImportEdge {
  from: string
  to: string
  specifier: string
}

/** Folders under server/ that are not features: shared plumbing, and tests' helpers. */
const SERVER_SHARED = new Set(['http', 'lib', 'db', 'test'])
/** Folders under server/ above the features: they use features; no feature or shared folder uses them. */
const SERVER_ABOVE = new Set(['seed'])
/** Files allowed to reach into any feature: the composition roots. */
const COMPOSITION_ROOTS = new Set(['server/app.ts', 'server/main.ts'])

const SOURCE = /\.(ts|tsx)$/
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|\W)import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g

export function listSources(root: string, folders: string[]): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const rel = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) walk(rel)
      else if (SOURCE.test(entry.name)) out.push(rel)
    }
  }
  for (const folder of folders) if (fs.existsSync(path.join(root, folder))) walk(folder)
  return out.sort()
}

export function specifiersOf(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(IMPORT)) found.push(match[1] ?? match[2] ?? match[3])
  return found
}

/** The package.json `imports` alias: '#web/lib/paths.ts' is web/lib/paths.ts. */
const ALIAS = /^#(common|server|web)\//

function resolve(root: string, from: string, specifier: string): string | null {
  if (ALIAS.test(specifier)) return specifier.slice(1)
  if (!specifier.startsWith('.')) return specifier.startsWith('node:') ? specifier : null
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate)
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate
  }
  return base
}

export function importGraph(root: string, files: string[]): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const from of files) {
    const text = fs.readFileSync(path.join(root, from), 'utf8')
    for (const specifier of specifiersOf(text)) {
      const to = resolve(root, from, specifier)
      if (to) edges.push({ from, to, specifier })
    }
  }
  return edges
}

const segments = (file: string) => file.split('/')
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('server/test/') || file.startsWith('web/test-utils/')

/** The server feature a file belongs to, or null for shared folders and top-level files. */
export function serverFeatureOf(file: string): string | null {
  const [top, folder, rest] = segments(file)
  if (top !== 'server' || rest === undefined || SERVER_SHARED.has(folder) || SERVER_ABOVE.has(folder)) return null
  return folder
}

function webFeatureOf(file: string): string | null {
  const [top, area, feature] = segments(file)
  return top === 'web' && area === 'features' && feature ? feature : null
}

/** The folder above the features that `to` lies in, when `from` is a server folder's file that may not use it. */
function reachesUp(from: string, to: string): string | null {
  const [fromTop, fromFolder, fromRest] = segments(from)
  const [toTop, toFolder] = segments(to)
  if (fromTop !== 'server' || toTop !== 'server' || !SERVER_ABOVE.has(toFolder)) return null
  // top-level files (main.ts, the composition root) and tests stand above everything
  if (fromRest === undefined || fromFolder === toFolder || isTest(from)) return null
  return toFolder
}

/** Every broken rule, one sentence each; empty when the tree keeps them all. */
export function violations(edges: ImportEdge[]): string[] {
  const found: string[] = []
  const say = (edge: ImportEdge, rule: string) => found.push(`${edge.from} imports ${edge.specifier}: ${rule}`)
  for (const edge of edges) {
    const { from, to } = edge
    if (edge.specifier.startsWith('../../')) say(edge, 'climbs more than one folder: name it by its alias (#web/…)')
    if (from.startsWith('common/')) {
      if (to.startsWith('server/') || to.startsWith('web/')) say(edge, 'common/ may not import server/ or web/')
      if (to.startsWith('node:')) say(edge, 'common/ runs in the browser too: no Node built-ins')
    }
    if (/^web\/(lib|components|api)\//.test(from) && /^web\/(features|app)\//.test(to)) {
      say(edge, 'shared web code may not import a feature or the app')
    }
    if (from.startsWith('web/features/') && to.startsWith('web/app/')) {
      say(edge, 'a feature may not import the app: its page in web/app/routes combines it with others')
    }
    const fromWeb = webFeatureOf(from)
    const toWeb = webFeatureOf(to)
    if (fromWeb && toWeb && fromWeb !== toWeb) say(edge, `web feature ${fromWeb} may not import web feature ${toWeb}`)
    const toServer = serverFeatureOf(to)
    if (/^server\/(http|lib)\//.test(from) && toServer && !isTest(from)) {
      say(edge, `server/${segments(from)[1]} is below the features and may not import server/${toServer}`)
    }
    const above = reachesUp(from, to)
    if (above) say(edge, `server/${above} stands above the features: no feature or shared folder may import it`)
    const fromServer = serverFeatureOf(from)
    const publicFace = toServer !== null && to === `server/${toServer}/index.ts`
    const insider = fromServer === toServer || COMPOSITION_ROOTS.has(from) || from.startsWith('server/test/')
    if (toServer && !publicFace && !insider && from.startsWith('server/')) {
      say(edge, `use server/${toServer} through its index.ts, not its internals`)
    }
  }
  return found
}

/** Import cycles among the given modules, each as the list of files around it. */
export function cycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to])
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') found.push(stack.slice(stack.indexOf(to)))
      else if (!state.has(to)) visit(to)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of next.keys()) if (!state.has(file)) visit(file)
  return found
}
