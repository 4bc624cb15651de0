// A discrepancy's photos while the receipt is filled in: each file chosen is checked as the browser
// describes it, then uploaded at once (one per request, product.md §13.3) and shown as the server
// keeps it; a refusal (not a picture, over 2 MB, the delivery confirmed meanwhile) is said under
// the photos in the server's words. Removing one only leaves it unnamed by the receipt.
import { ActionIcon, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core'
import { IconCamera, IconX } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { checkPhotoFile, PHOTO_TYPES } from '#common/account-rules.ts'
import { PHOTOS_PER_DISCREPANCY, RECEIPT_TEXT } from '#common/receipts.ts'
import { useUploadDeliveryPhoto } from '../api/upload-photo'
import { failureText, RECEIPT_UI } from '../logic/messages'
import { PhotoThumb, THUMB_PX } from './photo-thumbs'

interface ReceiptPhotosProps {
  deliveryId: number
  partNo: string
  photos: readonly string[]
  /** the schema's sentence of the photos, if any */
  error?: string
  onAdd: (id: string) => void
  onRemove: (id: string) => void
  /** +1 when an upload leaves, -1 when it is answered: the form waits for them before it is sent */
  onUploading: (change: 1 | -1) => void
}

export function ReceiptPhotos({ deliveryId, partNo, photos, error, onAdd, onRemove, onUploading }: ReceiptPhotosProps) {
  const upload = useUploadDeliveryPhoto(deliveryId)
  const [problem, setProblem] = useState<string | null>(null)
  const resetRef = useRef<() => void>(null)
  const full = photos.length >= PHOTOS_PER_DISCREPANCY

  async function pick(file: File | null) {
    // the same file may be chosen again after a refusal
    resetRef.current?.()
    if (!file) return
    const checked = checkPhotoFile(file, RECEIPT_TEXT.photoSize)
    setProblem(checked.ok ? null : checked.message)
    if (!checked.ok) return
    onUploading(1)
    try {
      onAdd((await upload.mutateAsync(file)).id)
    } catch (refused) {
      setProblem(failureText(refused))
    } finally {
      onUploading(-1)
    }
  }

  const said = problem ?? error
  return (
    <Stack gap={6} role="group" aria-label={`${RECEIPT_TEXT.photos} ${partNo}`}>
      <Text size="sm" fw={500}>
        {RECEIPT_TEXT.photos}
      </Text>
      <Group gap="xs" wrap="wrap" align="center">
        {photos.map((id, i) => (
          <div key={id} style={{ position: 'relative', lineHeight: 0 }}>
            <PhotoThumb id={id} alt={RECEIPT_UI.photoAlt(partNo, i + 1)} />
            <ActionIcon
              size="sm"
              radius="xl"
              color="red"
              variant="filled"
              aria-label={`${RECEIPT_UI.removePhoto(i + 1)} ${partNo}`}
              onClick={() => onRemove(id)}
              style={{ position: 'absolute', top: -6, right: -6 }}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {upload.isPending ? (
          <Group w={THUMB_PX} h={THUMB_PX} justify="center" role="status" aria-label={RECEIPT_UI.uploading}>
            <Loader size="sm" />
          </Group>
        ) : null}
        {full ? null : (
          <FileButton onChange={(file) => void pick(file)} accept={PHOTO_TYPES.join(',')} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                leftSection={<IconCamera size={16} aria-hidden />}
                disabled={upload.isPending}
                aria-label={`${RECEIPT_UI.addPhoto} ${partNo}`}
              >
                {RECEIPT_UI.addPhoto}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {RECEIPT_UI.photoHint}
      </Text>
      {said ? (
        <Text size="sm" c="red.8" role="alert">
          {said}
        </Text>
      ) : null}
    </Stack>
  )
}
