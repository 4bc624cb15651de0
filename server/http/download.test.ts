import { describe, expect, it } from 'vitest'
import { contentDisposition } from './download'

describe('download names (RFC 6266)', () => {
  it('send an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('DPO_JKT01_202611_00001.txt')).toBe(
      `attachment; filename="DPO_JKT01_202611_00001.txt"; filename*=UTF-8''DPO_JKT01_202611_00001.txt`,
    )
    expect(contentDisposition('Laporan "Mei" é.csv')).toBe(
      `attachment; filename="Laporan _Mei_ _.csv"; filename*=UTF-8''Laporan%20%22Mei%22%20%C3%A9.csv`,
    )
  })
})
