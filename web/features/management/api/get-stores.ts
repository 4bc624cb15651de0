// GET /api/seller/stores (product.md §7): the branch's stores by offset. The list pages 50 at a time;
// the Daftar User picker asks once for 100.
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { StoreListResponse } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import type { StoreListParams } from '../logic/list-query'
import { managementKeys } from './keys'

function getStores(params: StoreListParams, offset: number, signal: AbortSignal): Promise<StoreListResponse> {
  return api.get<StoreListResponse>('/seller/stores', { query: { ...params, offset }, signal })
}

export function storeListOptions(params: StoreListParams) {
  return infiniteQueryOptions({
    queryKey: [...managementKeys.stores, 'list', params] as const,
    queryFn: ({ pageParam, signal }) => getStores(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((n, page) => n + page.items.length, 0) : undefined),
  })
}

export function useStoreList(params: StoreListParams) {
  return useInfiniteQuery(storeListOptions(params))
}

export function storePickerOptions(params: StoreListParams) {
  return queryOptions({
    queryKey: [...managementKeys.stores, 'picker', params] as const,
    queryFn: ({ signal }) => getStores(params, 0, signal),
    // the choices stay while a narrower search is on its way
    placeholderData: keepPreviousData,
  })
}

export function useStorePicker(params: StoreListParams) {
  return useQuery(storePickerOptions(params))
}
