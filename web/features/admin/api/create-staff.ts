// POST /api/admin/staff: the Daftar User form of staff as multipart plus branch_id and
// must_change_password. Answers {id, username}; a taken username is 409, a field 422 naming it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateUserResponse } from '#common/management.ts'
import { apiRequest } from '#web/api/client.ts'
import { refreshAfterStaffWrite } from './staff-written'

const createStaff = (form: FormData) => apiRequest<CreateUserResponse>('/admin/staff', { method: 'POST', formData: form })

export function useCreateStaff() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createStaff, onSuccess: () => refreshAfterStaffWrite(client) })
}
