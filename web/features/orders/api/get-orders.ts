// GET /api/orders (product.md §7): one page of up to 200 orders per cursor. Keys start with
// ['orders', 'list'], so a live status change (web/lib/live/order-events.ts) reloads the list.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { OrderListResponse } from '#common/orders.ts'
import { cursorPagesOptions } from '#web/lib/api/cursor-pages.ts'
import type { OrdersApiParams } from '../logic/list-filters'

const orderListKey = (params: OrdersApiParams | null) => ['orders', 'list', params] as const

export function orderListQueryOptions(params: OrdersApiParams | null) {
  const pages = cursorPagesOptions<OrderListResponse>({
    queryKey: orderListKey(params),
    path: '/orders',
    query: params ?? {},
    hasMore: (page) => page.has_more,
  })
  return infiniteQueryOptions({ ...pages, enabled: params !== null })
}

/** `params` null: nothing to ask for (no status chosen); the query stays idle. */
export function useOrderListQuery(params: OrdersApiParams | null) {
  return useInfiniteQuery(orderListQueryOptions(params))
}
