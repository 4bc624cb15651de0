// POST /api/admin/feeds/jobs/{id}/retry: a failed job's file queued again as a new job (once;
// 409 FEED_NOT_RETRYABLE otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FeedJob } from '#common/feeds.ts'
import { api } from '#web/api/client.ts'
import { feedKeys } from './keys'

export function useRetryJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<FeedJob>(`/admin/feeds/jobs/${id}/retry`, {}),
    onSuccess: (_job, id) => {
      void client.invalidateQueries({ queryKey: feedKeys.jobs })
      void client.invalidateQueries({ queryKey: feedKeys.job(id) })
    },
  })
}
