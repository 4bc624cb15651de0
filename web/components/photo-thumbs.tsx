// Photos as small thumbnails; a press shows one as large as the screen allows (full screen on a
// phone). The pictures are the server's re-encoded WebP of at most 1,600 px: a discrepancy's, a
// 'Tanya Part' request's.
import { Group, Image, Modal, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { PHONE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'

export const THUMB_PX = 64

export function PhotoThumb({ src, alt }: { src: string; alt: string }) {
  return (
    <Image
      src={src}
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

interface PhotoThumbsProps {
  photos: readonly string[]
  /** the address of a photo's picture */
  srcOf: (id: string) => string
  /** the words of the n-th photo (from 1), its alt text and the large view's title */
  altOf: (n: number) => string
}

export function PhotoThumbs({ photos, srcOf, altOf }: PhotoThumbsProps) {
  const phone = useMedia(PHONE_QUERY)
  const [shown, setShown] = useState<number | null>(null)
  if (photos.length === 0) return null
  const id = shown === null ? null : photos[shown]
  return (
    <>
      <Group gap={6} wrap="wrap">
        {photos.map((photo, i) => (
          <UnstyledButton key={photo} onClick={() => setShown(i)} style={{ lineHeight: 0 }}>
            <PhotoThumb src={srcOf(photo)} alt={altOf(i + 1)} />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={id !== null}
        onClose={() => setShown(null)}
        title={shown === null ? '' : altOf(shown + 1)}
        fullScreen={phone}
        size="xl"
        centered
      >
        {id ? <Image src={srcOf(id)} alt={altOf((shown ?? 0) + 1)} fit="contain" mah="80vh" /> : null}
      </Modal>
    </>
  )
}
