// POST /api/profile/mobile (product.md §7): settable once, while the number is still unset.
import type { Profile, ProfileMobileRequest } from '../../../../common/profile'
import { api } from '../../../api/client'
import { useProfileMutation } from './profile-mutation'

const saveMobile = (body: ProfileMobileRequest) => api.post<Profile>('/profile/mobile', body)

export const useSaveMobile = () => useProfileMutation(saveMobile)
