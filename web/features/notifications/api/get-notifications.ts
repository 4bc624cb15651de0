// GET /api/notifications: the person's latest messages and how many he has not read.
import { queryOptions } from '@tanstack/react-query'
import type { NotificationList } from '#common/notifications.ts'
import { api } from '#web/api/client.ts'
import { NOTIFICATIONS_QUERY_ROOT } from '#web/lib/live/order-events.ts'

export const notificationsKey = NOTIFICATIONS_QUERY_ROOT

export function notificationsQuery() {
  return queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.get<NotificationList>('/notifications', { signal }),
    // the event stream says when there is something new; this only covers a stream that was down
    staleTime: 60_000,
  })
}
