// POST /api/discrepancies/:id/close: 'Tutup Selisih'. Whatever the answer (closed now, or by a
// colleague a moment ago: 409), the lists ask again; a closed one also changes its delivery's page
// and its order's timeline.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CloseDiscrepancyRequest, Discrepancy } from '#common/receipts.ts'
import { api } from '#web/api/client.ts'
import { ORDERS_QUERY_ROOT } from '#web/lib/live/order-events.ts'
import { deliveryKeys } from './keys'

export function useCloseDiscrepancy() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CloseDiscrepancyRequest }) =>
      api.post<Discrepancy>(`/discrepancies/${id}/close`, body),
    onSuccess: (closed) => {
      void client.invalidateQueries({ queryKey: deliveryKeys.one(closed.delivery.id) })
      void client.invalidateQueries({ queryKey: [...ORDERS_QUERY_ROOT, 'detail', closed.order.id] })
    },
    onSettled: () => void client.invalidateQueries({ queryKey: deliveryKeys.discrepancies }),
  })
}
