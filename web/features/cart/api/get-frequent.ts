// GET /api/cart/frequent: 'Sering Dipesan', the parts the buyer's store ordered lately.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FrequentResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'

export const frequentQueryKey = ['frequent-parts'] as const

export function getFrequent(signal?: AbortSignal): Promise<FrequentResponse> {
  return api.get<FrequentResponse>('/cart/frequent', { signal })
}

export function frequentQuery() {
  // the list moves only when an order is placed: a minute is fresh enough
  return queryOptions({ queryKey: frequentQueryKey, queryFn: ({ signal }) => getFrequent(signal), staleTime: 60_000 })
}

export function useFrequent() {
  return useQuery(frequentQuery())
}
