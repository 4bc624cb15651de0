import { describe, expect, it } from 'vitest'
import { csvCell, csvOf, repeatCsv } from './csv'

describe('the Repeat Part CSV', () => {
  it('quotes cells with quotes, commas or line breaks and doubles inner quotes (RFC 4180)', () => {
    expect(csvCell('BAUT 10MM')).toBe('BAUT 10MM')
    expect(csvCell('BAUT, 10MM')).toBe('"BAUT, 10MM"')
    expect(csvCell('KLEP "IN"')).toBe('"KLEP ""IN"""')
    expect(csvCell('BARIS\nDUA')).toBe('"BARIS\nDUA"')
    expect(csvCell('CR\rLF')).toBe('"CR\rLF"')
  })

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+62')).toBe("'+62")
    expect(csvCell('-1+1')).toBe("'-1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    // numbers are figures, not text a person typed
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell('1230A046')).toBe('1230A046')
  })

  it('writes a header and one CRLF-ended record per part', () => {
    const text = repeatCsv([{ part_no: '1230A046', name: 'FILTER, OLI', freq: 3, qty_est_total: 12, qty_ordered_total: 7 }])
    expect(text).toBe('Part No,Nama,Frekuensi,Qty Estimasi,Qty Dipesan\r\n1230A046,"FILTER, OLI",3,12,7\r\n')
    expect(csvOf([])).toBe('')
  })
})
