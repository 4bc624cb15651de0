import zlib from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** API answers compressed for clients that accept it: 'br' offers brotli then gzip, 'gzip' gzip only. */
export type ApiCompression = 'br' | 'gzip' | 'off'

/** Below this a compressed body saves less than the work and the headers cost. */
const THRESHOLD_BYTES = 1024
// Per-request compression trades CPU for bytes: brotli 4 and gzip 5 keep most of the saving of
// their slowest levels at a fraction of the time (docs/performance.md, '2026-11-23: API compression').
export const BROTLI_QUALITY = 4
export const GZIP_LEVEL = 5

/**
 * JSON, CSV and the export file compress well; pictures and the built assets (already compressed
 * at build time) are left alone, and the event stream is never buffered (it bypasses replies).
 */
export async function registerApiCompression(app: FastifyInstance, mode: ApiCompression): Promise<void> {
  if (mode === 'off') return
  await app.register(fastifyCompress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: mode === 'br' ? ['br', 'gzip'] : ['gzip'],
    customTypes: /^(application\/json|text\/(csv|plain|tab-separated-values|html))/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  })
}
