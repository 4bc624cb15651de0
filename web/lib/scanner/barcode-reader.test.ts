import fs from 'node:fs'
import { createRequire } from 'node:module'
import bwipjs from 'bwip-js/node'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDetector, type Detector, partNoOf } from './barcode-reader'

// The reader the scanner uses when the browser has none of its own (Chromium on a desktop, most
// phones' WebViews): barcode-detector's zxing-wasm, run here on images drawn by bwip-js.

/** The two browser types the reader builds its answers with, as small as it needs them. */
function shimBrowserTypes() {
  const g = globalThis as Record<string, unknown>
  g.ImageData ??= class {
    colorSpace = 'srgb'
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  }
  g.DOMRectReadOnly ??= class {
    constructor(
      readonly x = 0,
      readonly y = 0,
      readonly width = 0,
      readonly height = 0,
    ) {}
  }
}

async function imageOf(bcid: string, text: string): Promise<ImageData> {
  const png = await bwipjs.toBuffer({ bcid, text, scale: 3, paddingwidth: 12, paddingheight: 12, backgroundcolor: 'FFFFFF' })
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return new ImageData(new Uint8ClampedArray(data), info.width, info.height)
}

let detector: Detector
beforeAll(async () => {
  shimBrowserTypes()
  const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')
  const bytes = fs.readFileSync(file)
  detector = await createDetector({ wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) })
})

describe('the barcode reader', () => {
  const cases = [
    ['code128', '1230A046', 'code_128'],
    ['code39', 'MZ320123', 'code_39'],
    ['ean13', '8991234567891', 'ean_13'],
    ['qrcode', '1770A121', 'qr_code'],
  ] as const
  for (const [bcid, text, format] of cases) {
    it(`reads a generated ${format} image`, async () => {
      const found = await detector.detect(await imageOf(bcid, text))
      expect(found.map((f) => [f.format, f.rawValue])).toEqual([[format, text]])
    })
  }

  it('finds nothing on a blank picture', async () => {
    const blank = new ImageData(new Uint8ClampedArray(200 * 100 * 4).fill(255), 200, 100)
    expect(await detector.detect(blank)).toEqual([])
  })
})

describe('the part number a code carries', () => {
  it('takes a plain number as it is, upper case', () => {
    expect(partNoOf(' 1230a046 ')).toBe('1230A046')
    expect(partNoOf('90915-YZZD4')).toBe('90915-YZZD4')
  })

  it('finds the part number in a QR text or link', () => {
    expect(partNoOf('PART: 1230A046 QTY 2')).toBe('1230A046')
    expect(partNoOf('https://contoh.co.id/p?no=MZ320123')).toBe('MZ320123')
    expect(partNoOf('halo apa kabar')).toBeNull()
  })
})
