// How report figures are shown: labels of the status keys, chart colours, and short tables.
import { STATUS_INFO } from '#common/order-status.ts'
import { type DayCounts, REPORT_STATUS_KEYS, type RepeatPart, type ReportStatusKey, type StatusFigures } from '#common/reports.ts'

export const STATUS_LABEL_OF_KEY: Record<ReportStatusKey, string> = Object.fromEntries(
  REPORT_STATUS_KEYS.map((key, i) => [key, STATUS_INFO[(i + 1) as 1 | 2 | 3 | 4 | 5].label]),
) as Record<ReportStatusKey, string>

/** The status badges' colours (orders/components/status-badge.tsx), so a chart reads like a list. */
export const STATUS_COLOR_OF_KEY: Record<ReportStatusKey, string> = {
  estimasi: 'gray.6',
  konfirmasi: 'orange.6',
  dipesan: 'dipo.6',
  diproses: 'teal.6',
  batal: 'red.6',
}

/** 'N pesanan - Rp amount' (product.md §2.15, Toko tab tooltip). */
export function figureTooltip(figures: StatusFigures, key: ReportStatusKey): string {
  const { count, amount } = figures[key]
  return `${count} pesanan - Rp ${Math.round(amount).toLocaleString('id-ID')}`
}

/** Days as the chart's axis shows them: '03/11'. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`
}

/** Long ranges are drawn in runs of seven days from the first, so a phone can still show them. */
export function chartRows(days: DayCounts[]): Array<DayCounts & { label: string }> {
  if (days.length <= 62) return days.map((d) => ({ ...d, label: shortDay(d.day) }))
  const weeks: Array<DayCounts & { label: string }> = []
  for (let i = 0; i < days.length; i += 7) {
    const slice = days.slice(i, i + 7)
    const sum = (key: ReportStatusKey) => slice.reduce((n, d) => n + d[key], 0)
    weeks.push({
      day: slice[0].day,
      label: shortDay(slice[0].day),
      estimasi: sum('estimasi'),
      konfirmasi: sum('konfirmasi'),
      dipesan: sum('dipesan'),
      diproses: sum('diproses'),
      batal: sum('batal'),
    })
  }
  return weeks
}

/** The fill rate as a branch reads it: '87,5%', or a dash when nothing was confirmed. */
export function percent(rate: number | null): string {
  if (rate === null) return '–'
  return `${(rate * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`
}

/** Most orders first; ties keep the server's order (part number), so the list never shuffles. */
export function byFrequency(parts: RepeatPart[]): RepeatPart[] {
  return [...parts].sort((a, b) => b.freq - a.freq)
}
