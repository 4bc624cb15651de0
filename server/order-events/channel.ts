// What PostgreSQL announces when an order changes (LISTEN/NOTIFY on this channel), so every
// instance can tell its open event streams and recount its reports.
export const ORDER_STATUS_CHANNEL = 'order_status'

export interface OrderStatusNotice {
  order_id: number
  status: number
  store_id: number
  branch_id: number
  no_transaksi: string
}
