// What an order's detail asks for on its first render, asked as soon as the session is known
// (route-modules.ts, prefetchRoute): the call travels beside the page's code, not after it.
import { orderIdSegmentOf } from '#web/lib/paths.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { orderDetailQuery } from './api/get-order'
import { parseOrderId } from './logic/detail-view'

export function prefetch(pathname: string): void {
  const segment = orderIdSegmentOf(pathname)
  const id = segment === null ? null : parseOrderId(segment)
  if (id !== null) void queryClient.prefetchQuery(orderDetailQuery(id))
}
