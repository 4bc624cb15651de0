// DELETE /api/cart/items/{product_id} (product.md §7).
import type { CartResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'

export function removeCartItem(productId: number): Promise<CartResponse> {
  return api.delete<CartResponse>(`/cart/items/${productId}`, { keepalive: true })
}
