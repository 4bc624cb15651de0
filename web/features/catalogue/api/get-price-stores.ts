// The stores staff may see prices for ('Harga untuk toko …'): their branch's, searched by code or
// name (GET /api/seller/stores), and the one an address names, for its name (GET /api/seller/stores/{id}).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Store, StoreDetail, StoreListResponse } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { PRICE_STORE_CHOICES } from '../logic/price-store'

export function usePriceStoreChoices(q: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogue', 'price-stores', q ?? ''],
    queryFn: ({ signal }) =>
      api.get<StoreListResponse>('/seller/stores', { query: { q, sort: 'name', limit: PRICE_STORE_CHOICES }, signal }),
    enabled,
    // the choices stay while a narrower search is on its way
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

/** The cache key of one store's answer: the picker fills it with the store it was given. */
export const priceStoreKey = (id: number | null) => ['catalogue', 'price-store', id] as const

export function usePriceStore(id: number | null) {
  return useQuery({
    queryKey: priceStoreKey(id),
    queryFn: async ({ signal }): Promise<Store> => (await api.get<StoreDetail>(`/seller/stores/${id}`, { signal })).store,
    enabled: id !== null,
    staleTime: 5 * 60_000,
  })
}
