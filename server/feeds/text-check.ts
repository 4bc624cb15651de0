import iconv from 'iconv-lite'
import type { FeedEncoding } from './tables'

// What a feed file is, decided by its bytes and never by its name: CSV text in UTF-8 (with or
// without a BOM), UTF-16 with a BOM ('Unicode Text' from Excel), or Windows-1252 (Excel's 'CSV'
// on a Windows in Indonesia); anything else (an archive or spreadsheet renamed .csv, a NUL, a
// control character) is refused. The check runs over the bytes as they arrive.

export class NotCsvText extends Error {}

const SIGNATURES: Array<{ bytes: number[]; what: string }> = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'arsip ZIP (mis. .xlsx)' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], what: 'arsip ZIP' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'file Excel lama (.xls)' },
  { bytes: [0x1f, 0x8b], what: 'arsip gzip' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'PDF' },
  { bytes: [0x52, 0x61, 0x72, 0x21], what: 'arsip RAR' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], what: 'arsip 7z' },
]

// tab, line feed and carriage return are the only control characters a CSV needs
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

function isControlByte(b: number): boolean {
  return b < 0x20 ? b !== 0x09 && b !== 0x0a && b !== 0x0d : b === 0x7f
}

function refuseControl(code: number): never {
  if (code === 0) throw new NotCsvText('File berisi byte NUL: ini bukan file teks CSV.')
  throw new NotCsvText(`File berisi karakter kontrol (kode ${code}): ini bukan file teks CSV.`)
}

/** Reads the bytes of a file as they arrive and says, at the end, which encoding its text is in. */
export class TextInspector {
  private first = true
  private utf16: 'utf-16le' | 'utf-16be' | null = null
  private utf16Decoder: TextDecoder | null = null
  private utf8 = new TextDecoder('utf-8', { fatal: true })
  private utf8Valid = true

  push(chunk: Buffer): void {
    if (this.first) {
      this.first = false
      this.inspectStart(chunk)
    }
    if (this.utf16Decoder) {
      const text = this.utf16Decoder.decode(chunk, { stream: true })
      const bad = CONTROL.exec(text)
      if (bad) refuseControl(bad[0].charCodeAt(0))
      return
    }
    for (let i = 0; i < chunk.length; i++) if (isControlByte(chunk[i])) refuseControl(chunk[i])
    if (this.utf8Valid) {
      try {
        this.utf8.decode(chunk, { stream: true })
      } catch {
        this.utf8Valid = false
      }
    }
  }

  /** The encoding of the whole file, once every byte has been pushed. */
  finish(): FeedEncoding {
    if (this.utf16) return this.utf16
    if (this.utf8Valid) {
      try {
        this.utf8.decode()
      } catch {
        this.utf8Valid = false
      }
    }
    return this.utf8Valid ? 'utf-8' : 'windows-1252'
  }

  private inspectStart(chunk: Buffer): void {
    for (const { bytes, what } of SIGNATURES) {
      if (bytes.every((b, i) => chunk[i] === b)) throw new NotCsvText(`File ini ${what}, bukan teks CSV. Simpan sebagai CSV.`)
    }
    if (chunk[0] === 0xff && chunk[1] === 0xfe) this.utf16 = 'utf-16le'
    else if (chunk[0] === 0xfe && chunk[1] === 0xff) this.utf16 = 'utf-16be'
    if (this.utf16) this.utf16Decoder = new TextDecoder(this.utf16, { ignoreBOM: false })
  }
}

/** Turns a file's bytes into text piece by piece, in the encoding its inspection found; no BOM. */
export class TextDecoderStream {
  private readonly decode: (chunk: Buffer, last: boolean) => string
  private started = false

  constructor(encoding: FeedEncoding) {
    if (encoding === 'windows-1252') {
      // Node's own decoder reads 0x80–0x9F as control characters (the en dash 0x96 would vanish)
      this.decode = (chunk) => iconv.decode(chunk, 'win1252')
    } else {
      const decoder = new TextDecoder(encoding)
      this.decode = (chunk, last) => decoder.decode(chunk, { stream: !last })
    }
  }

  push(chunk: Buffer, last = false): string {
    const bom = !this.started && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf
    const text = this.decode(bom ? chunk.subarray(3) : chunk, last)
    if (this.started) return text
    this.started = text.length > 0
    return text.replace(/^\uFEFF/, '')
  }
}
