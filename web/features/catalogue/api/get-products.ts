// GET /api/products-osc (product.md §7): the catalogue list, one page per cursor.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ProductOscList } from '#common/catalogue.ts'
import { api } from '#web/api/client.ts'
import type { ProductsParams } from '../logic/products-query'

function getProducts(params: ProductsParams, cursor: string | null, signal?: AbortSignal): Promise<ProductOscList> {
  return api.get<ProductOscList>('/products-osc', { query: { ...params, cursor: cursor ?? undefined }, signal })
}

export function productsQueryOptions(params: ProductsParams) {
  return infiniteQueryOptions({
    queryKey: ['products-osc', params],
    // react-query aborts the signal when the key changes: a superseded search stops at once
    queryFn: ({ pageParam, signal }) => getProducts(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_next && last.next_cursor ? last.next_cursor : undefined),
  })
}

export function useProducts(params: ProductsParams, enabled: boolean) {
  return useInfiniteQuery({ ...productsQueryOptions(params), enabled })
}
