// What an order's detail asks for on its first render, asked as soon as the session is known
// (routes.ts names it for the detail's routes): the call travels beside the page's code.
import type { QueryClient } from '@tanstack/react-query'
import { orderDetailQuery } from '#web/features/orders/api/get-order.ts'
import { parseOrderId } from '#web/features/orders/logic/detail-view.ts'

/** `segment`: the address's id segment as typed (the page says when it is no id). */
export async function prefetch(client: QueryClient, segment: string): Promise<void> {
  const id = parseOrderId(segment)
  if (id !== null) await client.prefetchQuery(orderDetailQuery(id))
}
