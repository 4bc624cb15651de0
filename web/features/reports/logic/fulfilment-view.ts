// How the figures after the export are written (docs/product.md §13.5): rates and days to one
// decimal with a decimal comma, counts in Indonesian grouping, and a plain '-' where nothing was
// there to count. Written out like common/format.ts, without Intl (its first use costs a phone
// tens of milliseconds of locale loading).
import { formatNumber } from '#common/format.ts'
import { BACKORDER_AGE_BANDS, type BackorderAgeKey, type FulfilmentFigures, type FulfilmentReport } from '#common/reports.ts'

export const NO_FIGURE = '-'

/** 3.456 → '3,5'; 1234 → '1.234,0'; halves round up. */
export function oneDecimal(value: number): string {
  // through six decimals first: 0.0055 × 1000 is 5.4999… in binary, and the rate's 0,55% is meant
  const tenths = Math.round(Number((value * 10).toFixed(6)))
  const sign = tenths < 0 ? '-' : ''
  const abs = Math.abs(tenths)
  return `${sign}${formatNumber(Math.trunc(abs / 10))},${abs % 10}`
}

/** A 0..1 rate as '87,5%', or '-' when there was nothing to divide by. */
export function ratePercent(rate: number | null): string {
  return rate === null ? NO_FIGURE : `${oneDecimal(rate * 100)}%`
}

/** Mean days as a table cell ('3,5'), or '-' when no order was received. */
export function averageDays(days: number | null): string {
  return days === null ? NO_FIGURE : oneDecimal(days)
}

/** Mean days as a card says it: '3,5 hari', or '-'. */
export function averageDaysText(days: number | null): string {
  return days === null ? NO_FIGURE : `${oneDecimal(days)} hari`
}

/** Short, broken and wrong parts together: the one 'Selisih' figure. */
export function discrepancyTotal(figures: Pick<FulfilmentFigures, 'discrepancies'>): number {
  const { kurang, rusak, salah_part } = figures.discrepancies
  return kurang + rusak + salah_part
}

export function discrepancyBreakdown(figures: Pick<FulfilmentFigures, 'discrepancies'>): string {
  const { kurang, rusak, salah_part } = figures.discrepancies
  return `Kurang ${formatNumber(kurang)} · Rusak ${formatNumber(rusak)} · Salah part ${formatNumber(salah_part)}`
}

export type AgeBandCount = { key: BackorderAgeKey; label: string; count: number; share: number }

/** The open back-orders by how long they have waited, youngest first; `share` (0..1) sizes each bar. */
export function ageBandCounts(openByAge: FulfilmentReport['open_by_age']): AgeBandCount[] {
  const total = BACKORDER_AGE_BANDS.reduce((sum, band) => sum + openByAge[band.key], 0)
  return BACKORDER_AGE_BANDS.map((band) => ({
    key: band.key,
    label: band.label,
    count: openByAge[band.key],
    share: total === 0 ? 0 : openByAge[band.key] / total,
  }))
}
