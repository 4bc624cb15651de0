// GET /api/admin/stores: every branch's stores (or one branch's), searched by code or name, 50 a
// page by next_cursor.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { AdminStoreListResponse } from '#common/admin.ts'
import { cursorPagesOptions } from '#web/lib/api/cursor-pages.ts'
import { adminKeys } from './keys'

export type StoreListParams = {
  branch_id?: number
  q?: string
}

export function storeListOptions(params: StoreListParams) {
  const queryKey = [...adminKeys.stores, 'list', params]
  return cursorPagesOptions<AdminStoreListResponse>({ queryKey, path: '/admin/stores', query: params })
}

export function useStoreList(params: StoreListParams) {
  return useInfiniteQuery(storeListOptions(params))
}
