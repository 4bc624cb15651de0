// 'Cari part' of an answer: the catalogue's own search (GET /api/products) by number or name, the
// first eight, for staff to pick from.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Product } from '#common/catalogue.ts'
import { api } from '#web/api/client.ts'

export const FOUND_MAX = 8

export function useFindParts(q: string) {
  const text = q.trim()
  return useQuery({
    queryKey: ['part-requests', 'find', text],
    queryFn: ({ signal }) =>
      api.get<{ items: Product[] }>('/products', {
        signal,
        query: { q: text, name_also: '1', page_size: String(FOUND_MAX), order_by: 'relevance' },
      }),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}
