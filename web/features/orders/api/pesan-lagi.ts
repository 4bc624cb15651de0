// POST /api/orders/{id}/actions/pesan-lagi: the order's lines into the buyer's cart again; the
// answer says what was added, replaced and skipped, and carries the cart as it is now.
import { useMutation } from '@tanstack/react-query'
import type { PesanLagiResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'
import { cartQueryKey } from '#web/lib/cart/api/get-cart.ts'
import { cartSync } from '#web/lib/cart/use-cart.ts'
import { queryClient } from '#web/lib/query-client.ts'

async function pesanLagi(id: number): Promise<PesanLagiResponse> {
  // cart edits still on their way reach the server first, so the sums are the ones on screen
  await cartSync.flush()
  return api.post<PesanLagiResponse>(`/orders/${id}/actions/pesan-lagi`, {})
}

export function usePesanLagi(onDone: (answer: PesanLagiResponse) => void) {
  return useMutation({
    mutationFn: pesanLagi,
    onSuccess: (answer) => {
      cartSync.learn(answer.cart)
      queryClient.setQueryData(cartQueryKey, answer.cart)
      onDone(answer)
    },
  })
}
