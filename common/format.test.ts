import { describe, expect, it } from 'vitest'
import { formatRupiah, jakartaDay } from './format'
import { isCalendarDay } from './orders'
import { clampQty, sanitiseQtyInput } from './cart'
import { normalisePriceRange } from './catalogue'

describe('shared rules', () => {
  it('formats Rupiah the Indonesian way', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp. 1.250.000')
    expect(formatRupiah(0)).toBe('Rp. 0')
    expect(formatRupiah(999.6)).toBe('Rp. 1.000')
  })

  it('tells the Jakarta day of an instant', () => {
    expect(jakartaDay('2026-11-20T17:30:00Z')).toBe('2026-11-21')
    expect(jakartaDay('2026-11-20T16:59:59Z')).toBe('2026-11-20')
  })

  it('reads typed quantities: digits only, at most 3, clamped 0..999', () => {
    expect(sanitiseQtyInput('1a2b')).toBe(12)
    expect(sanitiseQtyInput('12345')).toBe(123)
    expect(sanitiseQtyInput('')).toBe(0)
    expect(clampQty(1500)).toBe(999)
    expect(clampQty(-3)).toBe(0)
    expect(clampQty(Number.NaN)).toBe(0)
  })

  it('swaps a price range whose minimum is above its maximum', () => {
    expect(normalisePriceRange(500, 100)).toEqual({ min: 100, max: 500, swapped: true })
    expect(normalisePriceRange(100, undefined)).toEqual({ min: 100, max: undefined, swapped: false })
  })

  it('accepts only real calendar days for date filters', () => {
    expect(isCalendarDay('2026-11-21')).toBe(true)
    expect(isCalendarDay('2026-02-30')).toBe(false)
    expect(isCalendarDay('0000-01-01')).toBe(false)
    expect(isCalendarDay('2026-1-1')).toBe(false)
  })
})
