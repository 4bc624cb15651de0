import { describe, expect, it } from 'vitest'
import { leadTimeHint, statusByName, suggestedStatusId } from './ready-status'
import { READY } from './test-fixtures'

describe('per-part status suggestion (product.md §4.3)', () => {
  it('stock at or above the estimate is Ada, some stock Sebagian, none Kosong', () => {
    expect(suggestedStatusId(READY, 5, 5)).toBe(1)
    expect(suggestedStatusId(READY, 9, 5)).toBe(1)
    expect(suggestedStatusId(READY, 1, 5)).toBe(2)
    expect(suggestedStatusId(READY, 0, 5)).toBe(3)
  })

  it('is matched by name to the ready statuses, whatever their ids and case', () => {
    const odd = [
      { id: 11, name: 'KOSONG' },
      { id: 12, name: ' ada ' },
      { id: 13, name: 'Sebagian' },
    ]
    expect(suggestedStatusId(odd, 3, 2)).toBe(12)
    expect(suggestedStatusId(odd, 1, 2)).toBe(13)
    expect(suggestedStatusId(odd, 0, 2)).toBe(11)
    expect(statusByName(READY, 'indent')?.id).toBe(4)
  })

  it('suggests nothing while stock is unknown or the list lacks the name', () => {
    expect(suggestedStatusId(READY, null, 2)).toBeNull()
    expect(suggestedStatusId([{ id: 4, name: 'Indent' }], 5, 2)).toBeNull()
  })

  it('hints the lead time beside Indent and Kosong only', () => {
    expect(leadTimeHint('Indent')).toBe('± 3 minggu')
    expect(leadTimeHint('kosong')).toBe('± 1 bulan')
    expect(leadTimeHint('Ada')).toBeNull()
    expect(leadTimeHint(null)).toBeNull()
  })
})
