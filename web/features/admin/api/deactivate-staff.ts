// POST /api/admin/staff/{id}/deactivate: the staff member can no longer sign in; his sessions end.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffItem } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterStaffWrite } from './staff-written'

const deactivateStaff = (id: number) => api.post<StaffItem>(`/admin/staff/${id}/deactivate`)

export function useDeactivateStaff() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deactivateStaff, onSuccess: () => refreshAfterStaffWrite(client) })
}
