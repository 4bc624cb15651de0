// POST /api/orders/{id}/actions/kirim-konfirmasi (product.md §7): staff answer an estimate. A 409
// OSC_WARNING names the lines above the branch stock; sent again with `resolve`, it goes through.
import { useMutation } from '@tanstack/react-query'
import type { ActionResult, KirimKonfirmasiRequest } from '#common/orders.ts'
import { api } from '#web/api/client.ts'

interface KirimKonfirmasiInput {
  id: number
  body: KirimKonfirmasiRequest
}

function kirimKonfirmasi({ id, body }: KirimKonfirmasiInput): Promise<ActionResult> {
  return api.post<ActionResult>(`/orders/${id}/actions/kirim-konfirmasi`, body)
}

export function useKirimKonfirmasi(onDone: (answer: ActionResult) => Promise<void>) {
  return useMutation({ mutationFn: kirimKonfirmasi, onSuccess: onDone })
}
