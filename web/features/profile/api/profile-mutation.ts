// Every profile change answers the whole profile (common/profile.ts): the screen shows what the
// server stored, without asking again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '#common/profile.ts'
import { profileKey } from './get-profile'

export function useProfileMutation<I>(send: (input: I) => Promise<Profile>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  })
}
