import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { type OrderStatusCode, STATUS_INFO } from '#common/order-status.ts'
import { requirePlace } from '../http/guards'
import { nonJsonAnswer } from '../http/openapi'
import { canSeeOrder } from '../orders'
import type { LiveHub } from './hub'

const HEARTBEAT_MS = 25_000
/** How soon a browser told of a stop tries again (another instance, or this one restarted). */
const SHUTDOWN_RETRY_MS = 1_000

/**
 * GET /api/events: a Server-Sent Events stream telling a signed-in browser, within a moment,
 * when an order it may see changes status. Buyers hear of their store's orders, staff of their
 * branch's; the stream carries only ids and statuses, the screens reload what they show.
 */
export async function liveRoutes(app: FastifyInstance, deps: { hub: LiveHub }): Promise<{ openStreams: () => number }> {
  const open = new Set<ServerResponse>()
  // A stream never ends by itself, so a stopping server would wait for it forever: before the
  // server closes, every stream is told to come back soon and ended; EventSource reconnects.
  app.addHook('preClose', async () => {
    for (const res of open) res.end(`retry: ${SHUTDOWN_RETRY_MS}\nevent: shutdown\ndata: {}\n\n`)
    open.clear()
  })

  const answer = {
    200: nonJsonAnswer(
      'text/event-stream: events ready, order-status {order_id, status_code, bucket, no_transaksi}, notification {} (new messages: ask GET /api/notifications), resync, shutdown',
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

    const unsubscribe = deps.hub.subscribe((notice) => {
      if (notice === 'resync') return void res.write('event: resync\ndata: {}\n\n')
      if (!canSeeOrder(session, notice)) return
      const info = STATUS_INFO[notice.status as OrderStatusCode]
      const data = {
        order_id: notice.order_id,
        status_code: notice.status,
        bucket: info?.bucket,
        no_transaksi: notice.no_transaksi,
      }
      res.write(`event: order-status\ndata: ${JSON.stringify(data)}\n\n`)
    })
    // a new message of this person: the bell asks for its count again (the stream carries no text)
    const unsubscribeMessages = deps.hub.subscribeMessages((userIds) => {
      if (userIds.includes(session.user.id)) res.write('event: notification\ndata: {}\n\n')
    })
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS)
    request.raw.on('close', () => {
      open.delete(res)
      clearInterval(heartbeat)
      unsubscribe()
      unsubscribeMessages()
    })
  })
  return { openStreams: () => open.size }
}
