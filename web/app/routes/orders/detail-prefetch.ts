// What an order's detail asks for on its first render, asked as soon as the session is known
// (route-modules.ts, prefetchRoute): the call travels beside the page's code, not after it.

import { orderDetailQuery } from '#web/features/orders/api/get-order.ts'
import { parseOrderId } from '#web/features/orders/logic/detail-view.ts'
import { orderIdSegmentOf } from '#web/lib/paths.ts'
import { queryClient } from '#web/lib/query-client.ts'

export function prefetch(pathname: string): void {
  const segment = orderIdSegmentOf(pathname)
  const id = segment === null ? null : parseOrderId(segment)
  if (id !== null) void queryClient.prefetchQuery(orderDetailQuery(id))
}
