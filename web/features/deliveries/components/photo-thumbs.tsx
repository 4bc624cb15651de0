// A discrepancy's photos as small thumbnails; a press shows one as large as the screen allows
// (full screen on a phone). The pictures are the server's re-encoded WebP of at most 1,600 px.
import { Group, Image, Modal, UnstyledButton } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { PHONE_QUERY } from '#web/lib/media.ts'
import { deliveryPhotoUrl } from '../api/upload-photo'
import { RECEIPT_UI } from '../logic/messages'

export const THUMB_PX = 64

export function PhotoThumb({ id, alt }: { id: string; alt: string }) {
  return (
    <Image
      src={deliveryPhotoUrl(id)}
      alt={alt}
      w={THUMB_PX}
      h={THUMB_PX}
      fit="cover"
      radius="sm"
      loading="lazy"
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    />
  )
}

export function PhotoThumbs({ photos, partNo }: { photos: readonly string[]; partNo: string }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  const [shown, setShown] = useState<number | null>(null)
  if (photos.length === 0) return null
  const id = shown === null ? null : photos[shown]
  return (
    <>
      <Group gap={6} wrap="wrap">
        {photos.map((photo, i) => (
          <UnstyledButton key={photo} onClick={() => setShown(i)} style={{ lineHeight: 0 }}>
            <PhotoThumb id={photo} alt={RECEIPT_UI.photoAlt(partNo, i + 1)} />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={id !== null}
        onClose={() => setShown(null)}
        title={shown === null ? '' : RECEIPT_UI.photoAlt(partNo, shown + 1)}
        fullScreen={phone}
        size="xl"
        centered
      >
        {id ? (
          <Image src={deliveryPhotoUrl(id)} alt={RECEIPT_UI.photoAlt(partNo, (shown ?? 0) + 1)} fit="contain" mah="80vh" />
        ) : null}
      </Modal>
    </>
  )
}
