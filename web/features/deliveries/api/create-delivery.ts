// POST /api/orders/:id/deliveries: staff's 'Catat Pengiriman'. Once recorded, the order's panel
// and its detail (the timeline names the delivery) ask again; the event stream would say so
// too, a moment later.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateDeliveryRequest, CreateDeliveryResponse } from '#common/deliveries.ts'
import { api } from '#web/api/client.ts'
import { ORDERS_QUERY_ROOT } from '#web/lib/live/order-events.ts'
import { deliveryKeys } from './keys'

export function useCreateDelivery(orderId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateDeliveryRequest) => api.post<CreateDeliveryResponse>(`/orders/${orderId}/deliveries`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deliveryKeys.ofOrder(orderId) })
      // the order detail lives under the orders' root (web/features/orders/api/get-order.ts)
      void client.invalidateQueries({ queryKey: [...ORDERS_QUERY_ROOT, 'detail', orderId] })
    },
  })
}
