// GET /api/products with name_also=1 and one row: how many parts a word would find by name, asked
// only when a part-number search found nothing, so the screen can offer the name search.
import { useQuery } from '@tanstack/react-query'
import type { Product } from '#common/catalogue.ts'
import { api } from '#web/api/client.ts'

interface ProductList {
  items: Product[]
  total: number
  total_capped: boolean
}

export function useNameMatches(q: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'name-matches', q],
    queryFn: ({ signal }) => api.get<ProductList>('/products', { query: { q, name_also: 1, page_size: 1 }, signal }),
    enabled: enabled && Boolean(q),
    staleTime: 60_000,
  })
}
