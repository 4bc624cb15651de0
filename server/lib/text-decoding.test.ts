import { describe, expect, it } from 'vitest'
import { decodeText } from './text-decoding'

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeText(Buffer.from('part_no;catatan\nA1;Café – rem', 'utf8'))).toBe('part_no;catatan\nA1;Café – rem')
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a,b', 'utf8')]))).toBe('a,b')
  })

  it('reads a file Excel saved in Windows-1252 as typed, without a replacement character', () => {
    // 'Café – rem' in Windows-1252: é is 0xE9, the en dash 0x96
    const bytes = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x72, 0x65, 0x6d])
    const text = decodeText(bytes)
    expect(text).toBe('Café – rem')
    expect(text).not.toContain('\uFFFD')
  })

  it('reads UTF-16 little and big endian with their marks', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('No;Qty', 'utf16le')])
    expect(decodeText(le)).toBe('No;Qty')
    const be = Buffer.from([0xfe, 0xff, 0x00, 0x41, 0x00, 0x3b])
    expect(decodeText(be)).toBe('A;')
  })
})
