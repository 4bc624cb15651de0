// What a route costs on the wire: its JavaScript and CSS, brotli-compressed as the server sends them
// to every browser that takes br (the build's .br twins, scripts/vite-precompress.ts), read from the
// real build. A route's files are the app's entry with everything it imports statically, plus the
// route's own lazy modules with everything they import statically — the files the browser must
// fetch before the page can show. `npm test` holds the login route (the entry alone: the login
// page is part of it) to LOGIN_BUDGET_BYTES.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export const LOGIN_BUDGET_BYTES = 150 * 1024
/** Module paths are relative to web/, as in Vite's manifest. */
export const LOGIN_MODULE = 'app/routes/auth/login-page.tsx'
/** Source modules the login route must not load: the cart, the orders, the catalogue, the tables and zod (the wire's schemas). */
export const NOT_ON_LOGIN =
  /^((features|app\/routes)\/(cart|orders|catalogue)\/|\.\.\/node_modules\/@mantine\/core\/esm\/components\/Table\/|\.\.\/node_modules\/zod\/)/
/**
 * Of those, what the entry holds on purpose: the everyday pages' parts of the route table and their
 * addresses (routes.ts, paths.ts: the table is read before React), their first-data requests (asked
 * as soon as the session is known, beside the pages' code), those requests' calls and the pure rules
 * that build them, and the filter panel's loader. Never a component.
 */
export const FIRST_DATA_ON_LOGIN =
  /^(app\/routes\/(cart|orders|catalogue)\/((detail-|list-)?prefetch|routes|paths)\.ts$|features\/(cart|orders|catalogue)\/(api\/|logic\/|components\/filter-panel-loader\.ts$))/

/** Per built file, the source modules it holds (scripts/vite-route-chunks.ts writes it). */
export type ChunkModules = Record<string, string[]>

/** The source modules held by the given files. */
export function modulesIn(chunkModules: ChunkModules, files: string[]): string[] {
  return files.flatMap((file) => chunkModules[file] ?? [])
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type ChunkManifest = Record<string, ManifestChunk>

export interface RouteWeight {
  files: { file: string; wireBytes: number }[]
  wireBytes: number
}

/** The entry's and the modules' chunks with their static imports, and the CSS they carry. */
export function routeFiles(manifest: ChunkManifest, moduleKeys: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('no entry chunk in the manifest')
  const missing = moduleKeys.find((key) => !manifest[key])
  if (missing) throw new Error(`${missing} is not a chunk of the build`)
  const seen = new Set<string>()
  const files = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entry)
  for (const key of moduleKeys) visit(key)
  return [...files]
}

/** A route's files: the entry and the route's modules, with what they import statically. */
export function routeWeight(distDir: string, manifest: ChunkManifest, moduleKeys: string[]): RouteWeight {
  const files = routeFiles(manifest, moduleKeys).map((file) => ({
    file,
    wireBytes: zlib.brotliCompressSync(fs.readFileSync(path.join(distDir, file)), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  }))
  return { files, wireBytes: files.reduce((sum, f) => sum + f.wireBytes, 0) }
}
