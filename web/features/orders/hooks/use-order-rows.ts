// The rows a tab shows: server pages (filters applied there), the Semua tab's multi-status filter
// and the sort applied here on what is loaded.
import { useDeferredValue, useMemo } from 'react'
import type { OrderBucket } from '../../../../common/order-status'
import type { OrderListItem } from '../../../../common/orders'
import { useOrderListQuery } from '../api/get-orders'
import { apiParams, type ListFilters, statusesToKeep } from '../logic/list-filters'
import { type SortState, sortOrders } from '../logic/list-sort'

export interface OrderRows {
  rows: readonly OrderListItem[]
  /** Nothing to ask for: no status chosen on Semua. */
  noStatus: boolean
  /** First page on its way (skeleton rows). */
  loading: boolean
  /** Nothing loaded and the call failed: the whole list is an error. */
  error: unknown
  /** A later page or a reload failed: the loaded rows stay, the footer offers a retry. */
  nextPageError: unknown
  fetchingMore: boolean
  hasMore: boolean
  /** Changes with every page that arrives (the sentinel watches again). */
  pageCount: number
  loadMore: () => void
  retry: () => void
}

export function useOrderRows(filters: ListFilters, bucket: OrderBucket | undefined, sort: SortState): OrderRows {
  const params = useMemo(() => apiParams(filters, bucket), [filters, bucket])
  const keep = useMemo(() => statusesToKeep(filters, bucket), [filters, bucket])
  const query = useOrderListQuery(params)
  // Rows that arrive render in the background, between other work: a tab of up to 200 orders
  // rendered at once held a phone's main thread. The skeleton rows stay until they are ready.
  const pages = useDeferredValue(query.data?.pages)
  const catchingUp = pages !== query.data?.pages
  const rows = useMemo(() => {
    const all = pages?.flatMap((page) => page.items) ?? []
    return sortOrders(keep ? all.filter((row) => keep.has(row.bucket)) : all, sort)
  }, [pages, keep, sort])

  // a failed reload (e.g. after a live status change) keeps the rows it had and says so below
  const failedBlank = query.isError && !pages
  return {
    rows,
    noStatus: params === null,
    loading: params !== null && (query.isPending || (catchingUp && !pages)),
    error: failedBlank ? query.error : null,
    nextPageError: query.isError && pages ? query.error : null,
    fetchingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    pageCount: pages?.length ?? 0,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage()
    },
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  }
}
