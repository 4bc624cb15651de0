import { Center, Image } from '@mantine/core'
import { useState } from 'react'
import { PartKindIcon } from './part-kind-icon'

interface ProductImageProps {
  src: string | null
  alt: string
  /** Fixed height, so cards do not jump while images arrive on a slow network. */
  height: number
  /** Load at once, first among the pictures (the cards on the first screen). */
  eager?: boolean
}

/** A part's picture, lazy-loaded unless on the first screen; the drawing of its kind when there is none or it fails. */
export function ProductImage({ src, alt, height, eager = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <Center h={height} bg="gray.0" c="gray.6" role="img" aria-label={`Tidak ada foto untuk ${alt}`}>
        <PartKindIcon name={alt} size={Math.min(56, height / 2.5)} />
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
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      bg="gray.0"
      onError={() => setFailed(true)}
    />
  )
}
