// GET /api/admin/branches: every branch with its counts, filtered by text or state. The list page
// and the pickers (staff, audit) ask the same call.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BranchListResponse } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { adminKeys } from './keys'

export interface BranchListParams {
  q?: string
  active?: '1' | '0'
}

function getBranches(params: BranchListParams, signal: AbortSignal): Promise<BranchListResponse> {
  return api.get<BranchListResponse>('/admin/branches', { query: { ...params }, signal })
}

export function branchListOptions(params: BranchListParams = {}) {
  return queryOptions({
    queryKey: [...adminKeys.branches, params] as const,
    queryFn: ({ signal }) => getBranches(params, signal),
    // the rows stay while a narrower search is on its way
    placeholderData: keepPreviousData,
  })
}

export function useBranches(params: BranchListParams = {}) {
  return useQuery(branchListOptions(params))
}
