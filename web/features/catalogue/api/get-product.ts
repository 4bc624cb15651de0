// GET /api/products/{id} (SPEC §7): one part with its availability.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductWithStock } from '../../../../common/catalogue'
import { api } from '../../../api/client'

function getProduct(id: string, signal?: AbortSignal): Promise<ProductWithStock> {
  return api.get<ProductWithStock>(`/products/${encodeURIComponent(id)}`, { signal })
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
