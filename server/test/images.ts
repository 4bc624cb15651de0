import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Photos a test uploads, made in the test: real ones and hostile ones.

export async function photo(format: 'jpeg' | 'png' | 'webp', size = 64): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } } })
  if (format === 'jpeg')
    return image
      .jpeg()
      .withExif({ IFD0: { Make: 'KameraRahasia', Model: 'X1' } })
      .toBuffer()
  return format === 'png' ? image.png().toBuffer() : image.webp().toBuffer()
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4)
  head.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(body))
  return Buffer.concat([head, body, tail])
}

/** A small, valid-looking PNG whose header claims `width` × `height` pixels (a decompression bomb). */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // truecolour
  const idat = deflateSync(Buffer.alloc(1024))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const htmlAsPng = Buffer.from('<!doctype html><script>alert(1)</script>')
export const svgAsPng = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
)

/** A JPEG cut off half-way. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photo('jpeg', 256)
  return whole.subarray(0, Math.floor(whole.length / 2))
}

/** Bytes that start like a JPEG and are one byte over 2 MB. */
export function oversized(): Buffer {
  const bytes = Buffer.alloc(2 * 1024 * 1024 + 1, 0x20)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}
