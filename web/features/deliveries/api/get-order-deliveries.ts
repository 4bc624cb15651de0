// GET /api/orders/:id/deliveries: per line what the branch supplies, sent and still to send, the
// order's deliveries, and whether this viewer may record one now. Only a Diproses order has any.
import { useQuery } from '@tanstack/react-query'
import type { OrderDeliveries } from '#common/deliveries.ts'
import { api } from '#web/api/client.ts'
import { deliveryKeys } from './keys'

export function useOrderDeliveries(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: deliveryKeys.ofOrder(orderId),
    queryFn: ({ signal }) => api.get<OrderDeliveries>(`/orders/${orderId}/deliveries`, { signal }),
    staleTime: 5_000,
    enabled,
  })
}
