// Live order status (product.md §2.11, §4): the server's event stream says which order moved; every
// order list and detail on screen reloads itself through react-query, within a moment.
import type { QueryClient } from '@tanstack/react-query'

export const ORDERS_QUERY_ROOT = ['orders'] as const
/** A person's messages (the bell); the stream says 'notification' when he has new ones. */
export const NOTIFICATIONS_QUERY_ROOT = ['notifications'] as const
export const ORDER_STATUS_EVENT = 'order:status'

export interface OrderStatusEvent {
  order_id: number
  status_code: number
  bucket: string
  no_transaksi: string
}

/**
 * Opens /api/events while signed in; EventSource reconnects by itself when the network drops.
 * Changes made while the stream was down are not replayed, so a reconnect ('ready' after the
 * first) and the server's 'resync' (its database connection came back) reload every order view.
 */
export function connectOrderEvents(client: QueryClient, source: (url: string) => EventSource = (url) => new EventSource(url)) {
  const events = source('/api/events')
  const reloadOrders = () => void client.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT })
  const reloadMessages = () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_ROOT })
  // what may have been missed while the stream was down
  const reload = () => {
    reloadOrders()
    reloadMessages()
  }
  let connectedBefore = false
  events.addEventListener('ready', () => {
    if (connectedBefore) reload()
    connectedBefore = true
  })
  events.addEventListener('resync', reload)
  events.addEventListener('notification', reloadMessages)
  events.addEventListener('order-status', (message) => {
    let data: OrderStatusEvent
    try {
      data = JSON.parse((message as MessageEvent<string>).data) as OrderStatusEvent
    } catch {
      return
    }
    reloadOrders()
    window.dispatchEvent(new CustomEvent<OrderStatusEvent>(ORDER_STATUS_EVENT, { detail: data }))
  })
  return () => events.close()
}
