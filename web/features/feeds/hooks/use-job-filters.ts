// The job history's filters: each choice applies at once; a date range the server would refuse is
// said here and not asked for.
import { useListFilters } from '#web/lib/use-list-filters.ts'
import { jobParams, NO_JOB_FILTERS } from '../logic/job-filters'

export const useJobFilters = () => useListFilters(NO_JOB_FILTERS, jobParams)
