import type { FastifyReply } from 'fastify'

// Files the browser saves (order export, import template). The name goes out twice per RFC 6266:
// an ASCII fallback for old clients and the exact UTF-8 name in filename*.
export interface Download {
  fileName: string
  contentType: string
  body: string | Buffer
  /** Cache-Control; API answers default to no-store */
  cache?: string
}

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  if (file.cache) reply.header('Cache-Control', file.cache)
  return reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body)
}
