import { sql } from 'kysely'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { Db } from '../db/connect'

// What a store ordered, part by part, read for the cart's 'Sering Dipesan' (server/cart/frequent.ts).
// It reads the orders' own tables, so it lives here and the cart asks through the orders index.
// Orders count once they are placed (Dipesan, Diproses) and only for what was ordered (qty above
// 0); estimates and cancelled orders are wishes, not orders. The store's orders are found by the
// list index (store_id, status, created_at), their lines by order_items' order_id.

export interface OrderedPart {
  part_no: string
  times: number
  last_qty: number
  last_at: Date | string
}

/** The parts the store ordered since `since`, most often first, at most `limit` of them. */
export async function orderedParts(db: Db, storeId: number, since: Date, limit: number): Promise<OrderedPart[]> {
  const { rows } = await sql<OrderedPart>`
    select i.part_no, count(*)::int as times,
      (array_agg(i.qty_ordered order by o.created_at desc, o.id desc))[1] as last_qty,
      max(o.created_at) as last_at
    from orders o join order_items i on i.order_id = o.id
    where o.store_id = ${storeId}
      and o.status in (${ORDER_STATUS.DIPESAN}, ${ORDER_STATUS.DIPROSES})
      and o.created_at >= ${since}
      and i.qty_ordered > 0
    group by i.part_no
    order by times desc, last_at desc, i.part_no
    limit ${limit}`.execute(db)
  return rows
}
