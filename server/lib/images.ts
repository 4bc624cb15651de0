import sharp, { type Metadata, type Sharp } from 'sharp'
import { PHOTO_MAX_BYTES } from '#common/account-rules.ts'
import { AppError } from '../http/app-error'
import { BoundedGate } from './bounded-gate'

// Photos people upload (profile pictures, a new user's photo). The content decides, never the
// name or the declared type: only JPEG, PNG and WebP by their first bytes; the header's pixel count
// is checked before anything is decoded (a 30,000 × 30,000 'bomb' is refused without being
// expanded); what is kept is a fresh re-encoding, so metadata (GPS, camera) and anything hidden
// after the image never reach storage.

export const AVATAR_SIZE = 512
/** Larger than any phone camera; a header claiming more is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000

export type PhotoKind = 'jpeg' | 'png' | 'webp'

/** The image format the bytes begin with, or null. */
export function photoKind(bytes: Buffer): PhotoKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  return null
}

// decoding is CPU on libuv's pool: two at a time, a few waiting, the rest told to retry
const gate = new BoundedGate(
  2,
  16,
  () => new AppError(503, 'SERVICE_UNAVAILABLE', 'Server sedang sibuk. Coba beberapa saat lagi.'),
)

export interface Avatar {
  bytes: Buffer
  contentType: 'image/webp'
  width: number
  height: number
}

/**
 * An uploaded photo checked and re-encoded as a square WebP of at most AVATAR_SIZE pixels.
 * Refusals: 413 PHOTO_TOO_LARGE (`sizeText`), 415 PHOTO_TYPE_INVALID, 422 PHOTO_UNREADABLE.
 */
export function toAvatar(bytes: Buffer, sizeText: string): Promise<Avatar> {
  return reencode(bytes, sizeText, (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true }))
}

/** A picture of what arrived wrong is read whole, not cropped: its longer side at most this. */
export const EVIDENCE_SIZE = 1600

/** A photo of a delivery's discrepancy: the same checks, kept whole as a WebP of at most EVIDENCE_SIZE. */
export function toEvidencePhoto(bytes: Buffer, sizeText: string): Promise<Avatar> {
  return reencode(bytes, sizeText, (image) =>
    image.resize(EVIDENCE_SIZE, EVIDENCE_SIZE, { fit: 'inside', withoutEnlargement: true }),
  )
}

async function reencode(bytes: Buffer, sizeText: string, resize: (image: Sharp) => Sharp): Promise<Avatar> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError(413, 'PHOTO_TOO_LARGE', sizeText)
  const kind = photoKind(bytes)
  if (!kind) throw new AppError(415, 'PHOTO_TYPE_INVALID', 'Format harus JPG/PNG/WebP')
  return gate.run(async () => {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    let meta: Metadata
    try {
      meta = await image.metadata()
    } catch {
      throw unreadable()
    }
    if (meta.format !== kind) throw unreadable()
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
      throw new AppError(422, 'PHOTO_UNREADABLE', 'Gambar terlalu besar (maks 40 megapiksel).')
    }
    try {
      const { data, info } = await resize(image.rotate()).webp({ quality: 82 }).toBuffer({ resolveWithObject: true })
      return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height }
    } catch {
      throw unreadable()
    }
  })
}

const unreadable = () => new AppError(422, 'PHOTO_UNREADABLE', 'Gambar tidak dapat dibaca. Pilih foto JPG/PNG/WebP lain.')
