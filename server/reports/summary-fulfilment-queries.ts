import { type RawBuilder, sql } from 'kysely'
import type { ReportRange } from '#common/reports.ts'
import type { Db } from '../db/connect'
import {
  ageBands,
  FULFILMENT_SUMS,
  type FulfilmentRow,
  type OpenByAgeRow,
  sumsOf,
  type UnitFulfilmentRow,
} from './fulfilment-queries'
import type { ReportScope } from './policy'

// The figures after the export read from what the database keeps: migration 0021's sums per
// Jakarta day of the order for a branch and for a store, and migration 0018's open back-order
// lines per day of opening. A branch's year is at most 366 rows of report_fulfilment_branch_days;
// its stores' list reads report_fulfilment_store_days. The same figures over the order tables:
// fulfilment-queries.ts.

interface Summary {
  from: RawBuilder<unknown>
  where: RawBuilder<boolean>
}

/** A kept table pair narrowed to the scope, as `s`: the branch's table unless a store is named. */
function keptOf(scope: ReportScope, tables: { branch: string; store: string }, days: RawBuilder<boolean>): Summary {
  if (scope.storeId !== undefined) {
    const branch = scope.branchId === undefined ? sql`true` : sql`s.branch_id = ${scope.branchId}`
    return {
      from: sql`${sql.table(tables.store)} s`,
      where: sql<boolean>`s.store_id = ${scope.storeId} and ${branch} and ${days}`,
    }
  }
  if (scope.branchId !== undefined) {
    return { from: sql`${sql.table(tables.branch)} s`, where: sql<boolean>`s.branch_id = ${scope.branchId} and ${days}` }
  }
  // every branch's figures only when asked for by name, whatever a caller forgets
  if (!scope.everyBranch) throw new Error('a report query needs a store or a branch')
  return { from: sql`${sql.table(tables.branch)} s`, where: days }
}

const FIGURES = { branch: 'report_fulfilment_branch_days', store: 'report_fulfilment_store_days' }
const OPEN = { branch: 'backorder_branch_days', store: 'backorder_store_days' }
const inRange = (range: ReportRange) => sql<boolean>`s.day between ${range.from}::date and ${range.to}::date`

export async function keptFulfilmentTotals(db: Db, scope: ReportScope, range: ReportRange): Promise<FulfilmentRow> {
  const { from, where } = keptOf(scope, FIGURES, inRange(range))
  const { rows } = await sql<FulfilmentRow>`select ${sumsOf('s')} from ${from} where ${where}`.execute(db)
  return rows[0]
}

export async function keptOpenByAge(db: Db, scope: ReportScope, today: string): Promise<OpenByAgeRow> {
  const { from, where } = keptOf(scope, OPEN, sql<boolean>`true`)
  const { rows } = await sql<OpenByAgeRow>`select ${ageBands(sql`s.day`, sql`s.n`, today)} from ${from} where ${where}`.execute(
    db,
  )
  return rows[0]
}

/** Per store of a branch from the stores' table, per branch of every branch from the branches'; none for a store. */
export async function keptFulfilmentUnits(db: Db, scope: ReportScope, range: ReportRange): Promise<UnitFulfilmentRow[]> {
  if (scope.storeId !== undefined) return []
  const perStore = scope.branchId !== undefined
  if (!perStore && !scope.everyBranch) throw new Error('a report query needs a store or a branch')
  const figures = perStore
    ? sql`select s.store_id as unit_id, ${sumsOf('s')} from report_fulfilment_store_days s
        where s.branch_id = ${scope.branchId} and ${inRange(range)} group by 1`
    : sql`select s.branch_id as unit_id, ${sumsOf('s')} from report_fulfilment_branch_days s where ${inRange(range)} group by 1`
  const open = perStore
    ? sql`select s.store_id as unit_id, sum(s.n) as n from backorder_store_days s where s.branch_id = ${scope.branchId} group by 1`
    : sql`select s.branch_id as unit_id, sum(s.n) as n from backorder_branch_days s group by 1`
  const names = perStore ? sql`join stores u on u.id = g.unit_id` : sql`join branches u on u.id = g.unit_id`
  const code = perStore ? sql`u.ibs_cust_code` : sql`u.code`
  const { rows } = await sql<UnitFulfilmentRow>`
    select u.id, ${code} as code, u.name, ${sql.join(FULFILMENT_SUMS.map((f) => sql.ref(`g.${f}`)))},
      coalesce(op.n, 0)::float8 as open
    from (${figures}) g ${names}
      left join (${open}) op on op.unit_id = g.unit_id
    where g.orders > 0
    order by 2`.execute(db)
  return rows
}
