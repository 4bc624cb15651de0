// The catalogue list over the infinite query: pages, when the next may be asked for, errors.
import { useMemo } from 'react'
import { STOCK_STALE_HOURS_DEFAULT } from '#common/stock-time.ts'
import { useProducts } from '../api/get-products'
import { canAutoLoadMore } from '../logic/load-more'
import { listErrorText } from '../logic/messages'
import type { ProductsRequest } from '../logic/products-query'
import { visibleProducts } from '../logic/visible-products'

const NO_WORDS: readonly string[] = []

export function useCatalogueList(request: ProductsRequest) {
  const query = useProducts(request.params, request.enabled)
  const pages = query.data?.pages ?? []
  const { products, shownPerPage } = useMemo(() => visibleProducts(pages, request.partFilter), [pages, request.partFilter])
  const hasMore = Boolean(query.hasNextPage)
  const autoLoad = canAutoLoadMore(shownPerPage, Boolean(request.params.q))
  // Never while another fetch runs: asking for the next page would cancel a background refetch.
  const idle = !query.isFetching && !query.isFetchNextPageError
  const loadMore = () => void query.fetchNextPage()

  let retry: { message: string | null; onRetry: () => void } | null = null
  if (query.isFetchNextPageError) retry = { message: listErrorText(query.error), onRetry: loadMore }
  else if (hasMore && !autoLoad && !query.isFetching) retry = { message: null, onRetry: loadMore }

  const first = pages[0]
  return {
    key: JSON.stringify([request.params, request.partFilter]),
    products,
    total: first?.total ?? 0,
    totalCapped: first?.total_capped ?? false,
    hasMore,
    oscError: pages.some((page) => page.osc_error),
    /** the words a name search read, for the cards to mark (the first page's answer; product.md §14.3) */
    highlight: first?.highlight ?? NO_WORDS,
    /** how old the stock on the cards is (the first page's answer), when the server knows */
    stockTime: first?.stock_as_of
      ? { at: first.stock_as_of, staleHours: first.stock_stale_hours ?? STOCK_STALE_HOURS_DEFAULT }
      : null,
    isLoadingFirstPage: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    firstPageError: query.isError && !query.data ? listErrorText(query.error) : null,
    retryFirstPage: () => void query.refetch(),
    loadMore,
    /** The next page may be asked for by scrolling near the end (infinite scroll). */
    canAutoLoad: hasMore && idle && autoLoad,
    retry,
  }
}
