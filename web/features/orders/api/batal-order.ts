// POST /api/orders/{id}/actions/batal (product.md §7): the buyer cancels a confirmed order.
import { useMutation } from '@tanstack/react-query'
import type { ActionResult, BatalRequest } from '#common/orders.ts'
import { api } from '#web/api/client.ts'

function batalOrder(id: number): Promise<ActionResult> {
  const body: BatalRequest = { ok: true }
  return api.post<ActionResult>(`/orders/${id}/actions/batal`, body)
}

export function useBatalOrder(onDone: (answer: ActionResult) => Promise<void>) {
  return useMutation({ mutationFn: batalOrder, onSuccess: onDone })
}
