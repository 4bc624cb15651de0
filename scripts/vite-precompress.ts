// A Vite build step: every hashed asset worth it gets a brotli (.br) and a gzip (.gz) twin beside
// it, made once at build time at the strongest settings, so the server sends compressed bytes
// without compressing per request. Node's own zlib does the work.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))),
  )
  return nested.flat()
}

export async function precompress(dir: string): Promise<{ files: number; saved: number }> {
  let files = 0
  let saved = 0
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const raw = await fs.readFile(file)
    if (raw.length < MIN_BYTES) continue
    const br = await brotli(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    })
    const gz = await gzip(raw, { level: 9 })
    // a twin only where it is smaller: the server then never sends a bigger body
    if (br.length < raw.length) await fs.writeFile(`${file}.br`, br)
    if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz)
    files++
    saved += raw.length - Math.min(br.length, raw.length)
  }
  return { files, saved }
}

export function precompressPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'dipo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompress(outDir)
    },
  }
}
