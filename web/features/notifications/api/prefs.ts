// GET/PUT /api/profile/notifications: what the person hears of where; POST …/test: a message to
// himself on every channel that reaches him, answering what became of each.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationPrefs, NotificationPrefsRequest, NotificationTestResponse } from '#common/notifications.ts'
import { api } from '#web/api/client.ts'

const prefsKey = ['notification-prefs'] as const

export function prefsQuery() {
  return queryOptions({
    queryKey: prefsKey,
    queryFn: ({ signal }) => api.get<NotificationPrefs>('/profile/notifications', { signal }),
  })
}

export function useSavePrefs() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: NotificationPrefsRequest) => api.put<NotificationPrefs>('/profile/notifications', body),
    onSuccess: (saved) => client.setQueryData(prefsKey, saved),
  })
}

export function useSendTest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<NotificationTestResponse>('/profile/notifications/test'),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['notifications'] }),
  })
}
