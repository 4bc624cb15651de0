// An order made or moved, as the server's event stream tells it (order-events.ts): the one way a
// screen beyond the order views hears of it, a report for one. The stream tells every tab that may
// see the order, the one that acted included, so no screen announces its own changes; the order
// lists and details need none of this either: the stream reloads every ['orders'] query.

export interface OrderStatusEvent {
  order_id: number
  status_code: number
  bucket: string
  no_transaksi: string
}

type OrderChangeListener = (change: OrderStatusEvent) => void

const listeners = new Set<OrderChangeListener>()

/** Hears every order change from now on; returns the way to stop. */
export function onOrderChange(listener: OrderChangeListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Said by the event stream alone (and by tests standing in for it). */
export function announceOrderChange(change: OrderStatusEvent): void {
  for (const listener of [...listeners]) listener(change)
}
