// PATCH /api/admin/stores/{id}: a store's address, price group and NPWP (product.md §10.10), any branch's;
// empty clears one. The edit is audited, so the audit is refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminStore } from '#common/admin.ts'
import type { UpdateStoreRequest } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { adminKeys } from './keys'

interface UpdateInput {
  id: number
  body: UpdateStoreRequest
}

const updateStore = ({ id, body }: UpdateInput) => api.patch<AdminStore>(`/admin/stores/${id}`, body)

export function useUpdateStore() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateStore,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.stores })
      void client.invalidateQueries({ queryKey: adminKeys.audit })
    },
  })
}
