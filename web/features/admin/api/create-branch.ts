// POST /api/admin/branches ({code, name, address, phone}): answers the new branch; a code in use
// is 409 BRANCH_CODE_TAKEN, a field breaking its rule 422 naming it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Branch, CreateBranchRequest } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { adminKeys } from './keys'

const createBranch = (body: CreateBranchRequest) => api.post<Branch>('/admin/branches', body)

export function useCreateBranch() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.branches })
      void client.invalidateQueries({ queryKey: adminKeys.audit })
    },
  })
}
