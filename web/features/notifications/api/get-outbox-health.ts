// GET /api/admin/notifications/outbox: head office's view of the messages waiting or given up.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OutboxHealth } from '#common/notifications.ts'
import { api } from '#web/api/client.ts'

export function outboxHealthOptions() {
  return queryOptions({
    queryKey: ['notification-outbox'] as const,
    queryFn: ({ signal }) => api.get<OutboxHealth>('/admin/notifications/outbox', { signal }),
  })
}

export function useOutboxHealth() {
  return useQuery(outboxHealthOptions())
}
