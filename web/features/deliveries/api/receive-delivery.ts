// POST /api/deliveries/:id/receipt: 'Konfirmasi Terima'. Once answered, the delivery's page, the
// order's panel and detail (the timeline names the receipt) and staff's 'Selisih' lists ask again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReceiptRequest, ReceiptResponse } from '#common/receipts.ts'
import { api } from '#web/api/client.ts'
import { ORDERS_QUERY_ROOT } from '#web/lib/live/order-events.ts'
import { deliveryKeys } from './keys'

export function useReceiveDelivery(deliveryId: number, orderId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ReceiptRequest) => api.post<ReceiptResponse>(`/deliveries/${deliveryId}/receipt`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deliveryKeys.one(deliveryId) })
      void client.invalidateQueries({ queryKey: deliveryKeys.ofOrder(orderId) })
      void client.invalidateQueries({ queryKey: deliveryKeys.discrepancies })
      // the order detail lives under the orders' root (web/features/orders/api/get-order.ts)
      void client.invalidateQueries({ queryKey: [...ORDERS_QUERY_ROOT, 'detail', orderId] })
    },
  })
}
