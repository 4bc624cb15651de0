// POST /api/seller/users/{id}/reset-password?store=scrypt (product.md §7). signed_out is true when staff
// reset their own password: the server has ended their session already.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResetPasswordResponse } from '#common/management.ts'
import type { ResetPasswordRequest } from '#common/password-reset.ts'
import { api } from '#web/api/client.ts'
import { managementKeys } from './keys'

interface ResetInput {
  id: number
  body: ResetPasswordRequest
}

function resetPassword({ id, body }: ResetInput): Promise<ResetPasswordResponse> {
  return api.post<ResetPasswordResponse>(`/seller/users/${id}/reset-password`, body, { query: { store: 'scrypt' } })
}

export function useResetPassword() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    // the history gains a line
    onSuccess: (_answer, { id }) => void client.invalidateQueries({ queryKey: managementKeys.user(id) }),
  })
}
