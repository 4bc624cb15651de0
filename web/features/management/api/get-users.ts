// GET /api/seller/users (product.md §7): the branch's accounts, 50 a page, the next page by next_cursor.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { UserListResponse } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import type { UserListParams } from '../logic/list-query'
import { managementKeys } from './keys'

function getUsers(params: UserListParams, cursor: string | null, signal: AbortSignal): Promise<UserListResponse> {
  return api.get<UserListResponse>('/seller/users', { query: { ...params, cursor: cursor ?? undefined }, signal })
}

export function userListOptions(params: UserListParams) {
  return infiniteQueryOptions({
    queryKey: [...managementKeys.userList, params] as const,
    queryFn: ({ pageParam, signal }) => getUsers(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })
}

export function useUserList(params: UserListParams) {
  return useInfiniteQuery(userListOptions(params))
}
