import { describe, expect, it } from 'vitest'
import { areaOfPath, bucketOfPath, ID_PARAM, orderIdSegmentOf, paths, screenAreaOf, withQuery } from './paths'

describe('paths', () => {
  it('lists under the role area and opens details under the order status', () => {
    expect(paths.orders('user')).toBe('/user/pesanan/all')
    expect(paths.orders('seller', 'po')).toBe('/seller/pesanan/po')
    expect(paths.orderDetail('seller', 'diproses', 42)).toBe('/seller/pesanan/diproses/42')
    expect(paths.orderDetail('user', 'estimasi', ID_PARAM)).toBe('/user/pesanan/estimasi/:id')
  })

  it('builds the catalogue and detail paths of the area', () => {
    expect(paths.catalogue('seller')).toBe('/seller/produk/all')
    expect(paths.product('seller', 42)).toBe('/seller/produk/42')
    expect(paths.product('user', 7)).toBe('/user/produk/7')
  })

  it('sends each role home to one of its own routes', () => {
    // that each home is a screen of the table: web/app/route-table.test.ts
    expect(paths.home('user')).toBe('/user/produk')
    expect(paths.home('seller')).toBe(paths.orders('seller', 'estimasi'))
    expect(paths.home('admin')).toBe(`${paths.area('admin')}/cabang`)
  })

  it('names the buyer-only screens and the staff management screens', () => {
    expect([paths.cart, paths.orderSection('user')]).toEqual(['/user/keranjang', '/user/pesanan'])
    expect(paths.management.hub).toBe('/seller/manajemen-user')
  })

  it('reads the status segment of an order address', () => {
    expect(bucketOfPath(paths.orderDetail('seller', 'estimasi', 7))).toBe('estimasi')
    expect(bucketOfPath('/user/pesanan/konfirmasi/7')).toBe('konfirmasi')
  })

  it('appends a query only when there is one', () => {
    expect(withQuery('/user/pesanan/po', 'q=ab')).toBe('/user/pesanan/po?q=ab')
    expect(withQuery('/user/pesanan/po', '')).toBe('/user/pesanan/po')
  })

  it('tells the area of an address, not of look-alikes', () => {
    expect(areaOfPath('/user')).toBe('user')
    expect(areaOfPath('/seller/profile')).toBe('seller')
    expect(areaOfPath('/sellerx/produk')).toBeNull()
    expect(areaOfPath('/login')).toBeNull()
    expect(screenAreaOf('/seller/produk/12')).toBe('seller')
    expect(screenAreaOf('/sellerx/produk')).toBe('user')
  })

  it("reads the id segment of an order's detail address only", () => {
    expect(orderIdSegmentOf(paths.orderDetail('user', 'diproses', 5))).toBe('5')
    expect(orderIdSegmentOf('/seller/pesanan/estimasi/abc')).toBe('abc')
    expect(orderIdSegmentOf('/user/pesanan/import/5')).toBeNull()
    expect(orderIdSegmentOf('/user/pesanan/estimasi')).toBeNull()
    expect(orderIdSegmentOf('/user/pesanan/estimasi/5/x')).toBeNull()
    expect(orderIdSegmentOf('/tamu/pesanan/estimasi/5')).toBeNull()
  })
})
