// GET /api/profile/me (product.md §7). The profile request gives up after 8 s (product.md §9), so a stalled
// server shows 'Gagal memuat profil' instead of a spinner that never ends.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '#common/profile.ts'
import { api } from '#web/api/client.ts'

export const PROFILE_TIMEOUT_MS = 8_000
export const profileKey = ['profile', 'me'] as const

function getProfile(signal: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/profile/me', { signal: AbortSignal.any([signal, AbortSignal.timeout(PROFILE_TIMEOUT_MS)]) })
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal), retry: false })
}

export function useProfileQuery() {
  return useQuery(profileQueryOptions())
}
