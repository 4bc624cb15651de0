// POST /api/seller/stores (product.md §7): {ibs_cust_code, name, description}; 409 STORE_CODE_TAKEN.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateStoreRequest, Store } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { managementKeys } from './keys'

const createStore = (body: CreateStoreRequest) => api.post<Store>('/seller/stores', body)

export function useCreateStore() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: managementKeys.stores })
      client.removeQueries({ queryKey: ['management', 'check-code'] })
    },
    // a 409 may mean the "free" answer is old: the next check must ask again
    onError: () => client.removeQueries({ queryKey: ['management', 'check-code'] }),
  })
}
