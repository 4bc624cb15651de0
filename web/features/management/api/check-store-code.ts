// GET /api/seller/stores/check-code?code= (product.md §7): is the IBS code already registered (any branch).
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CheckStoreCodeResponse } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { managementKeys } from './keys'

function checkStoreCode(code: string, signal: AbortSignal): Promise<CheckStoreCodeResponse> {
  return api.get<CheckStoreCodeResponse>('/seller/stores/check-code', { query: { code }, signal })
}

export function storeCodeCheckOptions(code: string, enabled: boolean) {
  return queryOptions({
    queryKey: managementKeys.storeCodeCheck(code),
    queryFn: ({ signal }) => checkStoreCode(code, signal),
    enabled,
    staleTime: 5_000,
  })
}

export function useStoreCodeCheck(code: string, enabled: boolean) {
  return useQuery(storeCodeCheckOptions(code, enabled))
}
