// GET /api/products/{id}: one part with its availability and how old its stock is, at the prices
// of the store staff chose ('Harga untuk toko …'), else the viewer's own.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '#common/catalogue.ts'
import { api } from '#web/api/client.ts'

function getProduct(id: string, storeId: number | null, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/products/${encodeURIComponent(id)}`, { query: { store_id: storeId }, signal })
}

function productQueryOptions(id: string, storeId: number | null) {
  return queryOptions({
    // another store's price is another answer
    queryKey: ['product', id, storeId],
    queryFn: ({ signal }) => getProduct(id, storeId, signal),
  })
}

export function useProduct(id: string, storeId: number | null = null) {
  return useQuery(productQueryOptions(id, storeId))
}
