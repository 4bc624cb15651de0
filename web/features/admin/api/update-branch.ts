// PATCH /api/admin/branches/{id}: any of name, address, phone and active; the code never changes.
// Deactivating ends the sessions of the branch's staff and buyers on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Branch, UpdateBranchRequest } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { adminKeys } from './keys'

interface UpdateInput {
  id: number
  body: UpdateBranchRequest
}

const updateBranch = ({ id, body }: UpdateInput) => api.patch<Branch>(`/admin/branches/${id}`, body)

export function useUpdateBranch() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.branches })
      void client.invalidateQueries({ queryKey: adminKeys.staff })
      void client.invalidateQueries({ queryKey: adminKeys.audit })
    },
  })
}
