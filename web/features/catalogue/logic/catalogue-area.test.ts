import { describe, expect, it } from 'vitest'
import { catalogueAreaOf } from './catalogue-area'

describe('catalogue area', () => {
  it('is the buyer variant under /user and the read-only one under /seller', () => {
    expect(catalogueAreaOf('/user/produk/all')).toEqual({ area: 'user', readOnly: false })
    expect(catalogueAreaOf('/seller/produk/12')).toEqual({ area: 'seller', readOnly: true })
    expect(catalogueAreaOf('/sellerx/produk')).toEqual({ area: 'user', readOnly: false })
  })
})
