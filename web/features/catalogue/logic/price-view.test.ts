import { describe, expect, it } from 'vitest'
import { discounted, impliedDiscountBp } from '#common/price-math.ts'
import { formatPercent, priceView } from './price-view'

const priced = (price: number, price_list: number, discount_percent: number, price_source: 'toko' | 'grup' | 'daftar') => ({
  price,
  price_list,
  discount_percent,
  price_source,
})

describe('priceView', () => {
  it('shows the list price as it is, unlabelled', () => {
    expect(priceView(priced(110_700, 110_700, 0, 'daftar'))).toEqual({ own: false, struck: null, discount: null })
  })

  it("labels a discounted agreement 'Harga Anda', striking the list price and saying the discount", () => {
    const price = discounted(110_700, 1250)
    expect(price).toBe(96_863)
    expect(priceView(priced(price, 110_700, 12.5, 'grup'))).toEqual({ own: true, struck: 110_700, discount: '-12,5%' })
  })

  it('shows a net-price agreement with the discount it amounts to', () => {
    const percent = impliedDiscountBp(200_000, 150_000) / 100
    expect(priceView(priced(150_000, 200_000, percent, 'toko'))).toEqual({ own: true, struck: 200_000, discount: '-25%' })
  })

  it('labels an agreed price at or above the list price without striking anything', () => {
    expect(priceView(priced(52_000, 50_000, 0, 'toko'))).toEqual({ own: true, struck: null, discount: null })
    expect(priceView(priced(50_000, 50_000, 0, 'grup'))).toEqual({ own: true, struck: null, discount: null })
  })

  it('strikes a price lowered by less than 0,01 % but says no discount of 0 %', () => {
    expect(priceView(priced(999_999, 1_000_000, 0, 'toko'))).toEqual({ own: true, struck: 1_000_000, discount: null })
  })
})

describe('formatPercent', () => {
  it('writes percents the Indonesian way, at most two decimals', () => {
    expect(formatPercent(12.5)).toBe('12,5')
    expect(formatPercent(10)).toBe('10')
    expect(formatPercent(12.25)).toBe('12,25')
    expect(formatPercent(33.333)).toBe('33,33')
    expect(formatPercent(100)).toBe('100')
  })
})
