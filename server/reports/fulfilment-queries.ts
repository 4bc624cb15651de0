import { type RawBuilder, sql } from 'kysely'
import { addDays } from '#common/jakarta-time.ts'
import type { Db } from '../db/connect'
import type { ReportScope } from './policy'
import { inScope, ordersIn, type ReportWindow } from './queries'

// The figures after the export (docs/product.md §13.5) counted over the orders and their
// deliveries, receipts, discrepancies and back-order lines: the reference the kept summaries of
// migration 0021 are tested against (summary-fulfilment-queries.ts reads those) and the bare
// baseline of `npm run bench -- reports`. Same figures, same rules, per order first.

/** The sums every figure is made of; PostgreSQL's bigint sums arrive as float8 numbers. */
export interface FulfilmentRow {
  orders: number
  qty_ordered: number
  qty_delivered: number
  received: number
  receipt_minutes: number
  bo_lines: number
  bo_arrived: number
  bo_on_time: number
  kurang: number
  rusak: number
  salah_part: number
}

/** A store of a branch, or a branch of every branch, with its sums and its open back-order lines now. */
export interface UnitFulfilmentRow extends FulfilmentRow {
  id: number
  code: string
  name: string
  open: number
}

/** Open back-order lines by age band, today's. */
export interface OpenByAgeRow {
  d0_7: number
  d8_30: number
  d31_60: number
  d61: number
}

export const FULFILMENT_SUMS = [
  'orders',
  'qty_ordered',
  'qty_delivered',
  'received',
  'receipt_minutes',
  'bo_lines',
  'bo_arrived',
  'bo_on_time',
  'kurang',
  'rusak',
  'salah_part',
] as const

/** `coalesce(sum(<alias>.<figure>), 0)::float8 as <figure>` for every figure. */
export function sumsOf(alias: string): RawBuilder<unknown> {
  return sql.join(FULFILMENT_SUMS.map((f) => sql`coalesce(sum(${sql.ref(`${alias}.${f}`)}), 0)::float8 as ${sql.ref(f)}`))
}

/** Each exported order of the scope created in the window, with its figures, as `f`. */
function perOrder(scope: ReportScope, window: ReportWindow): RawBuilder<unknown> {
  return sql`(
    select o.branch_id, o.store_id, 1 as orders, coalesce(i.qty, 0) as qty_ordered, coalesce(d.qty, 0) as qty_delivered,
      (r.minutes is not null)::int as received, coalesce(r.minutes, 0) as receipt_minutes,
      coalesce(b.lines, 0) as bo_lines, coalesce(b.arrived, 0) as bo_arrived, coalesce(b.on_time, 0) as bo_on_time,
      coalesce(x.kurang, 0) as kurang, coalesce(x.rusak, 0) as rusak, coalesce(x.salah_part, 0) as salah_part
    from orders o
      left join lateral (select sum(qty_ordered) as qty from order_items where order_id = o.id) i on true
      left join lateral (
        select sum(dl.qty) as qty, max(dd.received_at) as received_at
        from deliveries dd join delivery_lines dl on dl.delivery_id = dd.id where dd.order_id = o.id) d on true
      left join lateral (
        select min(created_at) as ordered_at from order_events where order_id = o.id and action = 'lanjut-pesan') p on true
      cross join lateral (
        select case when o.fulfilment in ('diterima', 'ada_selisih') and d.received_at is not null then
          greatest(0, floor(extract(epoch from d.received_at - coalesce(p.ordered_at, o.created_at)) / 60)) end as minutes) r
      left join lateral (
        select count(*) as lines, count(bl.available_at) as arrived,
          count(*) filter (where report_day(bl.available_at)
            <= coalesce(bl.eta, report_day(bl.created_at) + br.backorder_flag_days)) as on_time
        from backorder_lines bl join branches br on br.id = bl.branch_id where bl.order_id = o.id) b on true
      left join lateral (
        select count(*) filter (where kind = 'kurang') as kurang, count(*) filter (where kind = 'rusak') as rusak,
          count(*) filter (where kind = 'salah_part') as salah_part
        from discrepancies where order_id = o.id) x on true
    where ${ordersIn(scope, window)} and o.fulfilment is not null
  ) f`
}

export async function fulfilmentTotals(db: Db, scope: ReportScope, window: ReportWindow): Promise<FulfilmentRow> {
  const { rows } = await sql<FulfilmentRow>`select ${sumsOf('f')} from ${perOrder(scope, window)}`.execute(db)
  return rows[0]
}

/** The open lines of the scope, as `bl`. */
function openLines(scope: ReportScope): RawBuilder<unknown> {
  return sql`(select o.branch_id, o.store_id, bl.created_at from backorder_lines bl join orders o on o.id = bl.order_id
    where ${inScope(scope)} and bl.state in ('menunggu', 'stok_tersedia')) bl`
}

/** The age bands of `day` counted from `today`, as filtered sums of `n`. */
export function ageBands(day: RawBuilder<unknown>, n: RawBuilder<unknown>, today: string): RawBuilder<unknown> {
  const after = (days: number) => sql`${day} > ${addDays(today, -days)}::date`
  return sql`coalesce(sum(${n}) filter (where ${after(8)}), 0)::float8 as d0_7,
    coalesce(sum(${n}) filter (where ${after(31)} and not ${after(8)}), 0)::float8 as d8_30,
    coalesce(sum(${n}) filter (where ${after(61)} and not ${after(31)}), 0)::float8 as d31_60,
    coalesce(sum(${n}) filter (where not ${after(61)}), 0)::float8 as d61`
}

export async function openByAge(db: Db, scope: ReportScope, today: string): Promise<OpenByAgeRow> {
  const { rows } = await sql<OpenByAgeRow>`
    select ${ageBands(sql`report_day(bl.created_at)`, sql`1`, today)} from ${openLines(scope)}`.execute(db)
  return rows[0]
}

/**
 * Per store of a branch (per branch of every branch), the units with exported orders in the
 * range, by code; a store's scope has no units.
 */
export async function fulfilmentUnits(db: Db, scope: ReportScope, window: ReportWindow): Promise<UnitFulfilmentRow[]> {
  if (scope.storeId !== undefined) return []
  const unit = scope.branchId === undefined ? sql.ref('branch_id') : sql.ref('store_id')
  const names = scope.branchId === undefined ? sql`join branches u on u.id = g.unit_id` : sql`join stores u on u.id = g.unit_id`
  const code = scope.branchId === undefined ? sql`u.code` : sql`u.ibs_cust_code`
  const { rows } = await sql<UnitFulfilmentRow>`
    select u.id, ${code} as code, u.name, ${sql.join(FULFILMENT_SUMS.map((f) => sql.ref(`g.${f}`)))},
      coalesce(op.n, 0)::float8 as open
    from (select f.${unit} as unit_id, ${sumsOf('f')} from ${perOrder(scope, window)} group by 1) g
      ${names}
      left join (select bl.${unit} as unit_id, count(*) as n from ${openLines(scope)} group by 1) op on op.unit_id = g.unit_id
    order by 2`.execute(db)
  return rows
}
