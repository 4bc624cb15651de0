import { describe, expect, it } from 'vitest'
import { formatPercent, linePrice } from './line-price'

describe('linePrice', () => {
  it('strikes the list price and says the discount when the store pays less', () => {
    expect(linePrice({ price: 96_863, price_list: 110_700, discount_percent: 12.5 })).toEqual({
      struck: 110_700,
      discount: '-12,5%',
    })
  })

  it('strikes nothing at or above the list price', () => {
    expect(linePrice({ price: 10_000, price_list: 10_000, discount_percent: 0 })).toEqual({ struck: null, discount: null })
    expect(linePrice({ price: 52_000, price_list: 50_000, discount_percent: 0 })).toEqual({ struck: null, discount: null })
  })

  it('says no discount of 0 % for a price a Rupiah under a large list price', () => {
    expect(linePrice({ price: 999_999, price_list: 1_000_000, discount_percent: 0 })).toEqual({
      struck: 1_000_000,
      discount: null,
    })
  })

  it('writes percents the Indonesian way', () => {
    expect(formatPercent(7.25)).toBe('7,25')
    expect(formatPercent(15)).toBe('15')
  })
})
