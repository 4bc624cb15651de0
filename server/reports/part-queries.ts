import { sql } from 'kysely'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { Db } from '../db/connect'
import type { ReportScope } from './policy'
import { linesIn, ordersIn, type ReportWindow, sumLines } from './queries'

// The part figures of a report: the Repeat list, the demand staff could not fill, and the orders
// of one part. Repeat and unfilled come from one pass over the range's lines, grouped by part.

export interface PartRow {
  list: 'repeat' | 'unfilled'
  part_no: string
  name: string
  freq: number
  qty_est: number
  qty_ordered: number
  qty_short: number
  short_lines: number
}

/**
 * A confirmed line (its order reached Konfirmasi or went on from there) confirmed below its
 * estimate: Kosong, Indent or Inactive answered with less, Sebagian, or Ada confirmed short.
 */
const shortLine = sql<boolean>`(o.status >= ${sql.lit(ORDER_STATUS.KONFIRMASI)} and coalesce(i.qty_confirmed, 0) < i.qty_estimasi)`

/**
 * The top `limit` parts by frequency (orders holding the part, every status; ties by part number)
 * and the top `limit` by quantity not supplied. A part's name is the one on its newest order line
 * in the range, found through the (order_id, part_no) key instead of sorting every line's name.
 * Part numbers are upper-case ASCII: grouped and ordered in "C", byte by byte, which is both the
 * cheapest comparison and the same tie order on every database whatever its locale.
 */
export async function partLists(db: Db, scope: ReportScope, window: ReportWindow, limit: number): Promise<PartRow[]> {
  return sumLines(
    db,
    sql<PartRow>`
    with p as (
      select i.part_no collate "C" as part_no,
        count(*) as freq,
        sum(i.qty_estimasi) as qty_est,
        sum(coalesce(i.qty_ordered, 0)) as qty_ordered,
        max(i.order_id) as last_order,
        coalesce(sum(i.qty_estimasi - coalesce(i.qty_confirmed, 0)) filter (where ${shortLine}), 0) as qty_short,
        count(*) filter (where ${shortLine}) as short_lines
      from ${linesIn(scope, window)}
      group by 1
    ), top as (
      (select 'repeat' as list, p.* from p order by p.freq desc, p.part_no limit ${limit})
      union all
      (select 'unfilled' as list, p.* from p where p.short_lines > 0
        order by p.qty_short desc, p.part_no limit ${limit})
    )
    select top.list, top.part_no, n.part_name as name, top.freq, top.qty_est, top.qty_ordered, top.qty_short, top.short_lines
    from top
    join order_items n on n.order_id = top.last_order and n.part_no = top.part_no
    order by top.list, case when top.list = 'repeat' then top.freq else top.qty_short end desc, top.part_no`,
  )
}

export interface PartOrderRow {
  no_transaksi: string
  created_at: Date
  status: number
  qty_estimasi: number
  qty_ordered: number | null
}

/** The orders of the scope and range holding one part, newest first (order_items_part_idx, then the order). */
export async function ordersOfPart(db: Db, scope: ReportScope, window: ReportWindow, partNo: string, max: number) {
  const result = await sql<PartOrderRow>`
    select o.no_transaksi, o.created_at, o.status, i.qty_estimasi, i.qty_ordered
    from order_items i
    join orders o on o.id = i.order_id
    where i.part_no = ${partNo} and ${ordersIn(scope, window)}
    order by o.created_at desc, o.id desc
    limit ${max}`.execute(db)
  return result.rows
}
