import { describe, expect, it } from 'vitest'
import { catalogueAreaOf, cataloguePath, productPath } from './catalogue-area'

describe('catalogue area', () => {
  it('is the buyer variant under /user and the read-only one under /seller', () => {
    expect(catalogueAreaOf('/user/produk/all')).toEqual({ base: '/user', readOnly: false })
    expect(catalogueAreaOf('/seller/produk/12')).toEqual({ base: '/seller', readOnly: true })
    expect(catalogueAreaOf('/sellerx/produk')).toEqual({ base: '/user', readOnly: false })
  })

  it('builds the catalogue and detail paths of the area', () => {
    const seller = catalogueAreaOf('/seller/produk')
    expect(cataloguePath(seller)).toBe('/seller/produk/all')
    expect(productPath(seller, 42)).toBe('/seller/produk/42')
    expect(productPath(catalogueAreaOf('/user/produk'), 7)).toBe('/user/produk/7')
  })
})
