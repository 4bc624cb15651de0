// The job history's filters: each choice applies at once; a date range the server would refuse is
// said here and not asked for.
import { useMemo, useState } from 'react'
import { type JobFilters, jobParams, NO_JOB_FILTERS } from '../logic/job-filters'

export function useJobFilters() {
  const [filters, setFilters] = useState<JobFilters>(NO_JOB_FILTERS)
  const checked = useMemo(() => jobParams(filters), [filters])
  return {
    filters,
    set: <K extends keyof JobFilters>(key: K, value: JobFilters[K]) => setFilters((f) => ({ ...f, [key]: value })),
    clear: () => setFilters(NO_JOB_FILTERS),
    params: checked.ok ? checked.params : null,
    problem: checked.ok ? null : checked.problem,
  }
}
