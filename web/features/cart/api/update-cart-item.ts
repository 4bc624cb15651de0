// PATCH /api/cart/items/{product_id} (product.md §7): quantity and note of a part in the cart.
import type { CartResponse, CartSetRequest } from '#common/cart.ts'
import { api } from '#web/api/client.ts'

export function updateCartItem(productId: number, qty: number, description: string | null): Promise<CartResponse> {
  const body: CartSetRequest = { qty, description }
  return api.patch<CartResponse>(`/cart/items/${productId}`, body, { keepalive: true })
}
