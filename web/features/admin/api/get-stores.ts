// GET /api/admin/stores: every branch's stores (or one branch's), searched by code or name, 50 a
// page by next_cursor.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AdminStoreListResponse } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { adminKeys } from './keys'

export interface StoreListParams {
  branch_id?: number
  q?: string
}

function getStores(params: StoreListParams, cursor: string | null, signal: AbortSignal): Promise<AdminStoreListResponse> {
  return api.get<AdminStoreListResponse>('/admin/stores', { query: { ...params, cursor: cursor ?? undefined }, signal })
}

export function storeListOptions(params: StoreListParams) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.stores, 'list', params] as const,
    queryFn: ({ pageParam, signal }) => getStores(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })
}

export function useStoreList(params: StoreListParams) {
  return useInfiniteQuery(storeListOptions(params))
}
