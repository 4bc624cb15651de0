import { describe, expect, it } from 'vitest'
import { ROLES } from '#common/roles.ts'
import { FEATURE_ROUTES } from '../feature-list'
import { ADMIN_NAV, isNavActive, SELLER_NAV, USER_NAV } from './nav-items'

describe('navbar entries', () => {
  it('lists the product.md §2.3 entries in order', () => {
    expect(USER_NAV.map((item) => item.label)).toEqual([
      'Produk',
      'Pesanan',
      'Sisa Pesanan',
      'Tanya Part',
      'Laporan',
      'Profil',
      'Bantuan',
    ])
    expect(SELLER_NAV.map((item) => item.label)).toEqual([
      'Produk',
      'Pesanan',
      'Sisa Pesanan',
      'Selisih',
      'Tanya Part',
      'Laporan',
      'Manajemen User',
      'Profil',
      'Bantuan',
    ])
  })

  it("lists head office's entries, each under /admin", () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual([
      'Cabang',
      'Staff',
      'Toko',
      'Impor Pelanggan',
      'Laporan',
      'Audit',
      'Feed Data',
      'Sinonim',
      'Notifikasi',
      'Pengaturan',
      'Profil',
    ])
    expect(ADMIN_NAV.map((item) => item.to)).toEqual([
      '/admin/cabang',
      '/admin/staff',
      '/admin/toko',
      '/admin/onboarding',
      '/admin/laporan',
      '/admin/audit',
      '/admin/feeds',
      '/admin/sinonim',
      '/admin/notifikasi',
      '/admin/pengaturan',
      '/admin/profile',
    ])
  })

  it('gives each entry of an area a place of its own, so the order never rests on the list of parts', () => {
    for (const area of ROLES) {
      const places = FEATURE_ROUTES.flatMap((part) => part.nav?.[area] ?? []).map((entry) => entry.order)
      expect(
        places.filter((place, i) => places.indexOf(place) !== i),
        area,
      ).toEqual([])
    }
  })

  it("keeps the order section as the buyer's Pesanan prefix, each other entry its own address", () => {
    expect(USER_NAV.map((item) => item.activePrefix)).toEqual([
      '/user/produk',
      '/user/pesanan',
      '/user/sisa-pesanan',
      '/user/tanya-part',
      '/user/laporan',
      '/user/profile',
      '/user/bantuan',
    ])
    expect(USER_NAV[1].to).toBe('/user/pesanan/all')
    expect(SELLER_NAV.every((item) => item.activePrefix === item.to)).toBe(true)
    expect(ADMIN_NAV.every((item) => item.activePrefix === item.to)).toBe(true)
  })

  it("counts the open back-orders beside 'Sisa Pesanan' and the waiting requests beside 'Tanya Part' in both areas, and nowhere else", () => {
    for (const nav of [USER_NAV, SELLER_NAV, ADMIN_NAV]) {
      expect(nav.filter((item) => item.badge).map((item) => [item.label, item.badge])).toEqual(
        nav === ADMIN_NAV
          ? []
          : [
              ['Sisa Pesanan', 'backorders'],
              ['Tanya Part', 'partRequests'],
            ],
      )
    }
  })

  it('marks a link active for every page under its prefix, not for look-alikes', () => {
    const pesanan = USER_NAV[1]
    expect(isNavActive('/user/pesanan/estimasi/12', pesanan)).toBe(true)
    expect(isNavActive('/user/pesanan', pesanan)).toBe(true)
    expect(isNavActive('/user/pesananx', pesanan)).toBe(false)
    expect(isNavActive('/user/produk', pesanan)).toBe(false)
  })
})
