import type { Notifications } from '../db/notifications'
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
  close(): void
}

export function startLiveHub(notifications: Notifications): LiveHub {
  const listeners = new Set<Listener>()
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
    close() {
      listeners.clear()
      stop()
      stopResume()
    },
  }
}
