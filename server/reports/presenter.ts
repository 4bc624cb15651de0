import { JAKARTA_OFFSET_MS } from '#common/jakarta-time.ts'
import { ORDER_STATUS, type OrderStatusCode, STATUS_INFO } from '#common/order-status.ts'
import {
  type DayCounts,
  daysOf,
  type PartOrder,
  REPORT_STATUS_KEYS,
  type RepeatPart,
  type ReportRange,
  type ReportStatusKey,
  type StatusFigures,
  type StoreDetailReport,
  type StoreSummary,
  type Timeline,
  type Unfilled,
} from '#common/reports.ts'
import type { PartOrderRow, PartRow } from './part-queries'
import type { DayStatusRow, StatusTotalsRow } from './queries'
import type { StatusColumns, StoreSummaryRow, StoreUserRow } from './store-queries'

// The only way report rows become the answer of common/reports.ts. The rows are already
// grouped by PostgreSQL: at most five per status, 366 per day, `limit` per part list.

const keyOf = (status: number): ReportStatusKey => REPORT_STATUS_KEYS[status - 1]
const labelOf = (status: number) => STATUS_INFO[status as OrderStatusCode].label

/** An instant as Jakarta sees it, with its offset: `2026-03-02T00:00:00.000+07:00`, its day first. */
export function jakartaIso(at: Date | string): string {
  return new Date(new Date(at).getTime() + JAKARTA_OFFSET_MS).toISOString().replace('Z', '+07:00')
}

function emptyFigures(): StatusFigures {
  return {
    estimasi: { count: 0, amount: 0 },
    konfirmasi: { count: 0, amount: 0 },
    dipesan: { count: 0, amount: 0 },
    diproses: { count: 0, amount: 0 },
    batal: { count: 0, amount: 0 },
  }
}

export function presentCards(rows: StatusTotalsRow[]): StatusFigures {
  const cards = emptyFigures()
  for (const row of rows) cards[keyOf(row.status)] = { count: Number(row.orders), amount: Number(row.amount) }
  return cards
}

/** Confirmed ÷ estimated over the orders staff confirmed (Konfirmasi and every status after it). */
export function fillRate(rows: StatusTotalsRow[]): number | null {
  const confirmed = rows.filter((row) => row.status >= ORDER_STATUS.KONFIRMASI)
  const estimated = confirmed.reduce((sum, row) => sum + Number(row.qty_est), 0)
  if (estimated === 0) return null
  const supplied = confirmed.reduce((sum, row) => sum + Number(row.qty_conf), 0)
  return Math.round((supplied / estimated) * 10_000) / 10_000
}

function figuresOf(row: StatusColumns): StatusFigures {
  const figures = emptyFigures()
  for (const key of REPORT_STATUS_KEYS) {
    figures[key] = { count: Number(row[`${key}_count`]), amount: Number(row[`${key}_amount`]) }
  }
  return figures
}

/** Every day of the range, in order, with zeros where nothing was ordered. */
export function presentPerDay(range: ReportRange, rows: DayStatusRow[]): DayCounts[] {
  const byDay = new Map<string, DayCounts>(
    daysOf(range).map((day) => [day, { day, estimasi: 0, konfirmasi: 0, dipesan: 0, diproses: 0, batal: 0 }]),
  )
  for (const row of rows) {
    const day = byDay.get(row.day)
    if (day) day[keyOf(row.status)] = Number(row.orders)
  }
  return [...byDay.values()]
}

export function presentRepeat(rows: PartRow[]): RepeatPart[] {
  return rows
    .filter((row) => row.list === 'repeat')
    .map((row) => ({
      part_no: row.part_no,
      name: row.name,
      freq: Number(row.freq),
      qty_est_total: Number(row.qty_est),
      qty_ordered_total: Number(row.qty_ordered),
    }))
}

export function presentUnfilled(rows: PartRow[], rate: number | null): Unfilled {
  return {
    fill_rate: rate,
    parts: rows
      .filter((row) => row.list === 'unfilled')
      .map((row) => ({ part_no: row.part_no, name: row.name, qty_short: Number(row.qty_short), lines: Number(row.short_lines) })),
  }
}

export function presentPartOrders(rows: PartOrderRow[]): PartOrder[] {
  return rows.map((row) => ({
    invoice: row.no_transaksi,
    tanggal: jakartaIso(row.created_at),
    status_label: labelOf(row.status),
    qty_est: Number(row.qty_estimasi),
    qty_ordered: row.qty_ordered === null ? null : Number(row.qty_ordered),
  }))
}

export function presentTimeline(invoice: string, events: Array<{ to_status: number; created_at: Date }>): Timeline {
  return {
    invoice,
    events: events.map((event) => ({ status_label: labelOf(event.to_status), timestamp: jakartaIso(event.created_at) })),
  }
}

export function presentStoreSummaries(rows: StoreSummaryRow[]): StoreSummary[] {
  return rows.map((row) => ({
    store_id: Number(row.store_id),
    store_code: row.store_code,
    store_name: row.store_name,
    ...figuresOf(row),
  }))
}

export function presentStoreDetail(
  store: { id: number; ibs_cust_code: string; name: string },
  totals: StatusTotalsRow[],
  users: StoreUserRow[],
): StoreDetailReport {
  return {
    store_id: store.id,
    store_code: store.ibs_cust_code,
    store_name: store.name,
    totals: presentCards(totals),
    users: users.map((row) => ({ user_id: Number(row.user_id), username: row.username, ...figuresOf(row) })),
  }
}

/** Answer times as the report carries them: whole minutes, the median rounded. */
export function presentAnswerTime(row: { asked: number; answered: number; median_minutes: number | null }) {
  return {
    asked: row.asked,
    answered: row.answered,
    median_minutes: row.median_minutes === null ? null : Math.round(row.median_minutes),
  }
}
