import { describe, expect, it } from 'vitest'
import { clampQty, sanitiseQtyInput } from './cart'
import { normalisePriceRange } from './catalogue'
import { formatRupiah } from './format'

describe('shared rules', () => {
  it('formats Rupiah the Indonesian way', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp. 1.250.000')
    expect(formatRupiah(0)).toBe('Rp. 0')
    expect(formatRupiah(999.6)).toBe('Rp. 1.000')
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
})
