// GET /api/admin/feeds/jobs: the job history, newest first, 50 a page by next_cursor; asked again
// every moment while a job on it is waiting or running; one that ends refreshes the last loads.
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { FeedJobListResponse } from '#common/feeds.ts'
import { api } from '#web/api/client.ts'
import { isRunning, type JobParams } from '../logic/job-filters'
import { refreshAfterEndings } from './job-endings'
import { feedKeys, LIVE_POLL_MS } from './keys'

function getJobs(params: JobParams, cursor: string | null, signal: AbortSignal): Promise<FeedJobListResponse> {
  return api.get<FeedJobListResponse>('/admin/feeds/jobs', { query: { ...params, cursor: cursor ?? undefined }, signal })
}

export function jobListOptions(params: JobParams) {
  const queryKey = [...feedKeys.jobs, params] as const
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal, client }) => {
      const before = client.getQueryData<InfiniteData<FeedJobListResponse>>(queryKey)
      const page = await getJobs(params, pageParam, signal)
      refreshAfterEndings(client, before?.pages.flatMap((p) => p.items) ?? [], page.items)
      return page
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some(isRunning)) ? LIVE_POLL_MS : false),
  })
}

export function useJobs(params: JobParams | null) {
  return useInfiniteQuery({ ...jobListOptions(params ?? {}), enabled: params !== null })
}
