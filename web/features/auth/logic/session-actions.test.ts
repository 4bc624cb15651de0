// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test loads the session modules afresh: the session store is a module-level singleton.
async function freshSession() {
  vi.resetModules()
  const actions = await import('./session-actions')
  const store = await import('./session-store')
  return { ...actions, ...store }
}

const ME = {
  user: { id: 7, username: 'bengkel.maju', first_name: 'Maju', last_name: '', store_id: 3, branch_id: 1 },
  role: 'user',
  roles: ['user'],
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  document.cookie = 'csrf=token-1; path=/'
  sessionStorage.clear()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
})

describe('hydrateSession without a network', () => {
  it("opens the app with the tab's last session and asks me again when the network returns", async () => {
    sessionStorage.setItem('session_snapshot', JSON.stringify(ME))
    const s = await freshSession()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await s.hydrateSession('/user/produk/all')
    expect(s.getSessionState()).toMatchObject({ status: 'ready', role: 'user', user: { id: 7 } })

    fetchMock.mockResolvedValueOnce(answer(200, { ...ME, user: { ...ME.user, first_name: 'Maju Jaya' } }))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(s.getSessionState().user?.first_name).toBe('Maju Jaya'))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('keeps waiting with the loader when the tab has no last session, then follows the answer', async () => {
    const s = await freshSession()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await s.hydrateSession('/user/produk/all')
    expect(s.getSessionState().status).toBe('loading')

    fetchMock.mockResolvedValueOnce(answer(200, ME))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(s.getSessionState()).toMatchObject({ status: 'ready', role: 'user' }))
  })

  it('a session that ended while offline is cleared, and forgotten, once the server says so', async () => {
    sessionStorage.setItem('session_snapshot', JSON.stringify(ME))
    const s = await freshSession()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await s.hydrateSession('/user/keranjang')
    expect(s.getSessionState().user?.id).toBe(7)

    fetchMock.mockResolvedValueOnce(answer(401, { code: 'UNAUTHENTICATED', detail: 'Belum masuk' }))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(s.getSessionState()).toMatchObject({ status: 'ready', user: null, role: null }))
    expect(sessionStorage.getItem('session_snapshot')).toBeNull()
  })

  it('a server that answers with an error is a failure, not an outage: the role is cleared (product.md §2.2)', async () => {
    sessionStorage.setItem('session_snapshot', JSON.stringify(ME))
    const s = await freshSession()
    fetchMock.mockResolvedValueOnce(answer(401, { code: 'UNAUTHENTICATED', detail: 'Belum masuk' }))
    await s.hydrateSession('/user/produk')
    expect(s.getSessionState()).toMatchObject({ status: 'ready', user: null })
  })

  it('a login while offline-waiting wins over the late answer of the older me', async () => {
    const s = await freshSession()
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await s.hydrateSession('/user/produk')
    s.applySnapshot({ ...s.getSessionState(), user: { ...ME.user, id: 9 } as never, role: 'seller', roles: ['seller'] })
    fetchMock.mockResolvedValueOnce(answer(200, ME))
    window.dispatchEvent(new Event('online'))
    await new Promise((r) => setTimeout(r, 20))
    expect(s.getSessionState()).toMatchObject({ role: 'seller', user: { id: 9 } })
  })
})

describe('applySnapshot', () => {
  it('remembers the answer for this tab, and logout forgets it', async () => {
    const s = await freshSession()
    s.applySnapshot({ user: ME.user as never, role: 'user', roles: ['user'], mustChangePassword: false })
    expect(JSON.parse(sessionStorage.getItem('session_snapshot') ?? 'null')).toMatchObject({ role: 'user', user: { id: 7 } })
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }))
    await s.logout()
    expect(sessionStorage.getItem('session_snapshot')).toBeNull()
  })
})
