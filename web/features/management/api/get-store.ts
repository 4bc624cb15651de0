// GET /api/seller/stores/{id} (product.md §2.13 List Toko modal): the store and its users, staff last.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StoreDetail } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { managementKeys } from './keys'

function getStore(id: number, signal: AbortSignal): Promise<StoreDetail> {
  return api.get<StoreDetail>(`/seller/stores/${id}`, { signal })
}

export function storeDetailOptions(id: number) {
  return queryOptions({ queryKey: managementKeys.store(id), queryFn: ({ signal }) => getStore(id, signal) })
}

export function useStoreDetail(id: number) {
  return useQuery(storeDetailOptions(id))
}
