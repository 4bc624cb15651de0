// POST /api/deliveries/:id/photos (product.md §13.3): one picture of what arrived wrong, multipart,
// before the receipt names it; the server re-encodes it and answers its id.
import { useMutation } from '@tanstack/react-query'
import { RECEIPT_PHOTO_FIELD } from '#common/receipts.ts'
import { apiRequest } from '#web/api/client.ts'

function uploadPhoto(deliveryId: number, file: File): Promise<{ id: string }> {
  const form = new FormData()
  form.append(RECEIPT_PHOTO_FIELD, file, file.name)
  return apiRequest<{ id: string }>(`/deliveries/${deliveryId}/photos`, { method: 'POST', formData: form })
}

export const useUploadDeliveryPhoto = (deliveryId: number) =>
  useMutation({ mutationFn: (file: File) => uploadPhoto(deliveryId, file) })

/** GET /api/delivery-photos/:id: the picture itself, for an <img>. */
export const deliveryPhotoUrl = (id: string) => `/api/delivery-photos/${encodeURIComponent(id)}`
