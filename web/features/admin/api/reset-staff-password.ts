// POST /api/admin/staff/{id}/reset-password ({password, confirm_password, must_change_password}):
// the staff member's sessions end; with '1' he chooses his own password at the next sign-in.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffItem } from '#common/admin.ts'
import type { ResetPasswordRequest } from '#common/password-reset.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterStaffWrite } from './staff-written'

interface ResetInput {
  id: number
  body: ResetPasswordRequest
}

const resetStaffPassword = ({ id, body }: ResetInput) => api.post<StaffItem>(`/admin/staff/${id}/reset-password`, body)

export function useResetStaffPassword() {
  const client = useQueryClient()
  return useMutation({ mutationFn: resetStaffPassword, onSuccess: () => refreshAfterStaffWrite(client) })
}
