import { describe, expect, it } from 'vitest'
import { READY_STATUS, READY_STATUS_NAME, statusQtyMismatch, suggestReadyStatus } from './ready-status'

describe('ready status suggested from stock (product.md §4.3)', () => {
  it('stock at or above the estimate is Ada, some stock Sebagian, none Kosong', () => {
    expect(suggestReadyStatus(5, 5)).toBe(READY_STATUS.ADA)
    expect(suggestReadyStatus(9, 5)).toBe(READY_STATUS.ADA)
    expect(suggestReadyStatus(1, 5)).toBe(READY_STATUS.SEBAGIAN)
    expect(suggestReadyStatus(0, 5)).toBe(READY_STATUS.KOSONG)
    expect(READY_STATUS_NAME[suggestReadyStatus(1, 5)]).toBe('Sebagian')
  })
})

describe('statusQtyMismatch', () => {
  it('names a status that contradicts the confirmed quantity, and only then', () => {
    const { ADA, SEBAGIAN, KOSONG, INDENT, INACTIVE } = READY_STATUS
    expect(statusQtyMismatch(ADA, 0, 4)).toBe('Ada tetapi qty konfirmasi 0')
    expect(statusQtyMismatch(ADA, 1, 4)).toBeNull()
    expect(statusQtyMismatch(KOSONG, 1, 4)).toBe('Kosong tetapi ada qty konfirmasi')
    expect(statusQtyMismatch(KOSONG, 0, 4)).toBeNull()
    expect(statusQtyMismatch(SEBAGIAN, 0, 4)).not.toBeNull()
    expect(statusQtyMismatch(SEBAGIAN, 4, 4)).not.toBeNull()
    expect(statusQtyMismatch(SEBAGIAN, 3, 4)).toBeNull()
    expect(statusQtyMismatch(INDENT, 4, 4)).not.toBeNull()
    expect(statusQtyMismatch(INDENT, 0, 4)).toBeNull()
    expect(statusQtyMismatch(INACTIVE, 4, 4)).not.toBeNull()
    expect(statusQtyMismatch(INACTIVE, 2, 4)).toBeNull()
  })

  it('never fires on its own suggestion, for any quantity', () => {
    for (let estimate = 1; estimate <= 12; estimate++) {
      for (let qty = 0; qty <= 15; qty++) expect(statusQtyMismatch(suggestReadyStatus(qty, estimate), qty, estimate)).toBeNull()
    }
  })
})
