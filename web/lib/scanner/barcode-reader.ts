// Reading the part number off a box: the browser's own BarcodeDetector where it reads the
// formats parts are labelled with, else the zxing-wasm reader of the barcode-detector package,
// its WebAssembly served by the portal itself (never fetched from a CDN). Loaded only when a
// scanner opens: the search page does not carry a megabyte of reader for a button.

/** Parts boxes and shelf labels: Code 128 and Code 39 for part numbers, EAN-13, QR. */
export const SCAN_FORMATS = ['code_128', 'code_39', 'ean_13', 'qr_code'] as const

export interface Detector {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string; format: string }>>
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector
  getSupportedFormats(): Promise<string[]>
}

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector
  if (!Native) return null
  const supported: string[] = await Native.getSupportedFormats().catch(() => [])
  return SCAN_FORMATS.every((f) => supported.includes(f)) ? new Native({ formats: [...SCAN_FORMATS] }) : null
}

/** Where the WebAssembly reader comes from: the build's own hashed copy of it. */
async function portalWasm(): Promise<object> {
  const { default: wasmUrl } = await import('zxing-wasm/reader/zxing_reader.wasm?url')
  return { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }
}

/**
 * The reader: native when it can read every format, else the WebAssembly one. `wasm` overrides
 * where its module comes from (a test hands it the file's bytes).
 */
export async function createDetector(wasm?: object): Promise<Detector> {
  const native = await nativeDetector()
  if (native) return native
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill')
  prepareZXingModule({ overrides: wasm ?? (await portalWasm()) })
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] })
}

/**
 * The part number a code carries: trimmed, upper case, without spaces. A QR code may hold a line
 * of words ('PART: 1230A046 QTY 2') or a link; the first word shaped like a part number is taken.
 */
export function partNoOf(raw: string): string | null {
  const text = raw.trim().toUpperCase()
  // part numbers carry digits: a word read off a QR code is not one
  if (/^[A-Z0-9][A-Z0-9._\-/]{0,39}$/.test(text) && /\d/.test(text)) return text
  const words = text.split(/[\s,;:=&?#|]+/)
  return words.find((w) => /^[A-Z0-9][A-Z0-9._-]{3,39}$/.test(w) && /\d/.test(w)) ?? null
}
