// The job history's filters as the screen holds them, and the query of GET /api/admin/feeds/jobs
// they make: empty ones left out, and a date range the server would refuse said here in words.
import type { FeedKind, FeedState } from '#common/feeds.ts'
import { isCalendarDay } from '#common/jakarta-time.ts'

export interface JobFilters {
  kind: FeedKind | ''
  state: FeedState | ''
  /** yyyy-mm-dd or '' */
  from: string
  to: string
}

export const NO_JOB_FILTERS: JobFilters = { kind: '', state: '', from: '', to: '' }

export const JOB_DATE_TEXT = {
  invalid: 'Tanggal tidak valid (yyyy-mm-dd).',
  fromAfterTo: 'Tanggal "Dari" tidak boleh setelah "Sampai".',
} as const

export type JobParams = Record<string, string>

export function jobParams(filters: JobFilters): { ok: true; params: JobParams } | { ok: false; problem: string } {
  for (const day of [filters.from, filters.to]) {
    if (day !== '' && !isCalendarDay(day)) return { ok: false, problem: JOB_DATE_TEXT.invalid }
  }
  if (filters.from !== '' && filters.to !== '' && filters.from > filters.to)
    return { ok: false, problem: JOB_DATE_TEXT.fromAfterTo }
  const entries = Object.entries(filters).filter(([, value]) => value !== '')
  return { ok: true, params: Object.fromEntries(entries) }
}

export function hasJobFilters(filters: JobFilters): boolean {
  return Object.entries(filters).some(([key, value]) => value !== NO_JOB_FILTERS[key as keyof JobFilters])
}

/** A job still to end: its screen asks again until it has. */
export const isRunning = (job: { state: FeedState }) => job.state === 'antrian' || job.state === 'berjalan'
