import iconv from 'iconv-lite'

// Text files from a dealer's desk arrive in whatever Excel or the DMS saved: UTF-8 (with or without
// a BOM), UTF-16 ('Unicode Text'), or, for 'CSV (Comma delimited)' on a Windows in Indonesia or
// Europe, Windows-1252. A file that is not valid UTF-8 is read as Windows-1252, never shown as '�':
// every byte has a meaning there, and an Indonesian file's accented names and dashes ('é', '–')
// come out as typed.

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/** The text of an uploaded file's bytes; the byte-order mark, if any, is removed. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  try {
    return UTF8.decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    // Node's own 'windows-1252' decoder reads 0x80–0x9F as Latin-1 control characters (the en
    // dash 0x96 would vanish); iconv-lite has the real table
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'win1252')
  }
}
