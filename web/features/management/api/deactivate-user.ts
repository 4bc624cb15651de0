// POST /api/seller/users/{id}/deactivate: the account can no longer sign in. Answers the account;
// 409 SELF_DEACTIVATION for one's own.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserDetail } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { storeUserDetail } from './get-user'

const deactivateUser = (id: number) => api.post<UserDetail>(`/seller/users/${id}/deactivate`)

export function useDeactivateUser() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deactivateUser, onSuccess: (detail) => storeUserDetail(client, detail) })
}
