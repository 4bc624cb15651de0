// A history's filters on screen (web/lib/list-filters.ts): what is set, how to change or clear it,
// and the query to ask with. Choices apply at once; a list with typed filters may wait for the
// typing to settle (`settleMs`) so that each key pressed is not a request.
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import type { CheckedFilters } from './list-filters'

/** What a filter bar is given of its filters. */
export interface FilterBarState<Filters> {
  filters: Filters
  set: <K extends keyof Filters>(key: K, value: Filters[K]) => void
  clear: () => void
  problem: string | null
}

/** `check`: the query the filters make, or why not (a module's function, the same at each render). */
export function useListFilters<Filters extends object>(none: Filters, check: (filters: Filters) => CheckedFilters, settleMs = 0) {
  const [filters, setFilters] = useState<Filters>(none)
  const [debounced] = useDebouncedValue(filters, settleMs)
  const settled = settleMs > 0 ? debounced : filters
  const checked = useMemo(() => check(settled), [check, settled])
  const set: FilterBarState<Filters>['set'] = (key, value) => setFilters((f) => ({ ...f, [key]: value }))
  return {
    filters,
    set,
    clear: () => setFilters(none),
    /** null while the dates cannot be asked for */
    params: checked.ok ? checked.params : null,
    problem: checked.ok ? null : checked.problem,
  }
}
