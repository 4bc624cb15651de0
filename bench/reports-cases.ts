import { addDays, jakartaDay } from '../common/jakarta-time'

// What the reports bench asks for: the staff report of a dealer branch over the screen's default
// 30 days and over a year, its Toko tab and one store's detail, and a buyer's report, all ending
// today. The portal answers them as the screens ask; the bare baseline (bench/bare-reports.ts)
// counts the same figures by plain SQL over the order tables.

export interface ReportBenchPlaces {
  branchId: number
  /** the store whose detail is read: the buyer's, the branch's busiest */
  storeId: number
}

export interface ReportCase {
  name: string
  who: 'staff' | 'buyer'
  days: number
  /** the Toko tab's store list, or one store's detail, beside the main figures */
  extra?: 'stores' | 'store'
  /** p95 target, milliseconds */
  target: number
}

export const REPORT_CASES: ReportCase[] = [
  { name: 'staff: 30 days (cards, repeat, charts)', who: 'staff', days: 30, target: 150 },
  { name: 'staff: 365 days', who: 'staff', days: 365, target: 500 },
  { name: 'staff: Toko summary (stores=1), 30 days', who: 'staff', days: 30, extra: 'stores', target: 150 },
  { name: 'staff: store detail (store_id), 30 days', who: 'staff', days: 30, extra: 'store', target: 150 },
  { name: "buyer: his store's 30 days", who: 'buyer', days: 30, target: 150 },
]

/** The days a case covers, ending today in Jakarta. */
export function rangeOf(c: ReportCase, now = new Date()): { from: string; to: string } {
  const to = jakartaDay(now)
  return { from: addDays(to, 1 - c.days), to }
}

/** The portal's call for a case. */
export function portalPath(c: ReportCase, places: ReportBenchPlaces): string {
  const query = new URLSearchParams(rangeOf(c))
  if (c.extra === 'stores') query.set('stores', '1')
  if (c.extra === 'store') query.set('store_id', String(places.storeId))
  return `/api/${c.who === 'staff' ? 'seller' : 'user'}/laporan?${query}`
}
