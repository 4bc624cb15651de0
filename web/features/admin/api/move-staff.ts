// POST /api/admin/staff/{id}/move ({branch_id}): the staff member works at another branch from
// now on; the audit keeps both branches and who moved him.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MoveStaffRequest, StaffItem } from '#common/admin.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterStaffWrite } from './staff-written'

interface MoveInput {
  id: number
  body: MoveStaffRequest
}

const moveStaff = ({ id, body }: MoveInput) => api.post<StaffItem>(`/admin/staff/${id}/move`, body)

export function useMoveStaff() {
  const client = useQueryClient()
  return useMutation({ mutationFn: moveStaff, onSuccess: () => refreshAfterStaffWrite(client) })
}
