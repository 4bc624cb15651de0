// GET /api/cart (product.md §7): the buyer's cart. Its query lives in use-cart.ts, where every answer
// also reaches the sync engine.
import type { CartResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'

export const cartQueryKey = ['cart'] as const

export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return api.get<CartResponse>('/cart', { signal })
}
