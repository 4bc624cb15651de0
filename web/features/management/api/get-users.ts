// GET /api/seller/users (product.md §7): the branch's accounts, 50 a page, the next page by next_cursor.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { UserListResponse } from '#common/management.ts'
import { cursorPagesOptions } from '#web/lib/api/cursor-pages.ts'
import type { UserListParams } from '../logic/list-query'
import { managementKeys } from './keys'

export function userListOptions(params: UserListParams) {
  return cursorPagesOptions<UserListResponse>({
    queryKey: [...managementKeys.userList, params],
    path: '/seller/users',
    query: params,
  })
}

export function useUserList(params: UserListParams) {
  return useInfiniteQuery(userListOptions(params))
}
