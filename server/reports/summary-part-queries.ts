import { type RawBuilder, sql } from 'kysely'
import { addDays } from '#common/jakarta-time.ts'
import type { ReportRange } from '#common/reports.ts'
import type { Db } from '../db/connect'
import type { PartRow } from './part-queries'
import { type ReportPeriod, sumLines } from './queries'

// A branch's Repeat list and unfilled demand read from the part summaries of migration 0007:
// per (branch, part) and Jakarta day, month and year, the orders holding the part, its
// quantities, its shortage and its newest order. Parts barely repeat within a day or a month
// (a branch's year is 260,000 parts on 700,000 lines), so adding up a long range part by part
// would cost as much as the lines. Instead:
// - a range without a whole month in it (the 30-day default) adds up its days: ~60,000 rows,
//   as a month's parts are too evenly asked for to leave most of them out;
// - a longer range finds its top parts among few candidates. Every figure is >= 0, so a part's
//   figure over the range is at most the sum over the (one or two) calendar years the range
//   touches, and the figure over the range's whole months is a floor. With T the `limit`-th
//   largest floor among the years' own top parts, any part of the top `limit` reaches T over the
//   range, so in one of n years it reaches T / n: only those parts are counted exactly (months
//   inside the range plus the days at its two ends). A branch's 365 days: ~2,000 candidates.

/** How a range falls into the summaries' buckets: whole months inside it, the days around them, the years it touches. */
export interface PartSpan {
  from: string
  to: string
  /** whole months inside the range, [start, end) as first days of months; absent when there are none */
  months?: { start: string; end: string }
  /** first days of the calendar years the range touches (one or two) */
  years: string[]
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`
function nextMonth(first: string): string {
  const year = Number(first.slice(0, 4))
  const month = Number(first.slice(5, 7))
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

export function partSpan(range: ReportRange): PartSpan {
  const start = range.from.endsWith('-01') ? range.from : nextMonth(monthOf(range.from))
  const end = monthOf(addDays(range.to, 1))
  const years: string[] = []
  for (let year = Number(range.from.slice(0, 4)); year <= Number(range.to.slice(0, 4)); year++) years.push(`${year}-01-01`)
  return { from: range.from, to: range.to, months: start < end ? { start, end } : undefined, years }
}

/**
 * The top `limit` parts by frequency (ties by part number) and by shortage, named by their
 * newest order line in the range, as the order-table query of part-queries.ts gives them.
 */
export async function summaryPartLists(db: Db, branchId: number, period: ReportPeriod, limit: number): Promise<PartRow[]> {
  const span = partSpan(period.range)
  const cut = span.months ? await candidateCut(db, branchId, span, span.months, limit) : undefined
  const counted = cut ? candidatesCounted(branchId, span, cut) : daysCounted(branchId, span, limit)
  return sumLines(db, ranked(counted, branchId, period, limit))
}

/**
 * The parts of either top list of the range's days. Every part of the range is added up, on its
 * frequency and shortage alone (the part of the count that grows with the range's 56,000 parts);
 * the two lists' parts are then counted in full, day by day through the key.
 */
function daysCounted(branchId: number, span: PartSpan, limit: number): RawBuilder<unknown> {
  return sql`
    with p as (
      select d.part_no, sum(d.freq) as freq, sum(d.qty_short) as qty_short
      from report_part_days d
      where d.branch_id = ${branchId} and d.day between ${span.from}::date and ${span.to}::date
      group by d.part_no
    ), top as (
      (select p.part_no from p where p.freq > 0 order by p.freq desc, p.part_no limit ${limit})
      union
      (select p.part_no from p where p.freq > 0 and p.qty_short > 0 order by p.qty_short desc, p.part_no limit ${limit})
    )
    select top.part_no, f.*
    from top cross join lateral (
      select sum(d.freq) as freq, sum(d.qty_est) as qty_est, sum(d.qty_ordered) as qty_ordered,
        sum(d.qty_short) as qty_short, sum(d.short_lines) as short_lines, max(d.last_order) as last_order
      from generate_series(${span.from}::date, ${span.to}::date, interval '1 day') g(day)
      join report_part_days d on d.branch_id = ${branchId} and d.day = g.day::date and d.part_no = top.part_no
    ) f`
}

interface Cut {
  freq: number
  short: number
}

/**
 * The least yearly frequency and shortage a part needs to be in either top list, from the floors
 * of the years' own top parts; undefined when that would not leave out most parts (few parts,
 * or small figures), and the range's days are added up instead.
 */
export async function candidateCut(
  db: Db,
  branchId: number,
  span: PartSpan,
  months: { start: string; end: string },
  limit: number,
): Promise<Cut | undefined> {
  const [floor] = await sumLines(
    db,
    sql<{ freq: number | null; short: number | null }>`
    with seeds as (
      select distinct s.part_no from unnest(${span.years}::date[]) y(year)
      cross join lateral (
        (select p.part_no from report_part_years p where p.branch_id = ${branchId} and p.year = y.year
          order by p.freq desc limit ${limit})
        union
        (select p.part_no from report_part_years p where p.branch_id = ${branchId} and p.year = y.year and p.qty_short > 0
          order by p.qty_short desc limit ${limit})
      ) s
    ), floors as (
      select f.* from seeds cross join lateral (
        select coalesce(sum(m.freq), 0) as freq, coalesce(sum(m.qty_short), 0) as short
        from report_part_months m
        where m.branch_id = ${branchId} and m.part_no = seeds.part_no
          and m.month >= ${months.start}::date and m.month < ${months.end}::date
      ) f
    )
    select (select freq from floors where freq > 0 order by freq desc offset ${limit - 1} limit 1) as freq,
      (select short from floors where short > 0 order by short desc offset ${limit - 1} limit 1) as short`,
  )
  const years = span.years.length
  const cut = { freq: Math.ceil(Number(floor?.freq ?? 0) / years), short: Math.ceil(Number(floor?.short ?? 0) / years) }
  return cut.freq > 1 && cut.short > 1 ? cut : undefined
}

/** The candidate parts, counted exactly: their whole months, and the days at both ends of the range. */
function candidatesCounted(branchId: number, span: PartSpan, cut: Cut): RawBuilder<unknown> {
  const months = span.months as NonNullable<PartSpan['months']>
  return sql`
    with candidates as materialized (
      select distinct s.part_no from unnest(${span.years}::date[]) y(year)
      cross join lateral (
        (select p.part_no from report_part_years p where p.branch_id = ${branchId} and p.year = y.year and p.freq >= ${cut.freq})
        union
        (select p.part_no from report_part_years p where p.branch_id = ${branchId} and p.year = y.year and p.qty_short >= ${cut.short})
      ) s
    ), counted as (
      select c.part_no, m.freq, m.qty_est, m.qty_ordered, m.qty_short, m.short_lines, m.last_order
      from candidates c cross join lateral (
        select sum(m.freq) as freq, sum(m.qty_est) as qty_est, sum(m.qty_ordered) as qty_ordered,
          sum(m.qty_short) as qty_short, sum(m.short_lines) as short_lines, max(m.last_order) as last_order
        from report_part_months m
        where m.branch_id = ${branchId} and m.part_no = c.part_no and m.month >= ${months.start}::date and m.month < ${months.end}::date
      ) m
      union all
      select d.part_no, d.freq, d.qty_est, d.qty_ordered, d.qty_short, d.short_lines, d.last_order
      from report_part_days d
      where d.branch_id = ${branchId}
        and ((d.day >= ${span.from}::date and d.day < ${months.start}::date) or (d.day >= ${months.end}::date and d.day <= ${span.to}::date))
        and d.part_no in (select part_no from candidates)
    )
    select part_no, sum(freq) as freq, sum(qty_est) as qty_est, sum(qty_ordered) as qty_ordered,
      sum(qty_short) as qty_short, sum(short_lines) as short_lines, max(last_order) as last_order
    from counted group by part_no`
}

/**
 * Both top lists of counted parts, each part named by the line of its newest order in the range.
 * That order is the largest order number the summaries saw for the part; should it be gone (a
 * deleted order), the newest line left in the range names it.
 */
function ranked(counted: RawBuilder<unknown>, branchId: number, period: ReportPeriod, limit: number): RawBuilder<PartRow> {
  const { start, end } = period.window
  const inRange = sql`o.branch_id = ${branchId} and o.created_at >= ${start} and o.created_at < ${end}`
  return sql<PartRow>`
    with p as (${counted}), top as (
      (select 'repeat' as list, p.* from p where p.freq > 0 order by p.freq desc, p.part_no limit ${limit})
      union all
      (select 'unfilled' as list, p.* from p where p.freq > 0 and p.short_lines > 0 order by p.qty_short desc, p.part_no limit ${limit})
    )
    select top.list, top.part_no, coalesce(n.part_name, (
        select i.part_name from order_items i join orders o on o.id = i.order_id
        where i.part_no = (top.part_no collate "default") and ${inRange}
        order by i.order_id desc limit 1
      )) as name,
      top.freq, top.qty_est, top.qty_ordered, top.qty_short, top.short_lines
    from top
    left join lateral (
      select i.part_name from order_items i join orders o on o.id = i.order_id
      where i.order_id = top.last_order and i.part_no = top.part_no and ${inRange}
    ) n on true
    order by top.list, case when top.list = 'repeat' then top.freq else top.qty_short end desc, top.part_no`
}
