// GET /api/cart (SPEC §7). The layout only needs the count for the badge.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'

export interface CartItem {
  product_id: number
  sto_id: string
  name: string
  image_url: string | null
  price: number
  qty: number
  description: string | null
  updated_at: string
}

export interface CartResponse {
  items: CartItem[]
  total_active_items: number
  max_active_items: number
}

export const cartQueryKey = ['cart'] as const

export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return api.get<CartResponse>('/cart', { signal })
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart(signal),
  })
}

/** The badge count; undefined while loading or when the cart cannot be read (then no badge). */
export function useCartCount(enabled: boolean): number | undefined {
  const { data, isError } = useQuery({ ...cartQueryOptions(), enabled })
  if (isError || typeof data?.total_active_items !== 'number') return undefined
  return data.total_active_items
}
