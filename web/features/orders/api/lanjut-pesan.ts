// POST /api/orders/{id}/actions/lanjut-pesan (product.md §7): the buyer orders the confirmed quantities.
import { useMutation } from '@tanstack/react-query'
import type { ActionResult, LanjutPesanRequest } from '#common/orders.ts'
import { api } from '#web/api/client.ts'

interface LanjutPesanInput {
  id: number
  body: LanjutPesanRequest
}

function lanjutPesan({ id, body }: LanjutPesanInput): Promise<ActionResult> {
  return api.post<ActionResult>(`/orders/${id}/actions/lanjut-pesan`, body)
}

export function useLanjutPesan(onDone: (answer: ActionResult) => Promise<void>) {
  return useMutation({ mutationFn: lanjutPesan, onSuccess: onDone })
}
