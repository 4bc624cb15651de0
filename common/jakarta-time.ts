// Days and months as Jakarta sees them (product.md §10.4: dates shown and report ranges are Asia/Jakarta).
// Jakarta has kept UTC+7 without daylight saving since 1964, so a fixed offset is exact and
// much cheaper than Intl where it runs per row (the bulk generator, order numbers).
export const JAKARTA_TZ = 'Asia/Jakarta'
export const JAKARTA_OFFSET_MS = 7 * 3_600_000
const DAY_MS = 86_400_000

/** A real calendar day written yyyy-mm-dd between 1900 and 9999 ('2026-02-30' is refused, not read as 2 March). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const year = Number(value.slice(0, 4))
  const date = new Date(`${value}T00:00:00Z`)
  return year >= 1900 && year <= 9999 && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** yyyy-mm-dd of an instant as seen in Jakarta. */
export function jakartaDay(value: Date | string): string {
  return new Date(new Date(value).getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10)
}

/** yyyymm of an instant as seen in Jakarta (the month part of an order number). */
export function jakartaPeriod(at: Date): string {
  const local = new Date(at.getTime() + JAKARTA_OFFSET_MS)
  return `${local.getUTCFullYear()}${String(local.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The instant a Jakarta calendar day (yyyy-mm-dd, checked by isCalendarDay) begins. */
export function jakartaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - JAKARTA_OFFSET_MS)
}

/** The instant after a Jakarta day ends: ranges of whole days are [start of from, end of to). */
export function jakartaDayEnd(day: string): Date {
  return new Date(jakartaDayStart(day).getTime() + DAY_MS)
}

/** Noon of a Jakarta day: a safe instant to format a bare date with any formatter. */
export function jakartaNoon(day: string): Date {
  return new Date(jakartaDayStart(day).getTime() + DAY_MS / 2)
}

/** The yyyy-mm-dd `days` days before or after a calendar day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}
