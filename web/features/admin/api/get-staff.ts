// GET /api/admin/staff: staff of every branch (or of one), searchable, 50 a page by next_cursor.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { StaffListResponse } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { adminKeys } from './keys'

export interface StaffListParams {
  branch_id?: number
  search?: string
  active?: '1' | '0'
}

function getStaff(params: StaffListParams, cursor: string | null, signal: AbortSignal): Promise<StaffListResponse> {
  return api.get<StaffListResponse>('/admin/staff', { query: { ...params, cursor: cursor ?? undefined }, signal })
}

export function staffListOptions(params: StaffListParams) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.staff, 'list', params] as const,
    queryFn: ({ pageParam, signal }) => getStaff(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })
}

export function useStaffList(params: StaffListParams) {
  return useInfiniteQuery(staffListOptions(params))
}
