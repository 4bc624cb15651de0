import { type RawBuilder, sql } from 'kysely'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { ReportRange } from '#common/reports.ts'
import type { Db } from '../db/connect'
import type { ReportScope } from './policy'

// The report's figures over orders, executor first. Every statement starts from `orders o`
// narrowed by scope and range (ordersIn), so it reads one range of the (branch_id | store_id,
// [status,] created_at) indexes, and reaches the lines through order_items' (order_id, part_no)
// key, whose index carries the lines' figures since migration 0004 (read without the table).
// Sums and counts are made by PostgreSQL; the server only shapes grouped rows. Parts:
// part-queries.ts; stores: store-queries.ts. The service counts from the summaries the database
// keeps (summary-*.ts); these plain counts are their reference (figure-source.ts), and still
// count a store's part lists, an order's timeline and one part's orders.

/** Instants [start, end): the start of the first Jakarta day, the end of the last one. */
export interface ReportWindow {
  start: Date
  end: Date
}

/** A report's days, and the instants they cover. */
export interface ReportPeriod {
  range: ReportRange
  window: ReportWindow
}

/** The orders of the scope, as a condition on `o`. */
export function inScope(scope: ReportScope): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = []
  if (scope.branchId !== undefined) conditions.push(sql`o.branch_id = ${scope.branchId}`)
  if (scope.storeId !== undefined) conditions.push(sql`o.store_id = ${scope.storeId}`)
  if (conditions.length === 0) {
    // every branch's orders only when asked for by name, whatever a caller forgets
    if (scope.everyBranch) return sql<boolean>`true`
    throw new Error('a report query needs a store or a branch')
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`
}

/**
 * The orders of the scope created in the window, as a condition on `o`. Naming every status lets
 * the planner read the (place, status, created_at) list indexes as five short ranges, index only,
 * when it needs nothing but the status and the date.
 */
export function ordersIn(scope: ReportScope, window: ReportWindow): RawBuilder<boolean> {
  return sql<boolean>`(${inScope(scope)} and o.status in (1, 2, 3, 4, 5)
    and o.created_at >= ${window.start} and o.created_at < ${window.end})`
}

const status = (code: number) => sql.lit(code)

/**
 * Runs a statement that sums a range's lines (a year of a branch: ~700,000) with two settings of
 * its own, for its transaction only: no JIT, whose compiling cost more than half a second per
 * statement and saved nothing (the cost estimate of a long nested loop always asks for it), and
 * enough memory to group 50,000 parts in one hash table instead of spilling batches to disk.
 */
export async function sumLines<R>(db: Db, query: RawBuilder<R>): Promise<R[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`.execute(trx)
    return (await query.execute(trx)).rows
  })
}

/**
 * A line's part of its order's amount by the order's status (product.md §10.8): the estimate at
 * Estimasi, the confirmed quantity at Konfirmasi, the ordered one at Dipesan and Diproses, and at
 * Batal what was confirmed, else the estimate.
 */
export const lineAmount = sql<number>`(case o.status
  when ${status(ORDER_STATUS.ESTIMASI)} then i.qty_estimasi
  when ${status(ORDER_STATUS.KONFIRMASI)} then coalesce(i.qty_confirmed, 0)
  when ${status(ORDER_STATUS.BATAL)} then coalesce(i.qty_confirmed, i.qty_estimasi)
  else coalesce(i.qty_ordered, 0) end)::int8 * i.price`

/**
 * The lines of the scope's orders in the window, each with its order's columns. `offset 0` keeps
 * the lines a per-order lookup on the (order_id, part_no) key: without it the planner flattens the
 * subquery and, for a long range, hashes a scan of every line of every branch and year instead.
 */
export function linesIn(scope: ReportScope, window: ReportWindow): RawBuilder<unknown> {
  return sql`orders o cross join lateral (
      select i.order_id, i.part_no, i.price, i.qty_estimasi, i.qty_confirmed, i.qty_ordered
      from order_items i where i.order_id = o.id offset 0
    ) i
    where ${ordersIn(scope, window)}`
}

export interface StatusTotalsRow {
  status: number
  orders: number
  amount: number
  qty_est: number
  qty_conf: number
}

/**
 * Orders, amounts and quantities per status: the cards, and the fill rate's sums. Orders are
 * counted on the orders alone (an order is counted once, with or without lines), amounts on lines.
 */
export async function statusTotals(db: Db, scope: ReportScope, window: ReportWindow): Promise<StatusTotalsRow[]> {
  return sumLines(
    db,
    sql<StatusTotalsRow>`
    select c.status, c.orders, coalesce(a.amount, 0) as amount, coalesce(a.qty_est, 0) as qty_est, coalesce(a.qty_conf, 0) as qty_conf
    from (select o.status, count(*) as orders from orders o where ${ordersIn(scope, window)} group by o.status) c
    left join (
      select o.status, sum(${lineAmount}) as amount, sum(i.qty_estimasi) as qty_est, sum(i.qty_confirmed) as qty_conf
      from ${linesIn(scope, window)}
      group by o.status
    ) a on a.status = c.status`,
  )
}

/**
 * The Jakarta day of an order (yyyy-mm-dd). Jakarta keeps UTC+7 without daylight saving
 * (common/jakarta-time.ts), so a fixed offset is exact and needs no time zone data.
 */
const jakartaDayOf = sql<string>`to_char((o.created_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`

export interface DayStatusRow {
  day: string
  status: number
  orders: number
}

/** Orders per Jakarta day and status; days without orders are absent (the presenter adds them). */
export async function ordersPerDay(db: Db, scope: ReportScope, window: ReportWindow): Promise<DayStatusRow[]> {
  const result = await sql<DayStatusRow>`
    select ${jakartaDayOf} as day, o.status, count(*) as orders
    from orders o
    where ${ordersIn(scope, window)}
    group by 1, 2`.execute(db)
  return result.rows
}

/** An order of the scope by its number, whatever its date (the Timeline tab). */
export async function orderByInvoice(db: Db, scope: ReportScope, invoice: string) {
  const result = await sql<{ id: number; no_transaksi: string }>`
    select o.id, o.no_transaksi from orders o
    where o.no_transaksi = ${invoice} and ${inScope(scope)}`.execute(db)
  return result.rows[0]
}

/** Creation and every change of status, oldest first; exports at Diproses change nothing and are left out. */
export async function statusEvents(db: Db, orderId: number) {
  const result = await sql<{ to_status: number; created_at: Date }>`
    select e.to_status, e.created_at from order_events e
    where e.order_id = ${orderId} and e.from_status is distinct from e.to_status
    order by e.created_at, e.id`.execute(db)
  return result.rows
}
