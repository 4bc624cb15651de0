// GET /api/admin/feeds/jobs/{id}: one job with its first rejected lines; asked again every moment
// until the job has ended, so its progress shows live.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FeedJobDetail } from '#common/feeds.ts'
import { api } from '#web/api/client.ts'
import { isRunning } from '../logic/job-filters'
import { feedKeys, LIVE_POLL_MS } from './keys'

export function jobOptions(id: number) {
  return queryOptions({
    queryKey: feedKeys.job(id),
    queryFn: ({ signal }) => api.get<FeedJobDetail>(`/admin/feeds/jobs/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.job) ? LIVE_POLL_MS : false),
  })
}

export function useJob(id: number | null) {
  return useQuery({ ...jobOptions(id ?? 0), enabled: id !== null })
}
