// POST /api/profile/mobile (product.md §7): settable once, while the number is still unset.
import type { Profile, ProfileMobileRequest } from '#common/profile.ts'
import { api } from '#web/api/client.ts'
import { useProfileMutation } from './profile-mutation'

const saveMobile = (body: ProfileMobileRequest) => api.post<Profile>('/profile/mobile', body)

export const useSaveMobile = () => useProfileMutation(saveMobile)
