import { describe, expect, it } from 'vitest'
import { isStockStale, stockTimeLabel } from './stock-time'

describe('stock time', () => {
  const loaded = '2026-11-24T23:00:00.000Z' // 25 Nov 2026, 06.00 in Jakarta

  it('reads as Jakarta sees it, and warns in words once older than the hours allowed', () => {
    expect(stockTimeLabel(loaded, new Date('2026-11-25T02:00:00Z'), 26)).toEqual({
      text: 'Stok per 25 Nov 2026, 06.00 WIB',
      stale: false,
    })
    expect(stockTimeLabel(loaded, new Date('2026-11-26T01:00:01Z'), 26)).toEqual({
      text: 'Stok per 25 Nov 2026, 06.00 WIB (lebih dari 26 jam)',
      stale: true,
    })
    expect(isStockStale(loaded, new Date('2026-11-26T01:00:00Z'), 26)).toBe(false)
  })

  it('says so when the stock was never loaded', () => {
    expect(stockTimeLabel(null, new Date(), 26)).toEqual({ text: 'Stok belum pernah dimuat', stale: true })
  })
})
