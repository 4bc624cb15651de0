import { sql } from 'kysely'
import { FREQUENT_MAX, type FrequentResponse } from '../../common/cart'
import { ORDER_STATUS } from '../../common/order-status'
import { currentPartsOf } from '../catalogue'
import type { Db } from '../db/connect'
import * as q from './queries'

// 'Sering Dipesan': what a store ordered in the last days, most often first. Orders count once
// they are placed (Dipesan, Diproses) and only for what was ordered (qty above 0); estimates and
// cancelled orders are wishes, not orders. The store's orders are found by the list index
// (store_id, status, created_at), their lines by order_items' order_id.

export interface OrderedPart {
  part_no: string
  times: number
  last_qty: number
  last_at: Date | string
}

/** More rows than shown: numbers that became one part merge, and parts no longer sold drop. */
const READ_MAX = FREQUENT_MAX * 2

export async function orderedParts(db: Db, storeId: number, since: Date): Promise<OrderedPart[]> {
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
    limit ${READ_MAX}`.execute(db)
  return rows
}

export async function frequentParts(db: Db, storeId: number, opts: { now: Date; today: string; days: number }) {
  const since = new Date(opts.now.getTime() - opts.days * 86_400_000)
  const ordered = await orderedParts(db, storeId, since)
  const partNos = ordered.map((o) => o.part_no)
  const [current, bySto] = await Promise.all([currentPartsOf(db, partNos, opts.today), q.activeProductsByPartNo(db, partNos)])
  const items = new Map<number, FrequentResponse['items'][number]>()
  for (const row of ordered) {
    const replaced = current.get(row.part_no)
    const product = replaced ?? bySto.get(row.part_no)
    if (!product) continue
    const lastDate = new Date(row.last_at).toISOString()
    const same = items.get(product.id)
    if (same) {
      same.times += row.times
      same.replaces ??= replaced ? row.part_no : null
      if (lastDate > same.last_date) Object.assign(same, { last_date: lastDate, last_qty: row.last_qty })
      continue
    }
    items.set(product.id, {
      product_id: product.id,
      sto_id: product.sto_id,
      name: product.name,
      price: Number(product.price),
      image: product.image_url,
      times: row.times,
      last_qty: row.last_qty,
      last_date: lastDate,
      replaces: replaced ? row.part_no : null,
    })
  }
  return [...items.values()]
    .sort((a, b) => b.times - a.times || b.last_date.localeCompare(a.last_date) || a.sto_id.localeCompare(b.sto_id))
    .slice(0, FREQUENT_MAX)
}
