// The cart calls of SPEC §7, one place for the shared cart state and the cart screen.
import { queryOptions } from '@tanstack/react-query'
import type { CartResponse } from '../../../common/cart'
import { api } from '../../api/client'

export type { CartItem, CartResponse } from '../../../common/cart'

export const cartQueryKey = ['cart'] as const

export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return api.get<CartResponse>('/cart', { signal })
}

/** A refresh within a second reuses the last answer (SPEC §4: deduplicated, cached 1 s). */
export function cartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal), staleTime: 1_000 })
}

export const cartApi = {
  add: (productId: number, qty: number, description?: string | null) =>
    api.post<CartResponse>('/cart/items', {
      product_id: productId,
      qty,
      ...(description ? { description } : {}),
    }),
  set: (productId: number, qty: number, description: string | null) =>
    api.patch<CartResponse>(`/cart/items/${productId}`, { qty, description }),
  remove: (productId: number) => api.delete<CartResponse>(`/cart/items/${productId}`),
  clear: () => api.delete<CartResponse>('/cart'),
  checkout: (productIds: number[], noteUser: string) =>
    api.post<{ order_id?: number; id?: number; order?: { id?: number }; no_transaksi?: string }>('/cart/checkout', {
      product_ids: productIds,
      note_user: noteUser,
    }),
}
