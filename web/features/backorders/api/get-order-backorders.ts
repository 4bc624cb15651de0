// GET /api/orders/:id/backorders: the lines an exported order left, and for an estimate made of
// back-orders the orders they came from. Most orders have neither: their detail shows nothing.
import { useQuery } from '@tanstack/react-query'
import type { OrderBackorders } from '#common/backorders.ts'
import { api } from '#web/api/client.ts'
import { backorderKeys } from './keys'

export function useOrderBackorders(orderId: number) {
  return useQuery({
    queryKey: backorderKeys.ofOrder(orderId),
    queryFn: ({ signal }) => api.get<OrderBackorders>(`/orders/${orderId}/backorders`, { signal }),
    staleTime: 5_000,
  })
}
