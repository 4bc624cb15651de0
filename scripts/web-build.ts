// The built web app as the journeys and the size budget read it: where it is, whether a source is
// newer than it, and a build when it is missing or stale.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const WEB_DIST = 'dist/web'
/** Vite's map of chunks; the static handler serves no dot folder. */
export const CHUNK_MANIFEST = 'dist/web/.vite/manifest.json'
/** The server's build of the web app, which renders first screens (vite.ssr.config.ts). */
export const FIRST_SCREEN_ENTRY = 'dist/ssr/entry-server.js'
const SOURCES = ['web', 'common', 'scripts', 'vite.config.ts', 'vite.ssr.config.ts', 'package-lock.json']

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = 0
  for (const e of fs.readdirSync(p)) {
    // test files are not part of the build
    if (e !== 'node_modules' && !/\.test\.tsx?$/.test(e)) newest = Math.max(newest, newestMtime(path.join(p, e)))
  }
  return newest
}

/** True when a build exists and a source changed after it. */
export function webBuildIsStale(): boolean {
  const index = path.join(WEB_DIST, 'index.html')
  if (!fs.existsSync(index) || !fs.existsSync(CHUNK_MANIFEST) || !fs.existsSync(FIRST_SCREEN_ENTRY)) return fs.existsSync(index)
  const built = fs.statSync(index).mtimeMs
  return SOURCES.some((s) => newestMtime(s) > built)
}

/** Builds the web app for production, as `npm run build` does: the browser's, then the server's. */
export function buildWeb(): void {
  for (const config of ['vite.config.ts', 'vite.ssr.config.ts']) {
    const vite = [path.resolve('node_modules/vite/bin/vite.js'), 'build', '-c', config, '--logLevel', 'warn']
    const result = spawnSync(process.execPath, vite, {
      stdio: 'inherit',
      // a test runner's NODE_ENV=test would make Vite build React's development bundle
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (result.status !== 0) throw new Error(`vite build -c ${config} failed`)
  }
}

/** Builds the web app unless a fresh build is there. */
export function ensureFreshWebBuild(): void {
  if (fs.existsSync(path.join(WEB_DIST, 'index.html')) && !webBuildIsStale()) return
  buildWeb()
}
