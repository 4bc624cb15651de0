// POST /api/cart/items (product.md §7): a part not yet in the cart; answers the whole cart, and which
// current part was added when the part asked for had been replaced.
import type { CartAddRequest, CartAddResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'

export function addCartItem(productId: number, qty: number, description?: string | null): Promise<CartAddResponse> {
  const body: CartAddRequest = { product_id: productId, qty, ...(description ? { description } : {}) }
  return api.post<CartAddResponse>('/cart/items', body, { keepalive: true })
}
