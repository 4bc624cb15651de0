// GET /api/admin/staff: staff of every branch (or of one), searchable, 50 a page by next_cursor.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { StaffListResponse } from '#common/admin.ts'
import { cursorPagesOptions } from '#web/lib/api/cursor-pages.ts'
import { adminKeys } from './keys'

export type StaffListParams = {
  branch_id?: number
  search?: string
  active?: '1' | '0'
}

export function staffListOptions(params: StaffListParams) {
  const queryKey = [...adminKeys.staff, 'list', params]
  return cursorPagesOptions<StaffListResponse>({ queryKey, path: '/admin/staff', query: params })
}

export function useStaffList(params: StaffListParams) {
  return useInfiniteQuery(staffListOptions(params))
}
