// What a paged list shows of an infinite query: the rows so far, the first load, a failure of the
// first page (the whole list) apart from a failure of a later one (rows stay, footer retries).
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'

export interface PagedRows<T> {
  rows: readonly T[]
  loading: boolean
  /** Nothing loaded and the call failed. */
  error: unknown
  /** A later page failed: the rows stay. */
  moreError: unknown
  fetchingMore: boolean
  hasMore: boolean
  pageCount: number
  loadMore: () => void
  retry: () => void
}

export function usePagedRows<P extends { items: T[] }, T>(query: UseInfiniteQueryResult<InfiniteData<P, unknown>>): PagedRows<T> {
  const pages = query.data?.pages
  const rows = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages])
  return {
    rows,
    loading: query.isPending,
    error: query.isError && !pages ? query.error : null,
    moreError: query.isError && pages ? query.error : null,
    fetchingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    pageCount: pages?.length ?? 0,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage()
    },
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  }
}
