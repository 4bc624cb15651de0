// DELETE /api/cart (product.md §7): empties the cart.
import type { CartResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'

export function clearCart(): Promise<CartResponse> {
  return api.delete<CartResponse>('/cart')
}
