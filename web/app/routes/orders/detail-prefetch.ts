// What an order's detail asks for on its first render, asked as soon as the session is known
// (routes.ts names it for the detail's routes): the call travels beside the page's code.
import { orderDetailQuery } from '#web/features/orders/api/get-order.ts'
import { parseOrderId } from '#web/features/orders/logic/detail-view.ts'
import { queryClient } from '#web/lib/query-client.ts'

/** `segment`: the address's id segment as typed (the page says when it is no id). */
export function prefetch(segment: string): void {
  const id = parseOrderId(segment)
  if (id !== null) void queryClient.prefetchQuery(orderDetailQuery(id))
}
