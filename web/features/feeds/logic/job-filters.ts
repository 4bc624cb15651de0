// The job history's filters as the screen holds them, and the query of GET /api/admin/feeds/jobs
// they make: empty ones left out, and a date range the server would refuse said here in words
// (web/lib/list-filters.ts).
import type { FeedKind, FeedState } from '#common/feeds.ts'
import { activeFilterCount, type CheckedFilters, type FilterParams, rangedFilterParams } from '#web/lib/list-filters.ts'

export interface JobFilters {
  kind: FeedKind | ''
  state: FeedState | ''
  /** yyyy-mm-dd or '' */
  from: string
  to: string
}

export const NO_JOB_FILTERS: JobFilters = { kind: '', state: '', from: '', to: '' }

export type JobParams = FilterParams

export const jobParams = (filters: JobFilters): CheckedFilters => rangedFilterParams(filters, Object.entries(filters))

export const hasJobFilters = (filters: JobFilters) => activeFilterCount(filters, NO_JOB_FILTERS) > 0

/** A job still to end: its screen asks again until it has. */
export const isRunning = (job: { state: FeedState }) => job.state === 'antrian' || job.state === 'berjalan'
