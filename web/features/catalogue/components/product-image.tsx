import { Center, Image } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import { useState } from 'react'

interface ProductImageProps {
  src: string | null
  alt: string
  /** Fixed height, so cards do not jump while images arrive on a slow network. */
  height: number
}

/** A part's picture, lazy-loaded; a neutral placeholder when there is none or it fails. */
export function ProductImage({ src, alt, height }: ProductImageProps) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <Center h={height} bg="gray.0" c="gray.5" role="img" aria-label={`Tidak ada gambar untuk ${alt}`}>
        <IconPhotoOff size={Math.min(48, height / 3)} stroke={1.5} aria-hidden />
      </Center>
    )
  }
  return (
    <Image
      src={src}
      alt={alt}
      h={height}
      w="100%"
      fit="contain"
      loading="lazy"
      decoding="async"
      bg="gray.0"
      onError={() => setFailed(true)}
    />
  )
}
