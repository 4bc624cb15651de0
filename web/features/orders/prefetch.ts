// What an order page asks for on its first render, asked as soon as its code and the session are
// there (route-modules.ts, prefetchRoute): the call travels while the screen renders, not after it.
import { isOrderBucket } from '../../../common/order-status'
import { queryClient } from '../../lib/query-client'
import { orderDetailQuery } from './api/get-order'
import { orderListQueryOptions } from './api/get-orders'
import { parseOrderId } from './logic/detail-view'
import { apiParams, readFilters } from './logic/list-filters'

const DETAIL = /^\/(?:user|seller)\/pesanan\/([a-z]+)\/([^/]+)$/
const LIST = /^\/(?:user|seller)\/pesanan(?:\/([a-z]+))?$/

export function prefetch(pathname: string, search: string): void {
  const detail = DETAIL.exec(pathname)
  if (detail) {
    const id = parseOrderId(detail[2])
    if (id !== null) void queryClient.prefetchQuery(orderDetailQuery(id))
    return
  }
  const list = LIST.exec(pathname)
  if (!list) return
  const bucket = isOrderBucket(list[1]) ? list[1] : undefined
  if (list[1] && list[1] !== 'all' && !bucket) return // /pesanan/baru, /pesanan/import: not a list
  const params = apiParams(readFilters(new URLSearchParams(search)), bucket)
  if (params) void queryClient.prefetchInfiniteQuery(orderListQueryOptions(params))
}
