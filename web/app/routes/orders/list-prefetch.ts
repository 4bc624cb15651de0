// What an order list asks for on its first render, asked as soon as the session is known
// (route-modules.ts, prefetchRoute): the call travels beside the page's code, not after it.
import { isOrderBucket } from '#common/order-status.ts'
import { orderListQueryOptions } from '#web/features/orders/api/get-orders.ts'
import { apiParams, readFilters } from '#web/features/orders/logic/list-filters.ts'
import { queryClient } from '#web/lib/query-client.ts'

const LIST = /^\/(?:user|seller)\/pesanan(?:\/([a-z]+))?$/

/** A list, from the address's bucket and filters: /{area}/pesanan[/{bucket}]. */
export function prefetch(pathname: string, search: string): void {
  const list = LIST.exec(pathname)
  if (!list) return
  const bucket = isOrderBucket(list[1]) ? list[1] : undefined
  if (list[1] && list[1] !== 'all' && !bucket) return // /pesanan/baru, /pesanan/import: not a list
  const params = apiParams(readFilters(new URLSearchParams(search)), bucket)
  if (params) void queryClient.prefetchInfiniteQuery(orderListQueryOptions(params))
}
