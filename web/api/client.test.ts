// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '../test-utils/render'
import { ApiError, api, apiDownload, rearmAuthFailure, setAuthFailureHandler, setPasswordChangeHandler } from './client'

function setCookie(value: string | null) {
  document.cookie = value === null ? 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' : `csrf=${value}; path=/`
}

describe('api client', () => {
  const handler = vi.fn()

  beforeEach(() => {
    setCookie('tok123')
    window.history.replaceState(null, '', '/user/produk')
    setAuthFailureHandler(handler)
    rearmAuthFailure()
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    handler.mockReset()
    setCookie(null)
  })

  it('sends the CSRF header on non-GET calls only, with cookies and JSON', async () => {
    const { calls, fetchMock } = fakeFetch({
      'GET /api/cart': { status: 200, body: { items: [] } },
      'POST /api/cart/items': { status: 200, body: { ok: true } },
    })
    await api.get('/cart', { query: { q: 'rem', page: 2, skip: undefined } })
    await api.post('/cart/items', { product_id: 1, qty: 2 })
    expect(calls[0].path).toBe('/api/cart?q=rem&page=2')
    expect(calls[0].headers.get('X-CSRF-Token')).toBeNull()
    expect(calls[1].headers.get('X-CSRF-Token')).toBe('tok123')
    expect(calls[1].headers.get('Content-Type')).toBe('application/json')
    expect(calls[1].body).toBe('{"product_id":1,"qty":2}')
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ credentials: 'same-origin', method: 'POST' })
  })

  it('asks for a csrf cookie first when there is none', async () => {
    setCookie(null)
    const { calls } = fakeFetch({
      'GET /api/auth/csrf': { status: 200, body: { csrf: 'fresh' } },
      'POST /api/auth/logout': { status: 200, body: { ok: true } },
    })
    await api.post('/auth/logout')
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/csrf', '/api/auth/logout'])
    expect(calls[1].headers.get('X-CSRF-Token')).toBe('fresh')
  })

  it('throws a typed ApiError with code, detail and body', async () => {
    fakeFetch({ 'GET /api/orders/5': { status: 404, body: { code: 'NOT_FOUND', detail: 'Pesanan tidak ditemukan' } } })
    const error = await api.get('/orders/5').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'Pesanan tidak ditemukan' })
    expect((error as ApiError).body).toEqual({ code: 'NOT_FOUND', detail: 'Pesanan tidak ditemukan' })
  })

  it('reads an object detail with message and code', async () => {
    fakeFetch({ 'GET /api/x': { status: 409, body: { detail: { message: 'Bentrok', code: 'CONFLICT' } } } })
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError
    expect(error.detail).toBe('Bentrok')
    expect(error.code).toBe('CONFLICT')
  })

  it('logs out only once for several 401/403 answers', async () => {
    fakeFetch({ 'GET /api/cart': { status: 401, body: { code: 'UNAUTHENTICATED', detail: 'x' } } })
    await Promise.allSettled([api.get('/cart'), api.get('/cart'), api.get('/cart')])
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler).toHaveBeenCalledWith(401)
    rearmAuthFailure()
    await api.get('/cart').catch(() => undefined)
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('does not log out for calls that opt out, on /login, or for a 404', async () => {
    fakeFetch({
      'GET /api/auth/me': { status: 401, body: { code: 'UNAUTHENTICATED', detail: 'x' } },
      'GET /api/cart': { status: 404, body: { code: 'NOT_FOUND', detail: 'x' } },
      'GET /api/orders': { status: 403, body: { code: 'FORBIDDEN', detail: 'x' } },
    })
    await api.get('/auth/me', { ignoreAuthFailure: true }).catch(() => undefined)
    await api.get('/cart').catch(() => undefined)
    window.history.replaceState(null, '', '/login')
    await api.get('/orders').catch(() => undefined)
    expect(handler).not.toHaveBeenCalled()
  })

  it('never logs out on 403 PASSWORD_CHANGE_REQUIRED: it asks for the new password, even on calls that opt out', async () => {
    const passwordChange = vi.fn()
    setPasswordChangeHandler(passwordChange)
    const refused = { status: 403, body: { code: 'PASSWORD_CHANGE_REQUIRED', detail: 'Buat password baru terlebih dahulu.' } }
    fakeFetch({
      'GET /api/cart': refused,
      'POST /api/auth/role': refused,
      'GET /api/orders': { status: 403, body: { code: 'FORBIDDEN' } },
    })
    const error = (await api.get('/cart').catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' })
    await api.post('/auth/role', { role: 'user' }, { ignoreAuthFailure: true }).catch(() => undefined)
    expect(passwordChange).toHaveBeenCalledTimes(2)
    expect(handler).not.toHaveBeenCalled()
    // any other 403 still logs out once
    await api.get('/orders').catch(() => undefined)
    expect(handler).toHaveBeenCalledWith(403)
    setPasswordChangeHandler(null)
  })

  it('turns a network failure into status 0 and lets an abort through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const failure = (await api.get('/cart').catch((e: unknown) => e)) as ApiError
    expect(failure).toMatchObject({ status: 0, code: 'NETWORK_ERROR', detail: 'Terjadi kesalahan jaringan' })

    const controller = new AbortController()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('Aborted', 'AbortError')
      }),
    )
    controller.abort()
    const aborted = await api.get('/cart', { signal: controller.signal }).catch((e: unknown) => e)
    expect((aborted as Error).name).toBe('AbortError')
  })

  it('downloads a file answer with the CSRF header, named by Content-Disposition', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('P1\t2\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/plain', 'Content-Disposition': `attachment; filename*=UTF-8''DPO_1.txt` },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const file = await apiDownload('/orders/1/actions/export', { method: 'POST', fallbackName: 'x.txt' })
    expect(file.fileName).toBe('DPO_1.txt')
    expect(await file.blob.text()).toBe('P1\t2\r\n')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/orders/1/actions/export')
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('tok123')
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' })
  })

  it('turns a refused download into an ApiError and logs out once on 401', async () => {
    fakeFetch({
      'POST /api/orders/1/actions/export': { status: 401, body: { code: 'UNAUTHENTICATED', detail: 'Sesi berakhir' } },
    })
    const failure = await apiDownload('/orders/1/actions/export', { method: 'POST', fallbackName: 'x.txt' }).catch(
      (e: unknown) => e,
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', detail: 'Sesi berakhir' })
    expect(handler).toHaveBeenCalledTimes(1)
  })
})
