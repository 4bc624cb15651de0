import { type RawBuilder, sql } from 'kysely'
import { REPORT_STATUS_KEYS, type ReportRange } from '#common/reports.ts'
import type { Db } from '../db/connect'
import type { ReportScope } from './policy'
import type { DayStatusRow, StatusTotalsRow } from './queries'
import { type StoreSummaryRow, type StoreUserRow, statusColumnsOf } from './store-queries'

// The status figures of a report read from the per-day summaries that migration 0007 keeps
// (orders, amounts and quantities per Jakarta day and current status): a branch's year is 1,830
// rows of report_branch_days instead of 150,000 orders and their lines. A branch alone reads
// report_branch_days; a store (a buyer's report, one store's detail) reads report_store_days.
// Keys that lost all their orders to a change of status stay as zero rows, so every figure
// keeps only what has orders. The same figures over the order tables: queries.ts, store-queries.ts.

/** The summary a scope reads, as `s`, narrowed to the scope and the range's days. */
function summaryOf(scope: ReportScope, range: ReportRange): { from: RawBuilder<unknown>; where: RawBuilder<boolean> } {
  const days = sql<boolean>`s.day between ${range.from}::date and ${range.to}::date`
  if (scope.storeId === undefined) {
    if (scope.branchId !== undefined) {
      return { from: sql`report_branch_days s`, where: sql<boolean>`s.branch_id = ${scope.branchId} and ${days}` }
    }
    // every branch's orders only when asked for by name, whatever a caller forgets
    if (!scope.everyBranch) throw new Error('a report query needs a store or a branch')
    return { from: sql`report_branch_days s`, where: days }
  }
  const branch = scope.branchId === undefined ? sql`true` : sql`s.branch_id = ${scope.branchId}`
  return { from: sql`report_store_days s`, where: sql<boolean>`s.store_id = ${scope.storeId} and ${branch} and ${days}` }
}

/** Orders, amounts and quantities per status (the cards and the fill rate's sums). */
export async function summaryStatusTotals(db: Db, scope: ReportScope, range: ReportRange): Promise<StatusTotalsRow[]> {
  const { from, where } = summaryOf(scope, range)
  const result = await sql<StatusTotalsRow>`
    select s.status, sum(s.orders) as orders, sum(s.amount) as amount, sum(s.qty_est) as qty_est, sum(s.qty_conf) as qty_conf
    from ${from} where ${where}
    group by s.status having sum(s.orders) > 0`.execute(db)
  return result.rows
}

/** Orders per Jakarta day and status; days without orders are absent (the presenter adds them). */
export async function summaryOrdersPerDay(db: Db, scope: ReportScope, range: ReportRange): Promise<DayStatusRow[]> {
  const { from, where } = summaryOf(scope, range)
  const result = await sql<DayStatusRow>`
    select to_char(s.day, 'YYYY-MM-DD') as day, s.status, sum(s.orders) as orders
    from ${from} where ${where}
    group by s.day, s.status having sum(s.orders) > 0`.execute(db)
  return result.rows
}

/** Orders and amounts per `dim` of report_store_days, five statuses' columns a row, dims with orders only. */
function pivotPer(dim: 'store_id' | 'created_by', scope: ReportScope, range: ReportRange): RawBuilder<unknown> {
  const columns = REPORT_STATUS_KEYS.map((key, i) => {
    const code = sql.lit(i + 1)
    return sql`coalesce(sum(s.orders) filter (where s.status = ${code}), 0) as ${sql.ref(`${key}_count`)},
      coalesce(sum(s.amount) filter (where s.status = ${code}), 0) as ${sql.ref(`${key}_amount`)}`
  })
  const { where } = summaryOf(scope, range)
  return sql`
    select ${sql.ref(`s.${dim}`)} as dim, ${sql.join(columns)}
    from report_store_days s where ${where}
    group by 1 having sum(s.orders) > 0`
}

/** The stores of the branch with orders in the range, by store code. */
export async function summaryStoreSummaries(db: Db, scope: ReportScope, range: ReportRange): Promise<StoreSummaryRow[]> {
  const result = await sql<StoreSummaryRow>`
    select st.id as store_id, st.ibs_cust_code as store_code, st.name as store_name, ${statusColumnsOf('f')}
    from (${pivotPer('store_id', scope, range)}) f
    join stores st on st.id = f.dim
    order by st.ibs_cust_code`.execute(db)
  return result.rows
}

/**
 * The store's accounts and anyone else who ordered for it in the range (a buyer since moved to
 * another store), with their orders per status; accounts without orders show zeros.
 */
export async function summaryStoreUsers(
  db: Db,
  scope: ReportScope & { storeId: number },
  range: ReportRange,
): Promise<StoreUserRow[]> {
  const result = await sql<StoreUserRow>`
    select u.id as user_id, u.username, ${statusColumnsOf('f')}
    from users u
    left join (${pivotPer('created_by', scope, range)}) f on f.dim = u.id
    where u.store_id = ${scope.storeId} or f.dim is not null
    order by u.username`.execute(db)
  return result.rows
}
