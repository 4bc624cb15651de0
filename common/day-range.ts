// A filter's optional range of Jakarta days (Dari/Sampai of the audit, the feeds' jobs and the
// reports): each bound a real day written yyyy-mm-dd, Dari not after Sampai. The screens refuse
// such a range in these words before asking, and the server refuses it again in the same words.
import { isCalendarDay } from './jakarta-time'

export const DAY_RANGE_TEXT = {
  invalid: 'Tanggal tidak valid (yyyy-mm-dd).',
  fromAfterTo: 'Tanggal "Dari" tidak boleh setelah "Sampai".',
} as const

/** Why a range cannot be asked for, or null; a missing bound is no bound (an empty one is no day). */
export function dayRangeProblem(from: string | undefined, to: string | undefined): string | null {
  if ((from !== undefined && !isCalendarDay(from)) || (to !== undefined && !isCalendarDay(to))) return DAY_RANGE_TEXT.invalid
  if (from !== undefined && to !== undefined && from > to) return DAY_RANGE_TEXT.fromAfterTo
  return null
}
