import { describe, expect, it } from 'vitest'
import { csvLine, RowErrors } from './csv-file'

describe('RowErrors', () => {
  it('keeps every problem and counts a line with several once', () => {
    const errors = new RowErrors()
    errors.add(4, 'type harus replace atau interchangeable')
    errors.add(4, 'effective_date harus tanggal yyyy-mm-dd')
    errors.add(7, 'part X1 tidak bisa menggantikan dirinya sendiri')
    expect(errors.items).toEqual([
      'baris 4: type harus replace atau interchangeable',
      'baris 4: effective_date harus tanggal yyyy-mm-dd',
      'baris 7: part X1 tidak bisa menggantikan dirinya sendiri',
    ])
    expect([errors.count, errors.lineCount]).toEqual([3, 2])
    expect([...errors.byLine]).toEqual([
      [4, ['type harus replace atau interchangeable', 'effective_date harus tanggal yyyy-mm-dd']],
      [7, ['part X1 tidak bisa menggantikan dirinya sendiri']],
    ])
  })
})

describe('csvLine', () => {
  it('quotes per RFC 4180 and keeps formula-looking cells as text', () => {
    expect(csvLine(['12', 'FILTER, OLI', 'kata "asli"', 'dua\nbaris'])).toBe('12,"FILTER, OLI","kata ""asli""","dua\nbaris"\r\n')
    expect(csvLine(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tTAB', '\rCR', 'a=b'])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),'\tTAB,"'\rCR",a=b\r\n`,
    )
  })
})
