import { describe, expect, it } from 'vitest'
import { applyPriceRange, needsPriceSwap, parsePriceInput } from './price-range'

describe('price range', () => {
  it('reads NumberInput values: numbers, cleared fields, stray text', () => {
    expect(parsePriceInput(125000)).toBe(125000)
    expect(parsePriceInput('')).toBeNull()
    expect(parsePriceInput('Rp. 1.250')).toBe(1250)
    expect(parsePriceInput(-5)).toBeNull()
  })

  it('announces a swap only when both ends are set and min is above max', () => {
    expect(needsPriceSwap({ min: 5000, max: 1000 })).toBe(true)
    expect(needsPriceSwap({ min: 1000, max: 5000 })).toBe(false)
    expect(needsPriceSwap({ min: 1000, max: 1000 })).toBe(false)
    expect(needsPriceSwap({ min: 5000, max: null })).toBe(false)
  })

  it('swaps on applying, and leaves a sound range alone', () => {
    expect(applyPriceRange({ min: 5000, max: 1000 })).toEqual({ min: 1000, max: 5000 })
    expect(applyPriceRange({ min: null, max: 1000 })).toEqual({ min: null, max: 1000 })
  })
})
