// GET /api/seller/users/check-username?username= (product.md §7): is the typed username still free.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CheckUsernameResponse } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { managementKeys } from './keys'

function checkUsername(username: string, signal: AbortSignal): Promise<CheckUsernameResponse> {
  return api.get<CheckUsernameResponse>('/seller/users/check-username', { query: { username }, signal })
}

export function usernameCheckOptions(username: string, enabled: boolean) {
  return queryOptions({
    queryKey: managementKeys.usernameCheck(username),
    queryFn: ({ signal }) => checkUsername(username, signal),
    enabled,
    // someone else may take the name any moment: a remembered "free" is trusted only briefly
    staleTime: 5_000,
  })
}

export function useUsernameCheck(username: string, enabled: boolean) {
  return useQuery(usernameCheckOptions(username, enabled))
}
