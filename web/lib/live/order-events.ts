// Live order status (SPEC §2.11, §4): the server's event stream says which order moved; every
// order list and detail on screen reloads itself through react-query, within a moment.
import type { QueryClient } from '@tanstack/react-query'

export const ORDERS_QUERY_ROOT = ['orders'] as const
export const ORDER_STATUS_EVENT = 'order:status'

export interface OrderStatusEvent {
  order_id: number
  status_code: number
  bucket: string
  no_transaksi: string
}

/** Opens /api/events while signed in; EventSource reconnects by itself when the network drops. */
export function connectOrderEvents(client: QueryClient, source: (url: string) => EventSource = (url) => new EventSource(url)) {
  const events = source('/api/events')
  events.addEventListener('order-status', (message) => {
    let data: OrderStatusEvent
    try {
      data = JSON.parse((message as MessageEvent<string>).data) as OrderStatusEvent
    } catch {
      return
    }
    void client.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT })
    window.dispatchEvent(new CustomEvent<OrderStatusEvent>(ORDER_STATUS_EVENT, { detail: data }))
  })
  return () => events.close()
}
