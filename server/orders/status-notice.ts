import type { NotificationEvent } from '#common/notification-rules.ts'
import type { Db } from '../db/connect'

// What PostgreSQL announces when an order changes status (LISTEN/NOTIFY on this channel), so
// every instance can tell its open event streams; queries.ts sends it inside the action.
export const ORDER_STATUS_CHANNEL = 'order_status'

/**
 * Told on this instance, right after an order's transaction committed (a new estimate, an action,
 * an edit): what counts orders (the reports) recounts before its next answer, so the person who
 * acted reads his own write there; other instances learn of it by the notice.
 */
export type OrderWritten = (place: { branch_id: number; store_id: number }) => void

/** What happened to an order that people are told of (the notifications feature writes it). */
export interface OrderHappening {
  event: NotificationEvent
  orderId: number
  /** the person who acted is not told of his own act */
  actorId: number
}

/**
 * Called inside the transaction of the change, so the messages commit with it or not at all
 * (server/notifications/record.ts). Orders know only this shape.
 */
export type OrderNotifier = (trx: Db, happening: OrderHappening) => Promise<void>

export interface OrderStatusNotice {
  order_id: number
  status: number
  store_id: number
  branch_id: number
  no_transaksi: string
}
