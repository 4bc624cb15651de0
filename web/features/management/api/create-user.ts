// POST /api/seller/users?store=scrypt (product.md §7): the Daftar User form as multipart, the photo in
// the `image` field. Answers {id, username}; refusals name their field (422 FIELD_INVALID).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateUserResponse } from '#common/management.ts'
import { apiRequest } from '#web/api/client.ts'
import { managementKeys } from './keys'

function createUser(form: FormData): Promise<CreateUserResponse> {
  return apiRequest<CreateUserResponse>('/seller/users', { method: 'POST', query: { store: 'scrypt' }, formData: form })
}

export function useCreateUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      // the lists gain a row, the store its count, and the name is no longer free
      void client.invalidateQueries({ queryKey: managementKeys.users })
      void client.invalidateQueries({ queryKey: managementKeys.stores })
      client.removeQueries({ queryKey: ['management', 'check-username'] })
    },
    // a 409 may mean the "free" answer is old: the next check must ask again
    onError: () => client.removeQueries({ queryKey: ['management', 'check-username'] }),
  })
}
