// POST /api/orders/{id}/actions/ganti-part: staff deliver the current part of a line's replaced
// number instead of the one asked for, while the order is at Estimasi.
import { useMutation } from '@tanstack/react-query'
import type { ActionResult, GantiPartRequest } from '#common/orders.ts'
import { api } from '#web/api/client.ts'

interface GantiPartInput {
  id: number
  body: GantiPartRequest
}

function gantiPart({ id, body }: GantiPartInput): Promise<ActionResult> {
  return api.post<ActionResult>(`/orders/${id}/actions/ganti-part`, body)
}

export function useGantiPart(onDone: (answer: ActionResult) => Promise<void>) {
  return useMutation({ mutationFn: gantiPart, onSuccess: onDone })
}
