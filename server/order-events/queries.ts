import { sql } from 'kysely'
import type { Db } from '../db/connect'
import { ORDER_STATUS_CHANNEL, type OrderStatusNotice } from './channel'
import type { OrderAction, OrderActorRole } from './tables'

export interface OrderEventInput {
  order_id: number
  action: OrderAction
  from_status: number | null
  to_status: number
  actor_id: number | null
  actor_role: OrderActorRole
  detail: string | null
  created_at: Date
}

/** One step of the order's timeline (the report reads these). */
export async function appendEvent(trx: Db, event: OrderEventInput): Promise<void> {
  await trx.insertInto('order_events').values(event).execute()
}

/** Sent inside the change's transaction: PostgreSQL delivers it only if the change commits. */
export async function announceChange(trx: Db, notice: OrderStatusNotice): Promise<void> {
  await sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${JSON.stringify(notice)})`.execute(trx)
}
