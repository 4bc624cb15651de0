// What an order's detail asks for on its first render, asked as soon as its code and the session
// are there (route-modules.ts, prefetchRoute): the call travels while the screen renders, not after.
import { queryClient } from '../../lib/query-client'
import { orderDetailQuery } from './api/get-order'
import { parseOrderId } from './logic/detail-view'

const DETAIL = /^\/(?:user|seller)\/pesanan\/([a-z]+)\/([^/]+)$/

/** An order's detail: /{area}/pesanan/{bucket}/{id}. */
export function prefetch(pathname: string): void {
  const detail = DETAIL.exec(pathname)
  const id = detail ? parseOrderId(detail[2]) : null
  if (id !== null) void queryClient.prefetchQuery(orderDetailQuery(id))
}
