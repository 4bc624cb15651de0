// POST /api/seller/users/{id}/reactivate: a deactivated account may sign in again. Answers the account.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserDetail } from '#common/management.ts'
import { api } from '#web/api/client.ts'
import { storeUserDetail } from './get-user'

const reactivateUser = (id: number) => api.post<UserDetail>(`/seller/users/${id}/reactivate`)

export function useReactivateUser() {
  const client = useQueryClient()
  return useMutation({ mutationFn: reactivateUser, onSuccess: (detail) => storeUserDetail(client, detail) })
}
