import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/types'

// Readable, unique order numbers `DPO/<branch>/<yyyymm>/<seq>` (DESIGN §4), one counter per
// branch and month in order_counters. The counter is bumped with a single upsert, so two
// transactions creating orders at once serialise on the counter row and never share a number;
// a rolled-back order gives its number back to nobody (gaps are fine, duplicates are not).

type Executor = Kysely<Database>

const JAKARTA_OFFSET_MS = 7 * 3_600_000

/**
 * yyyymm of an instant in Asia/Jakarta. Jakarta has kept UTC+7 without daylight saving since
 * 1964, so a fixed offset is exact and much cheaper than Intl for the bulk generator.
 */
export function jakartaPeriod(at: Date): string {
  const local = new Date(at.getTime() + JAKARTA_OFFSET_MS)
  return `${local.getUTCFullYear()}${String(local.getUTCMonth() + 1).padStart(2, '0')}`
}

/** `DPO/JKT01/202611/00042`; sequences past 99,999 simply grow a digit. */
export function formatOrderNumber(branchCode: string, period: string, seq: number): string {
  return `DPO/${branchCode}/${period}/${String(seq).padStart(5, '0')}`
}

/** Next number for an order of `branchId` created at `at`; call it inside the order's transaction. */
export async function nextOrderNumber(trx: Executor, branchId: number, branchCode: string, at: Date): Promise<string> {
  const period = jakartaPeriod(at)
  const row = await trx
    .insertInto('order_counters')
    .values({ branch_id: branchId, period, last_value: 1 })
    .onConflict((oc) =>
      oc.columns(['branch_id', 'period']).doUpdateSet({ last_value: sql<number>`order_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow()
  return formatOrderNumber(branchCode, period, row.last_value)
}

export interface CounterReservation {
  branchId: number
  period: string
  count: number
}

/**
 * Reserves `count` consecutive numbers per (branch, period) in one statement, for bulk loads;
 * returns the first reserved sequence per `${branchId}:${period}`. Later nextOrderNumber calls
 * continue after the reserved range. Each (branch, period) must appear once.
 */
export async function reserveOrderNumbers(trx: Executor, wanted: CounterReservation[]): Promise<Map<string, number>> {
  const first = new Map<string, number>()
  if (wanted.length === 0) return first
  const rows = await sql<{ branch_id: number; period: string; last_value: number }>`
    insert into order_counters (branch_id, period, last_value)
    select * from unnest(${wanted.map((w) => w.branchId)}::int4[], ${wanted.map((w) => w.period)}::text[],
                         ${wanted.map((w) => w.count)}::int4[])
    on conflict (branch_id, period) do update set last_value = order_counters.last_value + excluded.last_value
    returning branch_id, period, last_value`.execute(trx)
  const counts = new Map(wanted.map((w) => [`${w.branchId}:${w.period}`, w.count]))
  for (const r of rows.rows) {
    const key = `${r.branch_id}:${r.period}`
    first.set(key, r.last_value - (counts.get(key) ?? 0) + 1)
  }
  return first
}

/** An order number made safe for a download file name: `DPO_JKT01_202611_00042`. */
export function sanitiseInvoiceForFileName(no: string): string {
  return no.replace(/[^A-Za-z0-9._-]/g, '_')
}
