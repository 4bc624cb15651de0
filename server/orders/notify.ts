import { sql } from 'kysely'
import type { Db } from '../db/connect'

export const ORDER_STATUS_CHANNEL = 'order_status'

export interface OrderStatusNotice {
  order_id: number
  status: number
  store_id: number
  branch_id: number
  no_transaksi: string
}

/** Sent inside the action's transaction: PostgreSQL delivers it only if the change commits. */
export async function notifyStatusChange(trx: Db, notice: OrderStatusNotice): Promise<void> {
  await sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${JSON.stringify(notice)})`.execute(trx)
}
