import { describe, expect, it } from 'vitest'
import { decideRoute, type GuardSession, rolePickLanding } from './route-guard'

const anonymous: GuardSession = { status: 'ready', loggedIn: false, role: null, roles: [] }
const buyer: GuardSession = { status: 'ready', loggedIn: true, role: 'user', roles: ['user'] }
const seller: GuardSession = { status: 'ready', loggedIn: true, role: 'seller', roles: ['seller'] }
const dualUnpicked: GuardSession = { status: 'ready', loggedIn: true, role: null, roles: ['user', 'seller'] }
const dualAsBuyer: GuardSession = { status: 'ready', loggedIn: true, role: 'user', roles: ['user', 'seller'] }

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
