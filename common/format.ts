// Rupiah and dates as Indonesian readers expect them: 'Rp. 1.250.000', dates in Asia/Jakarta.
import { JAKARTA_TZ } from './jakarta-time'

const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })

export function formatRupiah(amount: number): string {
  return `Rp. ${rupiah.format(Math.round(amount))}`
}

const dateFmt = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TZ,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
})
const dateTimeFmt = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TZ,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const timeFmt = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TZ,
  hour: '2-digit',
  minute: '2-digit',
})

export function formatDate(value: Date | string): string {
  return dateFmt.format(new Date(value))
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFmt.format(new Date(value))
}

export function formatTime(value: Date | string): string {
  return timeFmt.format(new Date(value))
}
