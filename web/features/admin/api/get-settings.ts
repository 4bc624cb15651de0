// GET /api/admin/pengaturan: the PPN rows (newest effective day first, the one in effect marked) and
// every branch's price settings, with the day the server counts as today.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SettingsResponse } from '#common/settings.ts'
import { api } from '#web/api/client.ts'
import { adminKeys } from './keys'

const getSettings = (signal: AbortSignal) => api.get<SettingsResponse>('/admin/pengaturan', { signal })

export function settingsOptions() {
  return queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getSettings(signal) })
}

export function useSettings() {
  return useQuery(settingsOptions())
}
