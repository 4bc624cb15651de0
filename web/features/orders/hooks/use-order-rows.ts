// The rows a tab shows: server pages (filters applied there), the Semua tab's multi-status filter
// and the sort applied here on what is loaded.
import { useCallback, useMemo } from 'react'
import type { OrderBucket } from '#common/order-status.ts'
import type { OrderListItem } from '#common/orders.ts'
import { type PagedRows, usePagedRows } from '#web/lib/use-paged-rows.ts'
import { useOrderListQuery } from '../api/get-orders'
import { apiParams, type ListFilters, statusesToKeep } from '../logic/list-filters'
import { type SortState, sortOrders } from '../logic/list-sort'

export interface OrderRows extends PagedRows<OrderListItem> {
  /** Nothing to ask for: no status chosen on Semua. */
  noStatus: boolean
}

export function useOrderRows(filters: ListFilters, bucket: OrderBucket | undefined, sort: SortState): OrderRows {
  const params = useMemo(() => apiParams(filters, bucket), [filters, bucket])
  const keep = useMemo(() => statusesToKeep(filters, bucket), [filters, bucket])
  const shape = useCallback(
    (all: OrderListItem[]) => sortOrders(keep ? all.filter((row) => keep.has(row.bucket)) : all, sort),
    [keep, sort],
  )
  // A tab of up to 200 orders rendered at once held a phone's main thread: pages render deferred.
  // A failed reload (e.g. after a live status change) keeps the rows it had and says so below.
  const list = usePagedRows(useOrderListQuery(params), { shape, deferPages: true })
  return { ...list, noStatus: params === null, loading: params !== null && list.loading }
}
