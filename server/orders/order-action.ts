import type { Db } from '../db/connect'
import { notFound } from '../http/app-error'
import type { PlaceSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import type { OrderChange, OrderEvents } from '../order-events'
import { orderScope } from './policy'
import * as q from './queries'
import type { OrderActionName, OrderEditName } from './status'

// The one shape of everything done to an existing order, an action or an edit: one transaction
// that locks the order row in the session's branch or store (another's order is not found),
// checks the (status, role, name) triple, writes, records the timeline event through the order
// events (open screens, the people concerned and the reports react to it: server/order-events),
// and commits. A second, racing request finds the status already moved on and gets 409.

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof q.lockOrder>>>

export interface OrderActionDeps {
  db: Db
  clock: Clock
  orderEvents: OrderEvents
}

export interface OrderAction<T> {
  /** the timeline's name of what was done */
  name: OrderActionName | OrderEditName
  /** checks the triple on the locked row (throws 409 when not allowed); answers the status after */
  nextStatus(order: LockedOrder): number
  /** the writes of the action; what it answers is the action's result */
  write(trx: Db, order: LockedOrder): Promise<T>
  /** what the timeline keeps beyond the move (an edit's changes); none for an action */
  detailOf?(result: T): object | undefined
  /** open screens hear of it even when the status stays (an edit changes lines they show) */
  announceUnmoved: boolean
  /** what people are told of, given whether the status moved; null when nobody is */
  toldAs(moved: boolean): OrderChange['told']
}

export async function runOrderAction<T>(
  deps: OrderActionDeps,
  session: PlaceSession,
  id: number,
  action: OrderAction<T>,
): Promise<{ result: T; status: number }> {
  return deps.orderEvents.transaction(deps.db, async (trx, record) => {
    const order = await q.lockOrder(trx, orderScope(session), id)
    if (!order) throw notFound('Pesanan tidak ditemukan')
    const to = action.nextStatus(order)
    const result = await action.write(trx, order)
    const now = deps.clock.now()
    await q.moveStatus(trx, id, to, now)
    const moved = to !== order.status
    const { store_id, branch_id, no_transaksi } = order
    const event = {
      order_id: id,
      action: action.name,
      from_status: order.status,
      to_status: to,
      actor_id: session.user.id,
      actor_role: session.role,
      detail: detailText(action.detailOf?.(result)),
      created_at: now,
    }
    await record(trx, event, {
      order_id: id,
      status: to,
      store_id,
      branch_id,
      no_transaksi,
      told: action.toldAs(moved),
      shown: moved || action.announceUnmoved,
    })
    return { result, status: to }
  })
}

const detailText = (detail: object | undefined): string | null => (detail === undefined ? null : JSON.stringify(detail))
