import { describe, expect, it } from 'vitest'
import { RowErrors } from './csv-file'

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
  })
})
