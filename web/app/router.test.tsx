// @vitest-environment jsdom

import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, type DataRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Role } from '#common/roles.ts'
import { rearmAuthFailure, setAuthFailureHandler } from '../api/client'
import { installAuthFailureHandler } from '../features/auth/logic/session-actions'
import { readSessionResponse } from '../features/auth/logic/session-response'
import { clearSessionState, setSessionSnapshot } from '../features/auth/logic/session-store'
import { type FakeAnswer, fakeFetch, installDomShims, sessionBody } from '../test-utils/render'
import { renderAppAt } from '../test-utils/render-app'
import { routeModules, routeModulesFor } from './route-modules'
import { type RouteHandle, routeTable, type TableRoute } from './route-table'
import { appRoutes } from './router'

let shown: ReturnType<typeof renderAppAt> | undefined
function renderApp(route: string) {
  shown = renderAppAt(route)
  return shown
}
/** Where the app rendered last stands now. */
const location = () => shown?.location()
const signIn = (role: Role | null, roles?: Role[], mustChangePassword = false) =>
  setSessionSnapshot(readSessionResponse(sessionBody(role, roles, mustChangePassword)))
const branchList: FakeAnswer = {
  status: 200,
  body: {
    items: [
      {
        id: 1,
        code: 'JKT01',
        name: 'Dipo Jakarta',
        address: 'Jl. Gaya Motor 8',
        phone: '021 6511 000',
        active: true,
        created_at: '2026-01-02T03:00:00.000Z',
        staff_count: 3,
        store_count: 12,
      },
    ],
  },
}
const cartNotYetThere: FakeAnswer = { status: 404, body: { code: 'NOT_FOUND', detail: 'Tidak ada' } }

describe('routes and guards', () => {
  beforeAll(async () => {
    installDomShims()
    // every screen's code is loaded once first: a chunk's first lazy import is the test runner
    // transforming its module graph (seconds on a busy machine), not what these tests check, and
    // it ate the 5 s a page's heading is waited for (head office's area, the first to load its own)
    await Promise.all(Object.values(routeModules).map((load) => load()))
  }, 120_000)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    window.history.replaceState(null, '', '/user/produk')
    sessionStorage.clear()
    localStorage.clear()
    clearSessionState()
    rearmAuthFailure()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    setAuthFailureHandler(null)
  })

  it.each(['/user/unknown-thing', '/user/pesanan/selesai', '/seller/pesanan/po/1/x', '/user', '/apa'])(
    'shows %s as not found, without the layout',
    async (path) => {
      signIn('user')
      fakeFetch({ 'GET /api/cart': cartNotYetThere })
      renderApp(path)
      expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy()
      expect(screen.queryByRole('navigation')).toBeNull()
      expect(screen.getByRole('link', { name: 'Kembali ke beranda' }).getAttribute('href')).toBe('/')
    },
  )

  it('sends an anonymous visitor to login with the wanted path', async () => {
    fakeFetch({ 'GET /api/auth/me': { status: 401, body: { code: 'UNAUTHENTICATED', detail: 'x' } } })
    renderApp('/user/pesanan/po?q=ab')
    expect(await screen.findByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeTruthy()
    expect(location()).toBe('/login?redirect=%2Fuser%2Fpesanan%2Fpo%3Fq%3Dab')
  })

  it('shows a buyer page in the user layout; a cart that answers 404 shows no badge and keeps the session', async () => {
    signIn('user')
    fakeFetch({ 'GET /api/cart': cartNotYetThere })
    renderApp('/user/keranjang')
    expect(await screen.findByRole('heading', { name: 'Keranjang' })).toBeTruthy()
    const nav = screen.getAllByRole('navigation', { name: 'Navigasi utama' })[0]
    expect(nav.textContent).toBe('ProdukPesananSisa PesananTanya PartLaporanProfilBantuan')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Keranjang' })).toBeTruthy())
    expect(location()).toBe('/user/keranjang')
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0)
  })

  it('shows 99+ on the cart above 99 items', async () => {
    signIn('user')
    fakeFetch({ 'GET /api/cart': { status: 200, body: { items: [], total_active_items: 120, max_active_items: 200 } } })
    renderApp('/user/produk')
    expect(await screen.findByRole('link', { name: 'Keranjang, 99+ item' })).toBeTruthy()
  })

  it('sends a seller on a buyer page to the seller home, in the seller layout', async () => {
    signIn('seller')
    fakeFetch({})
    renderApp('/user/produk')
    expect(await screen.findByRole('heading', { name: 'Pesanan Estimasi' })).toBeTruthy()
    expect(location()).toBe('/seller/pesanan/estimasi')
    expect(screen.getByText('DIPO Parts (Seller)')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Manajemen User' })).toBeTruthy()
  })

  it('opens Impor Pelanggan for staff in the seller layout, under Manajemen User', async () => {
    signIn('seller')
    fakeFetch({})
    renderApp('/seller/manajemen-user/import')
    expect(await screen.findByRole('heading', { name: 'Impor Pelanggan' })).toBeTruthy()
    expect(screen.getByText('DIPO Parts (Seller)')).toBeTruthy()
    expect(screen.getByTestId('onboarding-dropzone')).toBeTruthy()
  })

  it('opens Impor Pelanggan for head office in its own area, naming the branch per row', async () => {
    signIn('admin')
    fakeFetch({})
    renderApp('/admin/onboarding')
    expect(await screen.findByRole('heading', { name: 'Impor Pelanggan' })).toBeTruthy()
    expect(screen.getByText('DIPO Parts (Admin Pusat)')).toBeTruthy()
    expect(screen.getByText(/Kantor pusat: setiap baris menyebut cabangnya/)).toBeTruthy()
  })

  it('sends a buyer on the seller profile to the user profile with a notice', async () => {
    signIn('user')
    fakeFetch({ 'GET /api/cart': cartNotYetThere })
    renderApp('/seller/profile')
    expect(await screen.findByText('Akses ditolak: bukan akun seller')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeTruthy()
    expect(location()).toBe('/user/profile')
  })

  it('lets a dual-role account pick a role, remembers it and goes to that home', async () => {
    signIn(null, ['user', 'seller'])
    const { calls } = fakeFetch({ 'POST /api/auth/role': { status: 200, body: sessionBody('seller', ['user', 'seller']) } })
    renderApp('/user/produk')
    expect(await screen.findByRole('heading', { name: 'Pilih peran' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Staff DIPO \(Seller\)/ }))
    expect(await screen.findByRole('heading', { name: 'Pesanan Estimasi' })).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/auth/role')?.body).toBe('{"role":"seller"}')
    expect(localStorage.getItem('preferred_role')).toBe('seller')
  })

  it('logs out once on a 401 and sends the visitor to login with the current location', async () => {
    const onExpired = vi.fn()
    installAuthFailureHandler(onExpired)
    signIn('user')
    sessionStorage.setItem('some_key', 'x')
    const { calls } = fakeFetch({
      'GET /api/cart': { status: 401, body: { code: 'UNAUTHENTICATED', detail: 'x' } },
      'POST /api/auth/logout': { status: 200, body: { ok: true } },
    })
    renderApp('/user/laporan')
    expect(await screen.findByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeTruthy()
    expect(location()).toBe('/login?redirect=%2Fuser%2Flaporan')
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem('some_key')).toBeNull()
    expect(calls.filter((call) => call.path === '/api/auth/logout')).toHaveLength(1)
  })

  it('shows head office its area with its own navbar, brand and Cabang page', async () => {
    signIn('admin')
    const { calls } = fakeFetch({ 'GET /api/admin/branches': branchList })
    renderApp('/admin/cabang')
    expect(await screen.findByRole('heading', { name: 'Cabang' })).toBeTruthy()
    expect(screen.getByText('DIPO Parts (Admin Pusat)')).toBeTruthy()
    const nav = screen.getAllByRole('navigation', { name: 'Navigasi utama' })[0]
    expect(nav.textContent).toBe('CabangStaffTokoImpor PelangganLaporanAuditFeed DataSinonimNotifikasiPengaturanProfil')
    expect((await screen.findAllByText('JKT01')).length).toBeGreaterThan(0)
    // no live order stream and no cart for head office: its calls are its own
    expect(calls.every((call) => call.path.startsWith('/api/admin/'))).toBe(true)
  })

  it('sends staff opening /admin/cabang to the staff home, and head office opening a buyer page to its branches', async () => {
    signIn('seller')
    fakeFetch({ 'GET /api/admin/branches': branchList })
    const first = renderApp('/admin/cabang')
    expect(await screen.findByRole('heading', { name: 'Pesanan Estimasi' })).toBeTruthy()
    expect(location()).toBe('/seller/pesanan/estimasi')
    first.unmount()

    signIn('admin')
    renderApp('/user/produk')
    expect(await screen.findByRole('heading', { name: 'Cabang' })).toBeTruthy()
    expect(location()).toBe('/admin/cabang')
  })

  it("lets an account of staff and head office pick 'Admin Pusat'", async () => {
    signIn(null, ['seller', 'admin'])
    const { calls } = fakeFetch({
      'POST /api/auth/role': { status: 200, body: sessionBody('admin', ['seller', 'admin']) },
      'GET /api/admin/branches': branchList,
    })
    renderApp('/admin/cabang')
    expect(await screen.findByRole('heading', { name: 'Pilih peran' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Bengkel/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Admin Pusat/ }))
    expect(await screen.findByRole('heading', { name: 'Cabang' })).toBeTruthy()
    expect(location()).toBe('/admin/cabang')
    expect(calls.find((call) => call.path === '/api/auth/role')?.body).toBe('{"role":"admin"}')
  })

  it("takes an account whose password someone else set to 'Buat Password Baru' from any page", async () => {
    signIn('user', ['user'], true)
    fakeFetch({})
    renderApp('/user/keranjang')
    expect(await screen.findByRole('heading', { name: 'Buat Password Baru' })).toBeTruthy()
    expect(location()).toBe('/password-baru')
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('does not log out on 403 PASSWORD_CHANGE_REQUIRED: the session stays and the new-password screen shows', async () => {
    const onExpired = vi.fn()
    installAuthFailureHandler(onExpired)
    signIn('user')
    const { calls } = fakeFetch({
      'GET /api/cart': { status: 403, body: { code: 'PASSWORD_CHANGE_REQUIRED', detail: 'Buat password baru terlebih dahulu.' } },
      'POST /api/auth/logout': { status: 200, body: { ok: true } },
    })
    renderApp('/user/keranjang')
    expect(await screen.findByRole('heading', { name: 'Buat Password Baru' })).toBeTruthy()
    expect(location()).toBe('/password-baru')
    expect(screen.getByText('budi')).toBeTruthy()
    expect(onExpired).not.toHaveBeenCalled()
    expect(calls.filter((call) => call.path === '/api/auth/logout')).toHaveLength(0)
  })

  it('keeps a screen mounted when its address moves to another route of the same screen (one bucket to another)', async () => {
    signIn('user')
    fakeFetch({ 'GET /api/cart': cartNotYetThere, 'GET /api/orders': { status: 200, body: { items: [], next_cursor: null } } })
    const app = renderApp('/user/pesanan/estimasi')
    const heading = await screen.findByRole('heading', { level: 1 })
    const before = heading.textContent
    await act(() => app.router.navigate('/user/pesanan/po'))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(before))
    // the same element, its text changed: the page was not mounted anew
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading)
  })

  it('logs out from the navbar, keeping preferred_role', async () => {
    localStorage.setItem('preferred_role', 'user')
    signIn('user', ['user', 'seller'])
    fakeFetch({ 'GET /api/cart': cartNotYetThere, 'POST /api/auth/logout': { status: 200, body: { ok: true } } })
    renderApp('/user/produk')
    // jsdom applies no CSS, so the wide and the mid-size header buttons both exist
    fireEvent.click((await screen.findAllByRole('button', { name: 'Logout' }))[0])
    expect(await screen.findByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeTruthy()
    await waitFor(() => expect(location()).toBe('/login'))
    expect(localStorage.getItem('preferred_role')).toBe('user')
  })
})

describe('the route table', () => {
  const handles = (routes: TableRoute[]): RouteHandle[] =>
    routes.flatMap((route) => [route.handle, ...handles(route.children ?? [])])

  it('names, for every screen, a component its module exports', async () => {
    const all = handles(routeTable)
    expect(all.length).toBeGreaterThan(40)
    for (const { module, component } of all) {
      const loaded = (await routeModules[module]()) as Record<string, unknown>
      expect(typeof loaded[component], `${module}.${component}`).toBe('function')
    }
  }, 60_000)
})

describe('routeModulesFor (the chunks a page names in its head)', () => {
  it.each([
    ['/login', []],
    ['/user/produk', ['userLayout', 'catalogue']],
    ['/user/produk/12', ['userLayout', 'catalogue']],
    ['/user/keranjang', ['userLayout', 'cart']],
    ['/user/pesanan/import', ['userLayout', 'imports']],
    ['/user/pesanan/diproses/5', ['userLayout', 'orderDetail']],
    ['/user/pesanan/diproses', ['userLayout', 'orders']],
    ['/user/pesanan', ['userLayout', 'orders']],
    ['/user/pesanan/baru', []],
    ['/seller/pesanan/estimasi', ['sellerLayout', 'orders']],
    ['/seller/manajemen-user/list-toko', ['sellerLayout', 'management']],
    ['/seller/manajemen-user/import', ['sellerLayout', 'onboarding']],
    ['/seller/laporan', ['sellerLayout', 'reports']],
    ['/user/bantuan', ['userLayout', 'help']],
    ['/seller/profile', ['sellerLayout', 'profile', 'notifications']],
    ['/user/profile', ['userLayout', 'profile', 'notifications']],
    ['/admin/cabang', ['adminLayout', 'admin']],
    ['/admin/staff', ['adminLayout', 'admin']],
    ['/admin/toko', ['adminLayout', 'admin']],
    ['/admin/audit', ['adminLayout', 'admin']],
    ['/admin/feeds', ['adminLayout', 'feeds']],
    ['/admin/sinonim', ['adminLayout', 'admin']],
    ['/admin/pengaturan', ['adminLayout', 'admin']],
    ['/admin/onboarding', ['adminLayout', 'onboarding']],
    ['/admin/laporan', ['adminLayout', 'reports']],
    ['/admin/profile', ['adminLayout', 'profile']],
    ['/admin', []],
    ['/password-baru', ['newPassword']],
    // no screen of the area: not found, without the layout
    ['/user/keranjangX', []],
    ['/seller/pesanan/po/1/x', []],
    ['/', []],
    ['/tidak/ada', []],
  ])('%s loads %j', (pathname, modules) => {
    expect(routeModulesFor(pathname)).toEqual(modules)
  })
})

describe("the routes' loaders (the data of the first render, asked before it)", () => {
  afterEach(() => vi.unstubAllGlobals())

  /** Settles once the router has loaded the address: its code and its loaders. */
  const loaded = (router: DataRouter) =>
    new Promise<void>((resolve) => {
      if (router.state.initialized) resolve()
      else router.subscribe((state) => state.initialized && resolve())
    })

  const asked = async (pathname: string, search = '') => {
    const { calls } = fakeFetch({})
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const routes = appRoutes({ client, waitForData: true, signedInFor: () => true })
    await loaded(createMemoryRouter(routes, { initialEntries: [pathname + search] }))
    return calls.map((call) => call.path).sort()
  }

  // every page of an area also asks for its header: the counts, the bell and (buyers) the cart
  const userHeader = ['/api/cart', '/api/notifications', '/api/part-requests/count', '/api/user/backorders/counts']
  const sellerHeader = ['/api/notifications', '/api/part-requests/count', '/api/seller/backorders/counts']
  it.each([
    ['/user/pesanan/estimasi/61', '', [...userHeader, '/api/orders/61']],
    ['/user/keranjang', '', [...userHeader, '/api/cart/frequent']],
    ['/seller/pesanan/estimasi', '', [...sellerHeader, '/api/orders?status=estimasi&limit=200']],
    ['/seller/pesanan/all', '?status=po', [...sellerHeader, '/api/orders?status=po&limit=200']],
    ['/user/pesanan', '', userHeader],
    ['/user/pesanan/baru', '', []],
    ['/user/pesanan/estimasi/abc', '', userHeader],
    ['/seller/laporan', '', sellerHeader],
    ['/user/sisa-pesanan', '', [...userHeader, '/api/user/backorders']],
    ['/seller/tanya-part', '?state=semua&page=2', [...sellerHeader, '/api/part-requests?state=semua&page=2']],
    ['/user/tanya-part/17', '', [...userHeader, '/api/part-requests/17']],
    ['/user/tanya-part/abc', '', userHeader],
    ['/seller/profile', '', [...sellerHeader, '/api/profile/me']],
    ['/login', '', []],
  ])('%s%s asks for %j', async (pathname, search, paths) => {
    expect(await asked(pathname, search)).toEqual([...new Set(paths)].sort())
  })

  it("asks for the catalogue's first page with the criteria the page starts from", async () => {
    sessionStorage.setItem('catalogue_prefill_q', '1230A')
    const list = await asked('/user/produk/all')
    expect(list.filter((path) => path.startsWith('/api/products-osc'))).toHaveLength(1)
    expect(list.find((path) => path.startsWith('/api/products-osc'))).toContain('q=1230A')
  })
})
