// What a paged list shows of an infinite query: the rows so far, the first load, a failure of the
// first page (the whole list) apart from a failure of a later one (rows stay, footer retries).
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useDeferredValue, useMemo } from 'react'

export interface PagedRows<T> {
  rows: readonly T[]
  /** First page on its way (skeleton rows). */
  loading: boolean
  /** Nothing loaded and the call failed: the whole list is an error. */
  error: unknown
  /** A later page or a reload failed: the loaded rows stay, the footer offers a retry. */
  moreError: unknown
  fetchingMore: boolean
  hasMore: boolean
  /** Changes with every page that arrives (the sentinel watches again). */
  pageCount: number
  loadMore: () => void
  retry: () => void
}

export interface PagedRowsOptions<T> {
  /** What the list makes of the loaded rows (a filter, a sort); keep it stable (useCallback). */
  shape?: (rows: T[]) => readonly T[]
  /**
   * Render arriving pages in the background, between other work, the skeleton staying until they
   * are ready: for long pages that would hold a phone's main thread at once.
   */
  deferPages?: boolean
}

export function usePagedRows<P extends { items: T[] }, T>(
  query: UseInfiniteQueryResult<InfiniteData<P, unknown>>,
  { shape, deferPages = false }: PagedRowsOptions<T> = {},
): PagedRows<T> {
  const latest = query.data?.pages
  const deferred = useDeferredValue(latest)
  const pages = deferPages ? deferred : latest
  const catchingUp = pages !== latest
  const rows = useMemo(() => {
    const all = pages?.flatMap((page) => page.items) ?? []
    return shape ? shape(all) : all
  }, [pages, shape])
  return {
    rows,
    loading: query.isPending || (catchingUp && !pages),
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
