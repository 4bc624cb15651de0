import { type RawBuilder, sql } from 'kysely'
import { REPORT_STATUS_KEYS } from '#common/reports.ts'
import type { Db } from '../db/connect'
import type { ReportScope } from './policy'
import { lineAmount, linesIn, ordersIn, type ReportWindow, sumLines } from './queries'

// The staff-only figures of the Toko tab: every store of the branch with orders in the range,
// and one store's accounts. Pivoted per status in SQL.

/** `<key>_count` and `<key>_amount` of each status. */
export type StatusColumns = { [K in (typeof REPORT_STATUS_KEYS)[number] as `${K}_count` | `${K}_amount`]: number }

/**
 * Orders and amounts per `dim` (a column of `o`), one row per dim with five statuses' columns.
 * Orders are counted on the orders, amounts summed on the lines, each grouped by (dim, status)
 * before they meet, so nothing is counted twice and no order is grouped on its own.
 */
function figuresPer(dim: RawBuilder<number>, scope: ReportScope, window: ReportWindow): RawBuilder<unknown> {
  const columns = REPORT_STATUS_KEYS.map((key, i) => {
    const code = sql.lit(i + 1)
    return sql`coalesce(sum(f.orders) filter (where f.status = ${code}), 0) as ${sql.ref(`${key}_count`)},
      coalesce(sum(f.amount) filter (where f.status = ${code}), 0) as ${sql.ref(`${key}_amount`)}`
  })
  return sql`
    select f.dim, ${sql.join(columns)}
    from (
      select c.dim, c.status, c.orders, a.amount
      from (select ${dim} as dim, o.status, count(*) as orders from orders o where ${ordersIn(scope, window)} group by 1, 2) c
      left join (
        select ${dim} as dim, o.status, sum(${lineAmount}) as amount from ${linesIn(scope, window)} group by 1, 2
      ) a on a.dim = c.dim and a.status = c.status
    ) f
    group by f.dim`
}

export type StoreSummaryRow = StatusColumns & { store_id: number; store_code: string; store_name: string }

/** The stores of the scope with orders in the range, by store code. */
export async function storeSummaries(db: Db, scope: ReportScope, window: ReportWindow): Promise<StoreSummaryRow[]> {
  return sumLines(
    db,
    sql<StoreSummaryRow>`
    select s.id as store_id, s.ibs_cust_code as store_code, s.name as store_name, ${statusColumnsOf('f')}
    from (${figuresPer(sql`o.store_id`, scope, window)}) f
    join stores s on s.id = f.dim
    order by s.ibs_cust_code`,
  )
}

/** A store of the branch (any branch's for head office over every branch); another branch's store is not found. */
export async function storeOfBranch(db: Db, branchId: number | undefined, storeId: number) {
  let query = db.selectFrom('stores').select(['id', 'ibs_cust_code', 'name']).where('id', '=', storeId)
  // head office over every branch: any branch's store
  if (branchId !== undefined) query = query.where('branch_id', '=', branchId)
  return query.executeTakeFirst()
}

export type StoreUserRow = StatusColumns & { user_id: number; username: string }

/**
 * The store's accounts and anyone else who ordered for it in the range (a buyer since moved to
 * another store), with their orders per status; accounts without orders show zeros.
 */
export async function storeUsers(db: Db, scope: ReportScope & { storeId: number }, window: ReportWindow) {
  const result = await sql<StoreUserRow>`
    select u.id as user_id, u.username, ${statusColumnsOf('f')}
    from users u
    left join (${figuresPer(sql`o.created_by`, scope, window)}) f on f.dim = u.id
    where u.store_id = ${scope.storeId} or f.dim is not null
    order by u.username`.execute(db)
  return result.rows
}

/** The status columns of a pivot `alias`, zero where a left join found nothing. */
export function statusColumnsOf(alias: string) {
  return sql.join(
    REPORT_STATUS_KEYS.flatMap((key) =>
      [`${key}_count`, `${key}_amount`].map((column) => sql`coalesce(${sql.ref(`${alias}.${column}`)}, 0) as ${sql.ref(column)}`),
    ),
  )
}
