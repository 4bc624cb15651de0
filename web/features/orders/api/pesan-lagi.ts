// POST /api/orders/{id}/actions/pesan-lagi: the order's lines into the buyer's cart again; the
// answer says what was added, replaced and skipped, and carries the cart as it is now.
import { useMutation } from '@tanstack/react-query'
import type { PesanLagiResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'
import type { CartHandoff } from '#web/lib/cart-handoff.ts'

export function usePesanLagi(cart: CartHandoff, onDone: (answer: PesanLagiResponse) => void) {
  return useMutation({
    mutationFn: async (id: number) => {
      await cart.flush()
      return api.post<PesanLagiResponse>(`/orders/${id}/actions/pesan-lagi`, {})
    },
    onSuccess: (answer) => {
      cart.take(answer.cart)
      onDone(answer)
    },
  })
}
