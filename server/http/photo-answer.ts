import type { FastifyReply } from 'fastify'

// A stored photo as every route that serves one answers it (a discrepancy's, a 'Tanya Part'
// request's): its own type, kept a day by this browser only, shown inline and never sniffed.
// The routes check the viewer's scope before.

export function sendPhoto(reply: FastifyReply, photo: { content_type: string; bytes: Buffer }) {
  return reply
    .type(photo.content_type)
    .header('Cache-Control', 'private, max-age=86400')
    .header('Content-Disposition', 'inline')
    .header('X-Content-Type-Options', 'nosniff')
    .send(photo.bytes)
}
