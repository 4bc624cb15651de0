// GET /api/orders (product.md §7): one page of up to 200 orders per cursor. Keys start with
// ['orders', 'list'], so a live status change (web/lib/live/order-events.ts) reloads the list.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { OrderListResponse } from '#common/orders.ts'
import { api } from '#web/api/client.ts'
import type { OrdersApiParams } from '../logic/list-filters'

const orderListKey = (params: OrdersApiParams | null) => ['orders', 'list', params] as const

function getOrders(params: OrdersApiParams, cursor: string | null, signal?: AbortSignal): Promise<OrderListResponse> {
  return api.get<OrderListResponse>('/orders', { query: { ...params, cursor: cursor ?? undefined }, signal })
}

export function orderListQueryOptions(params: OrdersApiParams | null) {
  return infiniteQueryOptions({
    queryKey: orderListKey(params),
    // react-query aborts the signal once a newer filter replaces this one: superseded list
    // requests stop at once (product.md §7)
    queryFn: ({ pageParam, signal }) => getOrders(params ?? {}, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : undefined),
    enabled: params !== null,
  })
}

/** `params` null: nothing to ask for (no status chosen); the query stays idle. */
export function useOrderListQuery(params: OrdersApiParams | null) {
  return useInfiniteQuery(orderListQueryOptions(params))
}
