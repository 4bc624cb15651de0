// POST /api/part-requests/photos: one picture of the part, multipart, before the request names it;
// the server re-encodes it and answers its id. GET /api/part-request-photos/:id reads it back.
import { useMutation } from '@tanstack/react-query'
import { PART_REQUEST_PHOTO_FIELD } from '#common/part-requests.ts'
import { apiRequest } from '#web/api/client.ts'

function uploadPhoto(file: File): Promise<{ id: string }> {
  const form = new FormData()
  form.append(PART_REQUEST_PHOTO_FIELD, file, file.name)
  return apiRequest<{ id: string }>('/part-requests/photos', { method: 'POST', formData: form })
}

export const useUploadRequestPhoto = () => useMutation({ mutationFn: uploadPhoto })

export const requestPhotoUrl = (id: string) => `/api/part-request-photos/${encodeURIComponent(id)}`
