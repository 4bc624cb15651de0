// GET /api/admin/feeds/freshness: the last successful load of each kind, and of each branch's stock.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FeedFreshness } from '#common/feeds.ts'
import { api } from '#web/api/client.ts'
import { feedKeys } from './keys'

export function freshnessOptions() {
  return queryOptions({
    queryKey: feedKeys.freshness,
    queryFn: ({ signal }) => api.get<FeedFreshness>('/admin/feeds/freshness', { signal }),
  })
}

export function useFreshness() {
  return useQuery(freshnessOptions())
}
