// GET /api/admin/branches, for head office's report: the branches its selector offers.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BranchListResponse } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { reportKeys } from './keys'

export function reportBranchesOptions() {
  return queryOptions({
    queryKey: reportKeys.branches,
    queryFn: ({ signal }) => api.get<BranchListResponse>('/admin/branches', { signal }),
  })
}

export function useReportBranches(enabled: boolean) {
  return useQuery({ ...reportBranchesOptions(), enabled })
}
