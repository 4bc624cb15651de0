import { describe, expect, it } from 'vitest'
import { hrefWithPriceStore, priceStoreOf, storeSearchOf, withPriceStore } from './price-store'

describe('the store of the address', () => {
  it('reads a positive whole id from ?toko=, and nothing else', () => {
    expect(priceStoreOf('?toko=5')).toBe(5)
    expect(priceStoreOf(new URLSearchParams('debug=1&toko=123'))).toBe(123)
    for (const bad of ['', '?toko=', '?toko=0', '?toko=-1', '?toko=5a', '?toko=1.5', '?toko=9999999999', '?store_id=5']) {
      expect(priceStoreOf(bad), bad).toBeNull()
    }
  })

  it('sets and removes the store, keeping the other parameters', () => {
    const params = new URLSearchParams('debug=1')
    expect(withPriceStore(params, 7).toString()).toBe('debug=1&toko=7')
    expect(withPriceStore(new URLSearchParams('debug=1&toko=7'), null).toString()).toBe('debug=1')
    expect(params.toString()).toBe('debug=1')
  })

  it('carries the store onto the detail link', () => {
    expect(hrefWithPriceStore('/seller/produk/9', 5)).toBe('/seller/produk/9?toko=5')
    expect(hrefWithPriceStore('/seller/produk/9', null)).toBe('/seller/produk/9')
  })

  it('searches the stores from two characters on', () => {
    expect(storeSearchOf(' m ')).toBeUndefined()
    expect(storeSearchOf(' maju ')).toBe('maju')
  })
})
