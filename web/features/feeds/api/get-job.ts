// GET /api/admin/feeds/jobs/{id}: one job with its first rejected lines; asked again every moment
// until the job has ended, so its progress shows live; its end refreshes the last loads and the history.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FeedJobDetail } from '#common/feeds.ts'
import { api } from '#web/api/client.ts'
import { isRunning } from '../logic/job-filters'
import { refreshAfterEndings } from './job-endings'
import { feedKeys, LIVE_POLL_MS } from './keys'

export function jobOptions(id: number) {
  return queryOptions({
    queryKey: feedKeys.job(id),
    queryFn: async ({ signal, client }) => {
      const before = client.getQueryData<FeedJobDetail>(feedKeys.job(id))
      const detail = await api.get<FeedJobDetail>(`/admin/feeds/jobs/${id}`, { signal })
      refreshAfterEndings(client, before ? [before.job] : [], [detail.job], { alsoHistory: true })
      return detail
    },
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.job) ? LIVE_POLL_MS : false),
  })
}

export function useJob(id: number | null) {
  return useQuery({ ...jobOptions(id ?? 0), enabled: id !== null })
}
