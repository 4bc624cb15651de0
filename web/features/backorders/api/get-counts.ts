// GET /api/{user|seller}/backorders/counts: the open lines the navbar counts (Menunggu and Stok
// Tersedia), asked again when an order change is heard or a line moved here.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BackorderCounts } from '#common/backorders.ts'
import { api } from '#web/api/client.ts'
import { type BackorderSide, backorderKeys } from './keys'

export function backorderCountsQuery(side: BackorderSide) {
  return queryOptions({
    queryKey: backorderKeys.counts(side),
    queryFn: ({ signal }) => api.get<BackorderCounts>(`/${side}/backorders/counts`, { signal }),
    // the order changes say when to ask again; this only covers a stream that was down
    staleTime: 60_000,
  })
}

export const useBackorderCounts = (side: BackorderSide) => useQuery(backorderCountsQuery(side))
