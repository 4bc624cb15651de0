// What PostgreSQL announces when an order changes status (LISTEN/NOTIFY on this channel), so
// every instance can tell its open event streams; queries.ts sends it inside the action.
export const ORDER_STATUS_CHANNEL = 'order_status'

export interface OrderStatusNotice {
  order_id: number
  status: number
  store_id: number
  branch_id: number
  no_transaksi: string
}
