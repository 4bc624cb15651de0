import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { htmlAsPng, oversized, photo, pngBomb, svgAsPng, truncatedJpeg } from '../test/images'
import { photoKind, toAvatar } from './images'

const refusal = async (bytes: Buffer) => {
  try {
    await toAvatar(bytes, 'Ukuran maks 2MB')
  } catch (error) {
    const e = error as { status: number; code: string; detail: string }
    return { status: e.status, code: e.code, detail: e.detail }
  }
  throw new Error('expected a refusal')
}

describe('uploaded photos', () => {
  it('are re-encoded as WebP without the camera metadata', async () => {
    const jpeg = await photo('jpeg', 800)
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const avatar = await toAvatar(jpeg, 'x')
    const meta = await sharp(avatar.bytes).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([512, 512])
    expect(meta.exif).toBeUndefined()
    expect(avatar.bytes.includes(Buffer.from('KameraRahasia'))).toBe(false)
  })

  it('accept PNG and WebP too, and never enlarge a small one', async () => {
    for (const format of ['png', 'webp'] as const) {
      const avatar = await toAvatar(await photo(format, 40), 'x')
      expect([avatar.width, avatar.height]).toEqual([40, 40])
    }
  })

  it('are judged by their content, not their name', () => {
    expect(photoKind(htmlAsPng)).toBeNull()
    expect(photoKind(svgAsPng)).toBeNull()
  })

  it('refuse HTML or SVG dressed as an image, a truncated JPEG, 2 MB + 1 byte and a 30,000 × 30,000 bomb', async () => {
    expect(await refusal(htmlAsPng)).toMatchObject({ status: 415, detail: 'Format harus JPG/PNG/WebP' })
    expect(await refusal(svgAsPng)).toMatchObject({ status: 415, code: 'PHOTO_TYPE_INVALID' })
    expect(await refusal(await truncatedJpeg())).toMatchObject({ status: 422, code: 'PHOTO_UNREADABLE' })
    expect(await refusal(oversized())).toMatchObject({ status: 413, detail: 'Ukuran maks 2MB' })
    const started = Date.now()
    expect(await refusal(pngBomb())).toMatchObject({ status: 422, code: 'PHOTO_UNREADABLE' })
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
