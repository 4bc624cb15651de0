import { describe, expect, it } from 'vitest'
import { fileNameFromDisposition } from './content-disposition'

describe('download name from Content-Disposition', () => {
  it("prefers filename*=UTF-8'' and decodes it", () => {
    const header = `attachment; filename="DPO_JKT01_202611_00042.txt"; filename*=UTF-8''DPO_JKT01_202611_00042%20b.txt`
    expect(fileNameFromDisposition(header, 'x.txt')).toBe('DPO_JKT01_202611_00042 b.txt')
  })

  it('reads a quoted or bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.txt"', 'x.txt')).toBe('a b.txt')
    expect(fileNameFromDisposition('attachment; filename=plain.txt', 'x.txt')).toBe('plain.txt')
  })

  it('drops path parts and falls back when nothing usable is sent', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.txt')).toBe('passwd')
    expect(fileNameFromDisposition(null, 'x.txt')).toBe('x.txt')
    expect(fileNameFromDisposition('attachment', 'x.txt')).toBe('x.txt')
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'x.txt')).toBe('x.txt')
  })
})
