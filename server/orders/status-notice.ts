// What PostgreSQL announces when an order changes status (LISTEN/NOTIFY on this channel), so
// every instance can tell its open event streams; queries.ts sends it inside the action.
export const ORDER_STATUS_CHANNEL = 'order_status'

/**
 * Told on this instance, right after an order's transaction committed (a new estimate, an action,
 * an edit): what counts orders (the reports) recounts before its next answer, so the person who
 * acted reads his own write there; other instances learn of it by the notice.
 */
export type OrderWritten = (place: { branch_id: number; store_id: number }) => void

export interface OrderStatusNotice {
  order_id: number
  status: number
  store_id: number
  branch_id: number
  no_transaksi: string
}
