// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Role } from '#common/roles.ts'
import { rearmAuthFailure } from '../api/client'
import { readSessionResponse } from '../features/auth/logic/session-response'
import { clearSessionState, setSessionSnapshot } from '../features/auth/logic/session-store'
import { fakeFetch, installDomShims, sessionBody } from '../test-utils/render'
import { renderAppAt } from '../test-utils/render-app'
import { SELLER_NAV, USER_NAV } from './layouts/nav-items'

// docs/adding-a-feature.md's web steps, done: the worked example (web/test-utils/memo-feature) is
// one folder and one line in feature-list.ts, and the app serves its page, guards it and lists it
// in the navbar like every feature's.

vi.mock('./feature-list', async (importOriginal) => {
  const { FEATURE_ROUTES } = await importOriginal<typeof import('./feature-list')>()
  const { memoRoutes } = await import('#web/test-utils/memo-feature/routes.ts')
  return { FEATURE_ROUTES: [...FEATURE_ROUTES, memoRoutes] }
})

const signIn = (role: Role) => setSessionSnapshot(readSessionResponse(sessionBody(role)))

describe('a web feature added as the guide says', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    sessionStorage.clear()
    localStorage.clear()
    clearSessionState()
    rearmAuthFailure()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('is served in its area, with what its call answers', async () => {
    signIn('seller')
    fakeFetch({ 'GET /api/seller/memo': { status: 200, body: { changes_seen: 3 } } })
    renderAppAt('/seller/memo')
    expect(await screen.findByRole('heading', { name: 'Memo Cabang' })).toBeTruthy()
    expect(await screen.findByText('Perubahan pesanan: 3')).toBeTruthy()
  })

  it('is guarded: a buyer opening it goes to his own home', async () => {
    signIn('user')
    fakeFetch({ 'GET /api/cart': { status: 404, body: { code: 'NOT_FOUND', detail: 'Tidak ada' } } })
    const app = renderAppAt('/seller/memo')
    expect(await screen.findByRole('heading', { name: 'Cari Produk' })).toBeTruthy()
    expect(app.location()).toBe('/user/produk')
    expect(screen.queryByRole('heading', { name: 'Memo Cabang' })).toBeNull()
  })

  it("is listed in its area's navbar at its place, and only there", () => {
    expect(SELLER_NAV.map((item) => item.label)).toEqual([
      'Produk',
      'Pesanan',
      'Sisa Pesanan',
      'Selisih',
      'Tanya Part',
      'Laporan',
      'Memo',
      'Manajemen User',
      'Profil',
      'Bantuan',
    ])
    expect(SELLER_NAV.find((item) => item.label === 'Memo')).toEqual({
      label: 'Memo',
      to: '/seller/memo',
      activePrefix: '/seller/memo',
    })
    expect(USER_NAV.map((item) => item.label)).not.toContain('Memo')
  })
})
