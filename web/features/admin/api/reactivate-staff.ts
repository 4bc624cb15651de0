// POST /api/admin/staff/{id}/reactivate: the staff member may sign in again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffItem } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterStaffWrite } from './staff-written'

const reactivateStaff = (id: number) => api.post<StaffItem>(`/admin/staff/${id}/reactivate`)

export function useReactivateStaff() {
  const client = useQueryClient()
  return useMutation({ mutationFn: reactivateStaff, onSuccess: () => refreshAfterStaffWrite(client) })
}
