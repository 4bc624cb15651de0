// What an order list asks for on its first render, asked as soon as the session is known
// (routes.ts names it for the list's routes): the call travels beside the page's code.
import type { QueryClient } from '@tanstack/react-query'
import type { OrderBucket } from '#common/order-status.ts'
import { orderListQueryOptions } from '#web/features/orders/api/get-orders.ts'
import { apiParams, readFilters } from '#web/features/orders/logic/list-filters.ts'

/** A list of one bucket (or of every bucket: undefined) with the filters of the address's query. */
export async function prefetch(client: QueryClient, bucket: OrderBucket | undefined, search: string): Promise<void> {
  const params = apiParams(readFilters(new URLSearchParams(search)), bucket)
  if (params) await client.prefetchInfiniteQuery(orderListQueryOptions(params))
}
