// What a paged list shows of an infinite query: the rows so far, the first load, a failure of the
// first page (the whole list) apart from a failure of a later one (rows stay, footer retries).
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useDrawnByServer } from './browser-value'

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

/**
 * The rows a page the server draws holds of a deferred list: a phone's screenful and more. The
 * server's render and the browser's takeover of it cost what they draw (200 staff rows were 167 ms
 * of the server's one thread); the rest render right after, in the background.
 */
export const FIRST_SCREEN_ROWS = 20

function useRowsShown(deferPages: boolean): number {
  const drawnByServer = useDrawnByServer()
  const [shown, setShown] = useState(deferPages && drawnByServer ? FIRST_SCREEN_ROWS : Number.POSITIVE_INFINITY)
  useEffect(() => {
    if (shown !== Number.POSITIVE_INFINITY) startTransition(() => setShown(Number.POSITIVE_INFINITY))
  }, [shown])
  return shown
}

export function usePagedRows<P extends { items: T[] }, T>(
  query: UseInfiniteQueryResult<InfiniteData<P, unknown>>,
  { shape, deferPages = false }: PagedRowsOptions<T> = {},
): PagedRows<T> {
  const latest = query.data?.pages
  const deferred = useDeferredValue(latest)
  const pages = deferPages ? deferred : latest
  const catchingUp = pages !== latest
  const shown = useRowsShown(deferPages)
  const rows = useMemo(() => {
    const all = pages?.flatMap((page) => page.items) ?? []
    const shaped = shape ? shape(all) : all
    return shaped.length > shown ? shaped.slice(0, shown) : shaped
  }, [pages, shape, shown])
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
