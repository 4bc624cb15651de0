// POST /api/auth/change-password?scheme=scrypt&store=scrypt (product.md §7). A 401 here means the
// current password was wrong, not that the session ended: it is shown on the form (product.md §8.3).
import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordRequest, OkResponse } from '#common/auth.ts'
import { api } from '#web/api/client.ts'

function changePassword(body: ChangePasswordRequest): Promise<OkResponse> {
  return api.post<OkResponse>('/auth/change-password', body, {
    query: { scheme: 'scrypt', store: 'scrypt' },
    ignoreAuthFailure: true,
  })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
