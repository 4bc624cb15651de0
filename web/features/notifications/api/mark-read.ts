// POST /api/notifications/read: some messages, or all, marked read; the bell counts again.
import { useQueryClient } from '@tanstack/react-query'
import type { MarkReadRequest, NotificationList } from '#common/notifications.ts'
import { api } from '#web/api/client.ts'
import { notificationsKey } from './get-notifications'

export function useMarkRead(): (body: MarkReadRequest) => Promise<void> {
  const client = useQueryClient()
  return async (body) => {
    // at once on screen; the server's count follows
    client.setQueryData<NotificationList>(notificationsKey, (list) => {
      if (!list) return list
      const ids = 'ids' in body ? new Set(body.ids) : null
      const items = list.items.map((item) => (ids === null || ids.has(item.id) ? { ...item, read: true } : item))
      const marked = list.items.filter((item, i) => !item.read && items[i].read).length
      return { ...list, items, unread_count: Math.max(0, list.unread_count - marked) }
    })
    try {
      const answer = await api.post<{ marked: number; unread_count: number }>('/notifications/read', body)
      client.setQueryData<NotificationList>(notificationsKey, (list) => list && { ...list, unread_count: answer.unread_count })
    } catch {
      await client.invalidateQueries({ queryKey: notificationsKey })
    }
  }
}
