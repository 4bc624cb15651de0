import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { requirePlace } from '../http/guards'
import { nonJsonAnswer } from '../http/openapi'
import { feedStream, type StreamDeps } from './stream'

/** How soon a browser told of a stop tries again (another instance, or this one restarted). */
const SHUTDOWN_RETRY_MS = 1_000

/**
 * GET /api/events: a Server-Sent Events stream telling a signed-in browser, within a moment,
 * when an order it may see changes status. Buyers hear of their store's orders, staff of their
 * branch's; the stream carries only ids and statuses, the screens reload what they show. It ends
 * with its session ('session-ended', stream.ts).
 */
export async function liveRoutes(app: FastifyInstance, deps: StreamDeps & { open: Set<ServerResponse> }): Promise<void> {
  const { open } = deps
  // A stream never ends by itself, so a stopping server would wait for it forever: before the
  // server closes, every stream is told to come back soon and ended; EventSource reconnects.
  app.addHook('preClose', async () => {
    for (const res of open) res.end(`retry: ${SHUTDOWN_RETRY_MS}\nevent: shutdown\ndata: {}\n\n`)
    open.clear()
  })

  const answer = {
    200: nonJsonAnswer(
      'text/event-stream: events ready, order-status {order_id, status_code, bucket, no_transaksi}, notification {} (new messages: ask GET /api/notifications), resync, shutdown, session-ended (the session ended: the stream closes, sign in again)',
    ),
  }
  app.get('/api/events', { schema: { response: answer } }, async (request, reply) => {
    const session = requirePlace(request)

    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // proxies must pass events on at once rather than buffer them
      'X-Accel-Buffering': 'no',
    })
    res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n')
    open.add(res)
    const stop = feedStream(res, session, deps, () => open.delete(res))
    request.raw.on('close', stop)
  })
}
