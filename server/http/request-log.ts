import type { FastifyInstance } from 'fastify'

/**
 * One log line per request, when it is answered (Fastify's default writes two: on arrival and
 * on answer). Query strings are left out: they carry what workshops search for, not needed to
 * operate the portal, and they made the busiest lines the longest.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0]
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    )
    done()
  })
}
