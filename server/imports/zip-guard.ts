import { inflateRawSync } from 'node:zlib'

// An xlsx is a zip of XML files, and a zip can lie: a 1.5 MB bomb unpacks to gigabytes, sizes in
// headers can be forged, XML can carry entity tricks. Every entry is inflated here, bounded, and
// checked before any spreadsheet parser sees the file (docs/decisions.md, Import).
export class UnsafeWorkbookError extends Error {}

export const MAX_ENTRIES = 200
export const MAX_ENTRY_BYTES = 60 * 1024 * 1024
export const MAX_TOTAL_BYTES = 120 * 1024 * 1024

const ALLOWED_NAME = /^(\[Content_Types\]\.xml|_rels\/\.rels|docProps\/[\w.-]+\.xml|customXml\/[\w./-]+|xl\/[\w./-]+)$/

export interface ZipEntry {
  name: string
  data: Buffer
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const min = Math.max(0, buf.length - 22 - 0xffff)
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i
  }
  throw new UnsafeWorkbookError('File .xlsx rusak (bukan arsip zip yang utuh).')
}

/** Inflates every entry with a hard cap and checks names, sizes and XML; returns the entries. */
export function unpackWorkbook(buf: Buffer): ZipEntry[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw new UnsafeWorkbookError('File .xlsx rusak.')
  const eocd = findEndOfCentralDirectory(buf)
  const count = buf.readUInt16LE(eocd + 10)
  const cdOffset = buf.readUInt32LE(eocd + 16)
  if (count === 0xffff || cdOffset === 0xffffffff) throw new UnsafeWorkbookError('File .xlsx tidak didukung (zip64).')
  if (count > MAX_ENTRIES) throw new UnsafeWorkbookError('File .xlsx berisi terlalu banyak bagian.')
  // first pass: the central directory alone (names, flags, declared sizes), so a bomb spread over
  // several entries is refused before anything is inflated
  const headers: Array<{ name: string; method: number; compressedSize: number; declaredSize: number; localOffset: number }> = []
  let total = 0
  let pos = cdOffset
  for (let n = 0; n < count; n++) {
    if (pos + 46 > buf.length || buf.readUInt32LE(pos) !== 0x02014b50) throw new UnsafeWorkbookError('File .xlsx rusak.')
    const flags = buf.readUInt16LE(pos + 8)
    const nameLength = buf.readUInt16LE(pos + 28)
    const header = {
      method: buf.readUInt16LE(pos + 10),
      compressedSize: buf.readUInt32LE(pos + 20),
      declaredSize: buf.readUInt32LE(pos + 24),
      localOffset: buf.readUInt32LE(pos + 42),
      name: buf.toString('utf8', pos + 46, pos + 46 + nameLength),
    }
    pos += 46 + nameLength + buf.readUInt16LE(pos + 30) + buf.readUInt16LE(pos + 32)
    if (flags & 0x1) throw new UnsafeWorkbookError('File .xlsx terenkripsi tidak didukung.')
    if (header.name.endsWith('/')) continue
    if (!ALLOWED_NAME.test(header.name) || header.name.includes('..'))
      throw new UnsafeWorkbookError('File .xlsx berisi bagian yang tidak dikenal.')
    total += header.declaredSize
    if (header.declaredSize > MAX_ENTRY_BYTES || total > MAX_TOTAL_BYTES)
      throw new UnsafeWorkbookError('Isi file .xlsx terlalu besar setelah dibuka.')
    headers.push(header)
  }
  // second pass: inflate each entry, no further than it declared (declared = actual is enforced)
  return headers.map(({ name, localOffset, method, compressedSize, declaredSize }) => {
    const data = inflateEntry(buf, localOffset, method, compressedSize, declaredSize)
    if (/\.(xml|rels)$/i.test(name) && declaresDtd(data)) {
      throw new UnsafeWorkbookError('File .xlsx berisi deklarasi XML yang tidak diizinkan.')
    }
    return { name, data }
  })
}

/** `<!DOCTYPE` or `<!ENTITY`, in any case, found without copying the entry into a string. */
function declaresDtd(data: Buffer): boolean {
  for (let i = data.indexOf('<!'); i >= 0; i = data.indexOf('<!', i + 2)) {
    const word = data.toString('latin1', i + 2, i + 9).toUpperCase()
    if (word === 'DOCTYPE' || word.startsWith('ENTITY')) return true
  }
  return false
}

function inflateEntry(buf: Buffer, localOffset: number, method: number, compressedSize: number, declaredSize: number): Buffer {
  if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== 0x04034b50)
    throw new UnsafeWorkbookError('File .xlsx rusak.')
  const start = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28)
  const raw = buf.subarray(start, start + compressedSize)
  if (raw.length !== compressedSize) throw new UnsafeWorkbookError('File .xlsx rusak.')
  let data: Buffer
  if (method === 0) data = raw
  else if (method === 8) {
    try {
      // one byte more than declared: a forged (too small) size header fails here, not later
      data = inflateRawSync(raw, { maxOutputLength: declaredSize + 1 })
    } catch {
      throw new UnsafeWorkbookError('Isi file .xlsx tidak sesuai dengan ukurannya (file rusak atau dimanipulasi).')
    }
  } else throw new UnsafeWorkbookError('File .xlsx memakai kompresi yang tidak didukung.')
  if (data.length !== declaredSize)
    throw new UnsafeWorkbookError('Isi file .xlsx tidak sesuai dengan ukurannya (file rusak atau dimanipulasi).')
  return data
}
