// GET /api/products-osc (product.md §7): the catalogue list, one page per cursor.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ProductOscList } from '#common/catalogue.ts'
import { cursorPagesOptions } from '#web/lib/api/cursor-pages.ts'
import type { ProductsParams } from '../logic/products-query'

export function productsQueryOptions(params: ProductsParams) {
  return cursorPagesOptions<ProductOscList>({
    queryKey: ['products-osc', params],
    path: '/products-osc',
    query: params,
    hasMore: (page) => page.has_next,
  })
}

export function useProducts(params: ProductsParams, enabled: boolean) {
  return useInfiniteQuery({ ...productsQueryOptions(params), enabled })
}
