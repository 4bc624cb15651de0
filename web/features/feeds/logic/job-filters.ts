// The job history's filters as the screen holds them, and the query of GET /api/admin/feeds/jobs
// they make: empty ones left out, and a date range the server would refuse said here in words.
import { dayRangeProblem } from '#common/day-range.ts'
import type { FeedKind, FeedState } from '#common/feeds.ts'

export interface JobFilters {
  kind: FeedKind | ''
  state: FeedState | ''
  /** yyyy-mm-dd or '' */
  from: string
  to: string
}

export const NO_JOB_FILTERS: JobFilters = { kind: '', state: '', from: '', to: '' }

export type JobParams = Record<string, string>

export function jobParams(filters: JobFilters): { ok: true; params: JobParams } | { ok: false; problem: string } {
  const problem = dayRangeProblem(filters.from || undefined, filters.to || undefined)
  if (problem) return { ok: false, problem }
  const entries = Object.entries(filters).filter(([, value]) => value !== '')
  return { ok: true, params: Object.fromEntries(entries) }
}

export function hasJobFilters(filters: JobFilters): boolean {
  return Object.entries(filters).some(([key, value]) => value !== NO_JOB_FILTERS[key as keyof JobFilters])
}

/** A job still to end: its screen asks again until it has. */
export const isRunning = (job: { state: FeedState }) => job.state === 'antrian' || job.state === 'berjalan'
