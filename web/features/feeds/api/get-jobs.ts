// GET /api/admin/feeds/jobs: the job history, newest first, 50 a page by next_cursor; asked again
// every moment while a job on it is waiting or running; one that ends refreshes the last loads.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { FeedJobListResponse } from '#common/feeds.ts'
import { cursorPagesOptions, fetchCursorPage } from '#web/lib/api/cursor-pages.ts'
import { isRunning, type JobParams } from '../logic/job-filters'
import { refreshAfterEndings } from './job-endings'
import { feedKeys, LIVE_POLL_MS } from './keys'

const JOBS_PATH = '/admin/feeds/jobs'

export function jobListOptions(params: JobParams) {
  const pages = cursorPagesOptions<FeedJobListResponse>({ queryKey: [...feedKeys.jobs, params], path: JOBS_PATH, query: params })
  return infiniteQueryOptions({
    ...pages,
    // the plain page fetch, with the jobs held before it compared with the ones it brought
    queryFn: async ({ pageParam, signal, client }) => {
      const before = client.getQueryData(pages.queryKey)
      const page = await fetchCursorPage<FeedJobListResponse>(JOBS_PATH, params, pageParam, signal)
      refreshAfterEndings(client, before?.pages.flatMap((p) => p.items) ?? [], page.items)
      return page
    },
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some(isRunning)) ? LIVE_POLL_MS : false),
  })
}

export function useJobs(params: JobParams | null) {
  return useInfiniteQuery({ ...jobListOptions(params ?? {}), enabled: params !== null })
}
