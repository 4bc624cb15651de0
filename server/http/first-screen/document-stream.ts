// A first screen's document goes out in two writes: its head at once, its screen when rendered.
// Compressed as the API's answers are when the browser takes it, each write is flushed through the
// compressor, not held until the end (the compression plugin's own stream would keep the head).
import { PassThrough, type Writable } from 'node:stream'
import zlib from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { BROTLI_QUALITY, GZIP_LEVEL } from '../compression'

const OFFERED = { br: ['br', 'gzip'], gzip: ['gzip'], off: [] } as const

function compressor(encoding: string | null): Writable & NodeJS.ReadableStream {
  if (encoding === 'br')
    return zlib.createBrotliCompress({
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    })
  if (encoding === 'gzip') return zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: GZIP_LEVEL })
  return new PassThrough()
}

/** Starts the document's answer (200, HTML) and returns where its parts are written; `end` sends the last. */
export function documentStream(request: FastifyRequest, reply: FastifyReply, compression: keyof typeof OFFERED): Writable {
  const offered = OFFERED[compression]
  const encoding = offered.length > 0 ? negotiate(request.headers['accept-encoding'] ?? '', [...offered]) : null
  const stream = compressor(encoding)
  // a visitor who leaves mid-page ends the stream; nothing is left to write to
  stream.on('error', (error) => request.log.debug({ err: error }, 'first screen stream ended early'))
  reply.code(200).type('text/html; charset=utf-8')
  if (encoding) reply.header('Content-Encoding', encoding).header('Vary', 'Cookie, Accept-Encoding')
  void reply.send(stream)
  return stream
}
