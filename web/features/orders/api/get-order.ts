// GET /api/orders/:id, under ['orders', 'detail', id]: a status change anywhere (live event or an
// action here) invalidates ['orders'] and the open detail reloads itself.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderDetail } from '#common/orders.ts'
import { api } from '#web/api/client.ts'

const orderDetailKey = (id: number) => ['orders', 'detail', id] as const

function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/orders/${id}`, { signal })
}

export function orderDetailQuery(id: number) {
  return queryOptions({ queryKey: orderDetailKey(id), queryFn: ({ signal }) => getOrder(id, signal), staleTime: 5_000 })
}

export function useOrderDetail(id: number | null) {
  return useQuery({ ...orderDetailQuery(id ?? 0), enabled: id !== null })
}
