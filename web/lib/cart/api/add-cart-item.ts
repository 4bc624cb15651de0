// POST /api/cart/items (SPEC §7): a part not yet in the cart; answers the whole cart.
import type { CartAddRequest, CartResponse } from '../../../../common/cart'
import { api } from '../../../api/client'

export function addCartItem(productId: number, qty: number, description?: string | null): Promise<CartResponse> {
  const body: CartAddRequest = { product_id: productId, qty, ...(description ? { description } : {}) }
  return api.post<CartResponse>('/cart/items', body)
}
