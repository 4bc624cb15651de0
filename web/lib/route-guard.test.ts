import { describe, expect, it } from 'vitest'
import { decideRoute, type GuardSession, rolePickLanding } from './route-guard'

const signedIn = { status: 'ready', loggedIn: true, mustChangePassword: false } as const
const anonymous: GuardSession = { status: 'ready', loggedIn: false, role: null, roles: [], mustChangePassword: false }
const buyer: GuardSession = { ...signedIn, role: 'user', roles: ['user'] }
const seller: GuardSession = { ...signedIn, role: 'seller', roles: ['seller'] }
const admin: GuardSession = { ...signedIn, role: 'admin', roles: ['admin'] }
const dualUnpicked: GuardSession = { ...signedIn, role: null, roles: ['user', 'seller'] }
const dualAsBuyer: GuardSession = { ...signedIn, role: 'user', roles: ['user', 'seller'] }
const staffAndAdminUnpicked: GuardSession = { ...signedIn, role: null, roles: ['seller', 'admin'] }

describe('decideRoute', () => {
  it('sends / to /login', () => {
    expect(decideRoute({ pathname: '/', session: anonymous })).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('shows login to an anonymous visitor', () => {
    expect(decideRoute({ pathname: '/login', session: anonymous })).toEqual({ kind: 'render' })
  })

  it('sends a signed-in visitor opening /login to the role home', () => {
    expect(decideRoute({ pathname: '/login', session: seller })).toEqual({ kind: 'redirect', to: '/seller/pesanan/estimasi' })
    expect(decideRoute({ pathname: '/login', session: buyer })).toEqual({ kind: 'redirect', to: '/user/produk' })
  })

  it('does not bounce once the login form itself was submitted', () => {
    expect(decideRoute({ pathname: '/login', session: buyer, loginFormActive: true })).toEqual({ kind: 'render' })
  })

  it('sends a signed-in account without a role from /login to where it can pick one', () => {
    expect(decideRoute({ pathname: '/login', session: dualUnpicked })).toEqual({ kind: 'redirect', to: '/user/produk' })
    expect(rolePickLanding('?redirect=%2Fuser%2Fkeranjang')).toBe('/user/keranjang')
    expect(rolePickLanding('?redirect=%2F%2Fevil.example')).toBe('/user/produk')
  })

  it('sends an anonymous visitor on a protected page to login with the wanted path and search', () => {
    expect(decideRoute({ pathname: '/user/pesanan/po', search: '?q=ab', session: anonymous })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fuser%2Fpesanan%2Fpo%3Fq%3Dab',
    })
  })

  it('sends someone who ended his session himself to the plain login, with no way back to the page', () => {
    expect(decideRoute({ pathname: '/user/profile', session: { ...anonymous, leftOnPurpose: true } })).toEqual({
      kind: 'redirect',
      to: '/login',
    })
  })

  it('waits while the session loads', () => {
    expect(decideRoute({ pathname: '/user/produk', session: { ...anonymous, status: 'loading' } })).toEqual({ kind: 'wait' })
  })

  it('sends a role mismatch to the own role home', () => {
    expect(decideRoute({ pathname: '/seller/laporan', session: buyer })).toEqual({ kind: 'redirect', to: '/user/produk' })
    expect(decideRoute({ pathname: '/user/keranjang', session: seller })).toEqual({
      kind: 'redirect',
      to: '/seller/pesanan/estimasi',
    })
  })

  it("opens an order shared from the other side in the viewer's own area", () => {
    expect(decideRoute({ pathname: '/user/pesanan/diproses/42', session: seller })).toEqual({
      kind: 'redirect',
      to: '/seller/pesanan/diproses/42',
    })
    expect(decideRoute({ pathname: '/seller/pesanan/po/7', session: buyer })).toEqual({
      kind: 'redirect',
      to: '/user/pesanan/po/7',
    })
    // not an order detail: home, as before
    for (const pathname of ['/seller/pesanan/po', '/seller/pesanan/lain/7', '/seller/pesanan/po/07', '/seller/pesanan/po/7/x']) {
      expect(decideRoute({ pathname, session: buyer })).toEqual({ kind: 'redirect', to: '/user/produk' })
    }
  })

  it('renders a page of the own role', () => {
    expect(decideRoute({ pathname: '/user/keranjang', session: buyer })).toEqual({ kind: 'render' })
    expect(decideRoute({ pathname: '/seller/profile', session: seller })).toEqual({ kind: 'render' })
  })

  it('sends a non-seller opening the seller profile to the user profile with a notice', () => {
    expect(decideRoute({ pathname: '/seller/profile', session: buyer })).toEqual({
      kind: 'redirect',
      to: '/user/profile',
      notice: 'Akses ditolak: bukan akun seller',
    })
  })

  it('treats a dual account working as buyer on the seller profile as a role mismatch', () => {
    expect(decideRoute({ pathname: '/seller/profile', session: dualAsBuyer })).toEqual({ kind: 'redirect', to: '/user/produk' })
  })

  it('asks a dual-role account without a role to pick one', () => {
    expect(decideRoute({ pathname: '/seller/pesanan', session: dualUnpicked })).toEqual({ kind: 'pick-role' })
  })

  it('leaves other paths (the not-found page) alone', () => {
    expect(decideRoute({ pathname: '/apa-saja', session: anonymous })).toEqual({ kind: 'render' })
  })
})

describe('decideRoute: head office', () => {
  it('renders the admin area to head office and sends anonymous visitors to login with the path', () => {
    expect(decideRoute({ pathname: '/admin/cabang', session: admin })).toEqual({ kind: 'render' })
    expect(decideRoute({ pathname: '/admin/audit', search: '?q=JKT', session: anonymous })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fadmin%2Faudit%3Fq%3DJKT',
    })
  })

  it('sends staff and buyers opening /admin/* to their own home', () => {
    expect(decideRoute({ pathname: '/admin/cabang', session: seller })).toEqual({
      kind: 'redirect',
      to: '/seller/pesanan/estimasi',
    })
    expect(decideRoute({ pathname: '/admin/staff', session: buyer })).toEqual({ kind: 'redirect', to: '/user/produk' })
    expect(decideRoute({ pathname: '/admin/cabang', session: dualAsBuyer })).toEqual({ kind: 'redirect', to: '/user/produk' })
  })

  it('sends head office opening a buyer or staff page, an order or the seller profile to its branches', () => {
    for (const pathname of [
      '/user/produk',
      '/seller/pesanan/estimasi',
      '/seller/pesanan/po/7',
      '/user/pesanan/diproses/42',
      '/seller/profile',
    ]) {
      expect(decideRoute({ pathname, session: admin }), pathname).toEqual({ kind: 'redirect', to: '/admin/cabang' })
    }
  })

  it('sends head office from /login to its home', () => {
    expect(decideRoute({ pathname: '/login', session: admin })).toEqual({ kind: 'redirect', to: '/admin/cabang' })
  })

  it('asks an account of staff and head office without a role to pick one, on any area', () => {
    expect(decideRoute({ pathname: '/admin/cabang', session: staffAndAdminUnpicked })).toEqual({ kind: 'pick-role' })
    expect(decideRoute({ pathname: '/login', session: staffAndAdminUnpicked })).toEqual({ kind: 'redirect', to: '/user/produk' })
    expect(decideRoute({ pathname: '/user/produk', session: staffAndAdminUnpicked })).toEqual({ kind: 'pick-role' })
  })
})

describe('decideRoute: a password someone else set', () => {
  const mustChange = (session: GuardSession): GuardSession => ({ ...session, mustChangePassword: true })

  it("sends every protected page, of any area, to 'Buat Password Baru' first", () => {
    for (const [pathname, session] of [
      ['/user/produk', buyer],
      ['/user/keranjang', buyer],
      ['/seller/pesanan/estimasi', seller],
      ['/admin/cabang', admin],
      ['/admin/cabang', seller],
      ['/seller/pesanan', dualUnpicked],
      ['/seller/profile', buyer],
    ] as const) {
      expect(decideRoute({ pathname, session: mustChange(session) }), pathname).toEqual({
        kind: 'redirect',
        to: '/password-baru',
      })
    }
  })

  it('sends a signed-in account from /login to the new password, unless the form itself was just sent', () => {
    expect(decideRoute({ pathname: '/login', session: mustChange(buyer) })).toEqual({ kind: 'redirect', to: '/password-baru' })
    expect(decideRoute({ pathname: '/login', session: mustChange(buyer), loginFormActive: true })).toEqual({ kind: 'render' })
  })

  it('shows the new-password screen only to a signed-in account that must change its password', () => {
    expect(decideRoute({ pathname: '/password-baru', session: mustChange(admin) })).toEqual({ kind: 'render' })
    expect(decideRoute({ pathname: '/password-baru', session: mustChange(dualUnpicked) })).toEqual({ kind: 'render' })
    expect(decideRoute({ pathname: '/password-baru', session: { ...anonymous, status: 'loading' } })).toEqual({ kind: 'wait' })
    expect(decideRoute({ pathname: '/password-baru', session: anonymous })).toEqual({ kind: 'redirect', to: '/login' })
    expect(decideRoute({ pathname: '/password-baru', session: seller })).toEqual({
      kind: 'redirect',
      to: '/seller/pesanan/estimasi',
    })
    expect(decideRoute({ pathname: '/password-baru', session: admin })).toEqual({ kind: 'redirect', to: '/admin/cabang' })
    expect(decideRoute({ pathname: '/password-baru', session: dualUnpicked })).toEqual({ kind: 'redirect', to: '/user/produk' })
  })
})
