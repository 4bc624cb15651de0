// PATCH /api/seller/stores/{id} (product.md §10.10): a store's address, price group and NPWP; empty clears one.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Store, StoreDetail, UpdateStoreRequest } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { managementKeys } from './keys'

interface UpdateInput {
  id: number
  body: UpdateStoreRequest
}

const updateStore = ({ id, body }: UpdateInput) => api.patch<Store>(`/seller/stores/${id}`, body)

export function useUpdateStore() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateStore,
    onSuccess: (store) => {
      // the open detail shows the answer at once; the list (the group) and the detail refresh
      client.setQueryData<StoreDetail>(managementKeys.store(store.id), (detail) => detail && { ...detail, store })
      void client.invalidateQueries({ queryKey: managementKeys.stores })
    },
  })
}
