import type { Notifications } from '../db/notifications'
import { NOTIFICATION_CHANNEL } from '../notifications'
import { ORDER_STATUS_CHANNEL, type OrderStatusNotice } from '../orders'

/** A status change, or `resync`: notices may have been missed while the database was away. */
type Listener = (notice: OrderStatusNotice | 'resync') => void

/**
 * Order status changes as PostgreSQL announces them, read once and fanned out to this instance's
 * open event streams. Every instance listens, so a change made through any instance reaches
 * every browser, whichever instance it is connected to.
 */
export interface LiveHub {
  subscribe(listener: Listener): () => void
  /** Calls `listener` with the people who have new messages (their bells count again). */
  subscribeMessages(listener: (userIds: number[]) => void): () => void
  close(): void
}

export function startLiveHub(notifications: Notifications): LiveHub {
  const listeners = new Set<Listener>()
  const messageListeners = new Set<(userIds: number[]) => void>()
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
  const stop = notifications.listen(ORDER_STATUS_CHANNEL, (payload) => {
    let notice: OrderStatusNotice
    try {
      notice = JSON.parse(payload) as OrderStatusNotice
    } catch {
      return
    }
    for (const listener of listeners) listener(notice)
  })
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
    close() {
      listeners.clear()
      messageListeners.clear()
      stopMessages()
      stop()
      stopResume()
    },
  }
}
