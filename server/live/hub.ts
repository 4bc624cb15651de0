import { BRANCH_CLOSED_CHANNEL, SESSION_ENDED_CHANNEL, SESSIONS_REVOKED_CHANNEL } from '../auth'
import type { Notifications } from '../db/notifications'
import { NOTIFICATION_CHANNEL } from '../notifications'
import type { OrderEvents, OrderStatusNotice } from '../order-events'
import { branchSessionsEnded, oneSessionEnded, type SessionEnd, userSessionsEnded } from './session-end'

/** A status change, or `resync`: notices may have been missed while the database was away. */
type Listener = (notice: OrderStatusNotice | 'resync') => void

/**
 * Order status changes and ended sessions as PostgreSQL announces them, read once on the
 * instance's one LISTEN connection and fanned out to this instance's open event streams. Every
 * instance listens, so a change made through any instance reaches every browser, and a session
 * ended through any instance ends its streams, whichever instance they are connected to.
 */
export interface LiveHub {
  subscribe(listener: Listener): () => void
  /** Calls `listener` with the people who have new messages (their bells count again). */
  subscribeMessages(listener: (userIds: number[]) => void): () => void
  /** Calls `listener` with each announcement of ended sessions, in the order they were committed. */
  subscribeEnded(listener: (end: SessionEnd) => void): () => void
  close(): void
}

export function startLiveHub(notifications: Pick<Notifications, 'listen' | 'onResume'>, orderEvents: OrderEvents): LiveHub {
  const listeners = new Set<Listener>()
  const messageListeners = new Set<(userIds: number[]) => void>()
  const endListeners = new Set<(end: SessionEnd) => void>()
  const stopMessages = notifications.listen(NOTIFICATION_CHANNEL, (payload) => {
    let userIds: number[]
    try {
      userIds = (JSON.parse(payload) as { user_ids: number[] }).user_ids
    } catch {
      return
    }
    if (!Array.isArray(userIds)) return
    for (const listener of messageListeners) listener(userIds)
  })
  // heard on the instance's one LISTEN connection, in commit order with the ended sessions below
  orderEvents.announced('live', (notice) => {
    for (const listener of listeners) listener(notice)
  })
  // synchronous like the order notices: a stream ended by a notice hears none committed after it
  const endedChannels: Array<[string, (payload: string) => SessionEnd | null]> = [
    [SESSIONS_REVOKED_CHANNEL, userSessionsEnded],
    [BRANCH_CLOSED_CHANNEL, branchSessionsEnded],
    [SESSION_ENDED_CHANNEL, oneSessionEnded],
  ]
  const stopEnded = endedChannels.map(([channel, parse]) =>
    notifications.listen(channel, (payload) => {
      const end = parse(payload)
      if (end) for (const listener of endListeners) listener(end)
    }),
  )
  const stopResume = notifications.onResume(() => {
    for (const listener of listeners) listener('resync')
  })
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    subscribeMessages(listener) {
      messageListeners.add(listener)
      return () => messageListeners.delete(listener)
    },
    subscribeEnded(listener) {
      endListeners.add(listener)
      return () => endListeners.delete(listener)
    },
    close() {
      listeners.clear()
      messageListeners.clear()
      endListeners.clear()
      stopMessages()
      for (const stopOne of stopEnded) stopOne()
      stopResume()
    },
  }
}
