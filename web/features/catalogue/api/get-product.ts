// GET /api/products/{id}: one part with its availability and how old its stock is.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '#common/catalogue.ts'
import { api } from '#web/api/client.ts'

function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/products/${encodeURIComponent(id)}`, { signal })
}

function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  })
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id))
}
