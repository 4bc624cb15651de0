import { sql } from 'kysely'
import { expect } from 'vitest'
import type { ReportResponse } from '#common/reports.ts'
import type { Db } from '../db/connect'
import type { BranchSession, StoreSession } from '../http/guards'
import { BoundedGate } from '../lib/bounded-gate'
import type { Clock } from '../lib/clock'
import { createReportService, REPORT_NO_REUSE, type ReportService } from '../reports'
import { orderTableFigures } from '../reports/figure-source'

// Checks that the report summaries of migration 0007 say what the order tables say: every
// report answer counted both ways, and every summary row against a recount from scratch.

export type ReportCall = (reports: ReportService) => Promise<ReportResponse>

export function staffSession(branch: { id: number; code: string }): BranchSession {
  return { role: 'seller', branch } as BranchSession
}

export function buyerSession(storeId: number, branch: { id: number; code: string }): StoreSession {
  return { role: 'user', store: { id: storeId }, branch } as StoreSession
}

/** The report service on the summaries and on plain SQL over the order tables, both counting every call. */
export function twoWays(db: Db, clock: Clock) {
  const wide = () => new BoundedGate(8, 64, () => new Error('busy'))
  return {
    summaries: createReportService({ db, clock, cache: REPORT_NO_REUSE, gate: wide() }),
    plain: createReportService({ db, clock, cache: REPORT_NO_REUSE, gate: wide(), figures: orderTableFigures(db) }),
  }
}

/** One call answered the same both ways, `as_of` apart. */
export async function expectSameAnswer(ways: ReturnType<typeof twoWays>, call: ReportCall, label: string): Promise<void> {
  const kept = await call(ways.summaries)
  const counted = await call(ways.plain)
  expect({ ...kept, as_of: '' }, label).toEqual({ ...counted, as_of: '' })
}

const SUMMARIES = ['report_branch_days', 'report_store_days', 'report_part_days', 'report_part_months', 'report_part_years']

/**
 * Every summary row with something in it equals a recount from the order tables (the
 * migration's own fill, run in a transaction that is rolled back). The newest order of a part
 * is left out: it only ever grows, so a deleted order may leave it pointing past the rows left.
 */
export async function expectSummariesRecount(db: Db): Promise<void> {
  const differences: Record<string, unknown[]> = {}
  await db
    .transaction()
    .execute(async (trx) => {
      for (const table of SUMMARIES) await sql.raw(`create temp table kept_${table} as select * from ${table}`).execute(trx)
      await sql`select report_rebuild()`.execute(trx)
      for (const table of SUMMARIES) {
        const figures = table.includes('part')
          ? 'freq, qty_est, qty_ordered, qty_short, short_lines'
          : 'orders, amount, qty_est, qty_conf'
        const nonzero = `${figures.replaceAll(', ', ' <> 0 or ')} <> 0`
        const keys = table.includes('part') ? `branch_id, part_no, ${bucketOf(table)}` : keysOf(table)
        const rows = await sql
          .raw(`
          (select 'kept' as side, ${keys}, ${figures} from kept_${table} where ${nonzero}
           except select 'kept', ${keys}, ${figures} from ${table})
          union all
          (select 'recount', ${keys}, ${figures} from ${table}
           except select 'recount', ${keys}, ${figures} from kept_${table} where ${nonzero})`)
          .execute(trx)
        if (rows.rows.length > 0) differences[table] = rows.rows
      }
      throw new RolledBack()
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error
    })
  expect(differences).toEqual({})
}

class RolledBack extends Error {}

const bucketOf = (table: string) => (table.endsWith('days') ? 'day' : table.endsWith('months') ? 'month' : 'year')
const keysOf = (table: string) =>
  table === 'report_branch_days' ? 'branch_id, day, status' : 'branch_id, day, store_id, created_by, status'

/** The pending deltas are gone once their transactions committed. */
export async function expectNothingPending(db: Db): Promise<void> {
  const pending = await sql<{ n: number }>`
    select (select count(*) from report_status_deltas) + (select count(*) from report_part_deltas)
      + (select count(*) from report_fold_marks) as n`.execute(db)
  expect(Number(pending.rows[0].n)).toBe(0)
}
