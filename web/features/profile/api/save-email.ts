// POST /api/profile/email (product.md §7): settable once, while the email is still unset.
import type { Profile, ProfileEmailRequest } from '#common/profile.ts'
import { api } from '#web/api/client.ts'
import { useProfileMutation } from './profile-mutation'

const saveEmail = (body: ProfileEmailRequest) => api.post<Profile>('/profile/email', body)

export const useSaveEmail = () => useProfileMutation(saveEmail)
