// The expected arrival day of a part that has to come from elsewhere (an Indent line, or the
// rest of a Sebagian line): a Jakarta calendar day the workshop can promise its customer.
import { formatDate } from './format'
import { addDays, isCalendarDay, jakartaNoon } from './jakarta-time'
import { READY_STATUS } from './ready-status'

/** Staff answering a line Indent start from three weeks (product.md's '± 3 minggu'). */
export const ETA_DEFAULT_DAYS = 21
/** Further than a year is a guess, not a date to promise. */
export const ETA_MAX_DAYS = 366

export const defaultEta = (today: string) => addDays(today, ETA_DEFAULT_DAYS)
export const latestEta = (today: string) => addDays(today, ETA_MAX_DAYS)

/** Indent always comes with a date; Sebagian with one when its rest is indented. */
export const etaRequired = (statusId: number | null) => statusId === READY_STATUS.INDENT
export const etaAllowed = (statusId: number | null) => statusId === READY_STATUS.INDENT || statusId === READY_STATUS.SEBAGIAN

/** Why a day cannot be an arrival date today, or null: never in the past, at most a year on. */
export function etaProblem(eta: string, today: string): string | null {
  if (!isCalendarDay(eta)) return 'tanggal tidak valid'
  if (eta < today) return 'tidak boleh sebelum hari ini'
  if (eta > latestEta(today)) return 'paling lambat satu tahun dari hari ini'
  return null
}

/** '12 Des 2026' */
export function formatEta(eta: string): string {
  return formatDate(jakartaNoon(eta))
}

/** What a buyer reads on the line: 'Perkiraan tiba: 12 Des 2026'. */
export function etaText(eta: string): string {
  return `Perkiraan tiba: ${formatEta(eta)}`
}
