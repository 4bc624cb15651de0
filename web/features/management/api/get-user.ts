// GET /api/seller/users/{id} (product.md §2.13 detail modal): every field, the photo and the history.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { UserDetail } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { managementKeys } from './keys'

function getUser(id: number, signal: AbortSignal): Promise<UserDetail> {
  return api.get<UserDetail>(`/seller/users/${id}`, { signal })
}

export function userDetailOptions(id: number) {
  return queryOptions({ queryKey: managementKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) })
}

export function useUserDetail(id: number) {
  return useQuery(userDetailOptions(id))
}

/** A write that answers the whole account: the modal shows it at once, the lists reload. */
export function storeUserDetail(client: QueryClient, detail: UserDetail): void {
  client.setQueryData(managementKeys.user(detail.id), detail)
  void client.invalidateQueries({ queryKey: managementKeys.userList })
  void client.invalidateQueries({ queryKey: managementKeys.stores })
}
