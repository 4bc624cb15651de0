// POST /api/orders/{id}/actions/ubah-eta: staff move arrival dates later after the confirmation.
import { useMutation } from '@tanstack/react-query'
import type { ActionResult, UbahEtaRequest } from '#common/orders.ts'
import { api } from '#web/api/client.ts'

interface UbahEtaInput {
  id: number
  body: UbahEtaRequest
}

function ubahEta({ id, body }: UbahEtaInput): Promise<ActionResult> {
  return api.post<ActionResult>(`/orders/${id}/actions/ubah-eta`, body)
}

export function useUbahEta(onDone: (answer: ActionResult) => Promise<void>) {
  return useMutation({ mutationFn: ubahEta, onSuccess: onDone })
}
