// How old the stock a screen shows is: 'Stok per 25 Nov 2026, 06.00 WIB' for the branch's last
// stock load (or the stock service's answer), with a warning in words once it is older than
// STOCK_STALE_HOURS (26 by default: a nightly file that did not arrive).
import { formatDateTime } from './format'

export const STOCK_STALE_HOURS_DEFAULT = 26

export interface StockTimeLabel {
  /** 'Stok per 25 Nov 2026, 06.00 WIB (lebih dari 26 jam)' */
  text: string
  stale: boolean
}

export function isStockStale(at: Date | string, now: Date, staleHours: number): boolean {
  return now.getTime() - new Date(at).getTime() > staleHours * 3_600_000
}

/** The label of a stock time; null (never loaded) says so, and is stale. */
export function stockTimeLabel(at: Date | string | null, now: Date, staleHours: number): StockTimeLabel {
  if (at === null) return { text: 'Stok belum pernah dimuat', stale: true }
  const stale = isStockStale(at, now, staleHours)
  const text = `Stok per ${formatDateTime(at)} WIB`
  return { text: stale ? `${text} (lebih dari ${staleHours} jam)` : text, stale }
}
