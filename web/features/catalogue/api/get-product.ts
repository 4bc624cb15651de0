// GET /api/products/{id}: one part with its availability and how old its stock is.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '../../../../common/catalogue'
import { api } from '../../../api/client'

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
