import type { ServerResponse } from 'node:http'
import { type OrderStatusCode, STATUS_INFO } from '#common/order-status.ts'
import type { PlaceSession } from '../http/guards'
import type { OrderStatusNotice } from '../order-events'
import { canSeeOrder } from '../orders'
import type { LiveHub } from './hub'
import { endsSession } from './session-end'

const HEARTBEAT_MS = 25_000

/** The session store as a stream asks it (server/auth): may this session still be used? */
export interface SessionCheck {
  isLive(idHash: string): Promise<boolean>
}

export interface StreamDeps {
  hub: LiveHub
  sessions: SessionCheck
}

const orderStatusEvent = (notice: OrderStatusNotice) => {
  const data = {
    order_id: notice.order_id,
    status_code: notice.status,
    bucket: STATUS_INFO[notice.status as OrderStatusCode]?.bucket,
    no_transaksi: notice.no_transaksi,
  }
  return `event: order-status\ndata: ${JSON.stringify(data)}\n\n`
}

/**
 * Feeds one browser's open stream with what its session may hear, until the session ends or the
 * browser leaves; returns the way to stop (the browser left). The stream keeps the scope its
 * session had when it connected, so it ends with that session: a logout, a deactivation, a move
 * to another branch or a closed branch, announced by any instance, ends it before any notice
 * committed after it is written (the hub hands both kinds of notice over in commit order).
 */
export function feedStream(res: ServerResponse, session: PlaceSession, deps: StreamDeps, onStop: () => void): () => void {
  let stopped = false
  let writes = Promise.resolve()

  function stop() {
    if (stopped) return
    stopped = true
    clearInterval(heartbeat)
    unsubscribe()
    unsubscribeMessages()
    unsubscribeEnded()
    onStop()
  }

  // the browser is told why (web/lib/live sends it to sign in); a reconnect would be refused anyway
  function endSession() {
    if (stopped) return
    stop()
    res.end('event: session-ended\ndata: {}\n\n')
  }

  // The second line of defence behind the notices: a session whose notice was lost (the database
  // was away) or that expired hears nothing more. Writes wait in line, so they keep their order.
  // A check that fails (the database is away) keeps the stream: 'resync' checks again after.
  function send(text: string) {
    writes = writes.then(async () => {
      if (stopped) return
      const live = await deps.sessions.isLive(session.idHash).catch(() => true)
      if (stopped) return
      if (live) res.write(text)
      else endSession()
    })
  }

  const unsubscribe = deps.hub.subscribe((notice) => {
    if (notice === 'resync') send('event: resync\ndata: {}\n\n')
    else if (canSeeOrder(session, notice)) send(orderStatusEvent(notice))
  })
  // a new message of this person: the bell asks for its count again (the stream carries no text)
  const unsubscribeMessages = deps.hub.subscribeMessages((userIds) => {
    if (userIds.includes(session.user.id)) send('event: notification\ndata: {}\n\n')
  })
  const unsubscribeEnded = deps.hub.subscribeEnded((end) => {
    if (endsSession(end, session)) endSession()
  })
  const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS)
  return stop
}
