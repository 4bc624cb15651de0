// POST /api/profile/photo (product.md §7): one picture, multipart; the server re-encodes it.
import { PROFILE_PHOTO_FIELD, type Profile } from '#common/profile.ts'
import { apiRequest } from '#web/api/client.ts'
import { useProfileMutation } from './profile-mutation'

function uploadPhoto(file: File): Promise<Profile> {
  const form = new FormData()
  form.append(PROFILE_PHOTO_FIELD, file, file.name)
  return apiRequest<Profile>('/profile/photo', { method: 'POST', formData: form })
}

export const useUploadPhoto = () => useProfileMutation(uploadPhoto)
