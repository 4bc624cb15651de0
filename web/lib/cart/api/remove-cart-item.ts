// DELETE /api/cart/items/{product_id} (product.md §7).
import type { CartResponse } from '../../../../common/cart'
import { api } from '../../../api/client'

export function removeCartItem(productId: number): Promise<CartResponse> {
  return api.delete<CartResponse>(`/cart/items/${productId}`, { keepalive: true })
}
