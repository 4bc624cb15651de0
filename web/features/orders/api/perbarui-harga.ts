// POST /api/orders/{id}/actions/perbarui-harga: staff renew an expired quote at Konfirmasi (docs/product.md
// §10.12): every line priced again with today's agreements, a new 'Harga berlaku s.d.', the buyer told.
import { useMutation } from '@tanstack/react-query'
import type { ActionResult } from '#common/orders.ts'
import { api } from '#web/api/client.ts'

// the body must be empty (common/orders.ts perbaruiHargaSchema): the server prices, never the screen
const perbaruiHarga = (id: number): Promise<ActionResult> => api.post<ActionResult>(`/orders/${id}/actions/perbarui-harga`, {})

export function usePerbaruiHarga(onDone: (answer: ActionResult) => Promise<void>) {
  return useMutation({ mutationFn: perbaruiHarga, onSuccess: onDone })
}
