// DELETE /api/cart (product.md §7): empties the cart.
import type { CartResponse } from '../../../../common/cart'
import { api } from '../../../api/client'

export function clearCart(): Promise<CartResponse> {
  return api.delete<CartResponse>('/cart')
}
