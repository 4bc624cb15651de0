// GET /api/deliveries/:id: one delivery whole, with its order, branch, store and lines (what the
// Surat Jalan prints), its receipt and discrepancies. Only the receipt and a discrepancy closed
// change it: this tab's own ask again when answered, another's comes as an order change
// (hooks/use-follow-order.ts).
import { useQuery } from '@tanstack/react-query'
import type { Delivery } from '#common/deliveries.ts'
import { api } from '#web/api/client.ts'
import { deliveryKeys } from './keys'

export function useDelivery(id: number | null) {
  return useQuery({
    queryKey: deliveryKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<Delivery>(`/deliveries/${id}`, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
