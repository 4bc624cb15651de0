// POST /api/profile/basic (product.md §7): first and last name.
import type { Profile, ProfileBasicRequest } from '#common/profile.ts'
import { api } from '#web/api/client.ts'
import { useProfileMutation } from './profile-mutation'

const saveBasic = (body: ProfileBasicRequest) => api.post<Profile>('/profile/basic', body)

export const useSaveBasic = () => useProfileMutation(saveBasic)
