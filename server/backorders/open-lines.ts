import type { Db } from '../db/connect'
import type { OrderChange } from '../order-events'
import * as q from './queries'
import { remaindersOf } from './remainders'

/**
 * The export's own transaction opens the order's back-order lines (an in-transaction reaction,
 * feature.ts): the file and the lines commit together or not at all. A second download finds its
 * lines followed already and writes nothing; a line given up stays given up. Only the first
 * export opens lines: an order exported before back-orders existed gets none when downloaded again.
 */
export async function openLines(trx: Db, change: OrderChange, at: Date): Promise<number> {
  if (change.action !== 'export' || (await q.exportsOf(trx, change.order_id)) > 1) return 0
  const left = remaindersOf(await q.exportedLines(trx, change.order_id))
  return q.insertLines(
    trx,
    left.map((r) => ({
      ...r,
      order_id: change.order_id,
      branch_id: change.branch_id,
      store_id: change.store_id,
      created_at: at,
    })),
  )
}
