// Rupiah, counts and dates as Indonesian readers expect them: 'Rp. 1.250.000', '24 Nov 2026, 15.12'
// in Asia/Jakarta. Written out rather than through Intl: a page's first Intl object makes the
// browser load its locale data, 12–45 ms of a desk's main thread and four times that on a phone,
// in the middle of the first screen of every signed-in page. The output is Intl's id-ID output,
// character for character (format.test.ts compares the two over thousands of values); Jakarta has
// kept UTC+7 without daylight saving since 1964 (jakarta-time.ts).
import { JAKARTA_OFFSET_MS } from './jakarta-time'

/** The months as the portal writes them short (dayjs's own Indonesian names say 'Agt'). */
export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const

/** A whole number in Indonesian grouping: 1250000 → '1.250.000' (rounded to a whole number). */
export function formatNumber(value: number): string {
  const whole = Math.round(value)
  // beyond what a price or a count can be: Intl writes these as it does
  if (!Number.isSafeInteger(whole)) return new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(whole)
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return whole < 0 ? `-${digits}` : digits
}

export function formatRupiah(amount: number): string {
  return `Rp. ${formatNumber(amount)}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The day, month and time of an instant as Jakarta sees them; an invalid date throws, as Intl does. */
function jakartaParts(value: Date | string) {
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) throw new RangeError('Invalid time value')
  const local = new Date(time + JAKARTA_OFFSET_MS)
  return {
    date: `${pad(local.getUTCDate())} ${MONTHS_SHORT[local.getUTCMonth()]} ${local.getUTCFullYear()}`,
    time: `${pad(local.getUTCHours())}.${pad(local.getUTCMinutes())}`,
  }
}

/** '05 Agu 2026' */
export function formatDate(value: Date | string): string {
  return jakartaParts(value).date
}

/** '05 Agu 2026, 17.04' */
export function formatDateTime(value: Date | string): string {
  const { date, time } = jakartaParts(value)
  return `${date}, ${time}`
}

/** '17.04' */
export function formatTime(value: Date | string): string {
  return jakartaParts(value).time
}
