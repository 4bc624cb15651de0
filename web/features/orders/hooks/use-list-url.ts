// Filters, search and sort are read from and written to the URL query; edits replace the history
// entry (typing must not fill the back button), tab changes push one.
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { OrderBucket } from '#common/order-status.ts'
import { fulfilmentFilterOn, type ListFilters, readFilters, writeFilters } from '../logic/list-filters'
import { readSort, type SortState, writeSort } from '../logic/list-sort'

const LIST_PARAMS = [
  'q',
  'tanggal_from',
  'tanggal_to',
  'no_transaksi',
  'creator',
  'store',
  'keterangan',
  'status',
  'pengiriman',
  'sort',
  'dir',
]

interface ListUrlState {
  filters: ListFilters
  sort: SortState
  setFilters: (patch: Partial<ListFilters>) => void
  setSort: (sort: SortState) => void
  resetAll: () => void
  /** Anything to reset: a filter, a search or a sort. */
  hasAny: boolean
  /**
   * The query to carry to another tab (`tab` absent: Semua): everything but the Semua-only status
   * filter, and the Pengiriman filter only where it exists.
   */
  carriedQuery: (tab?: OrderBucket) => string
}

export function useListUrl(): ListUrlState {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => readFilters(params), [params])
  const sort = useMemo(() => readSort(params), [params])
  return {
    filters,
    sort,
    setFilters: (patch) => setParams((prev) => writeFilters(prev, patch), { replace: true }),
    setSort: (next) => setParams((prev) => writeSort(prev, next), { replace: true }),
    resetAll: () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const key of LIST_PARAMS) next.delete(key)
          return next
        },
        { replace: true },
      ),
    hasAny: LIST_PARAMS.some((key) => params.has(key)),
    carriedQuery: (tab) => {
      const carried = new URLSearchParams(params)
      carried.delete('status')
      if (!fulfilmentFilterOn(tab)) carried.delete('pengiriman')
      return carried.toString()
    },
  }
}
