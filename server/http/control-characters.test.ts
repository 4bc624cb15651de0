import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'
import { jsonHasControl, urlHasControl } from './control-characters'

describe('control characters', () => {
  it('are found raw or escaped anywhere in an address', () => {
    expect(urlHasControl('/api/products-osc?q=1230A%00')).toBe(true)
    expect(urlHasControl('/api/orders/1%0a2')).toBe(true)
    expect(urlHasControl('/api/orders?q=a%7Fb')).toBe(true)
    expect(urlHasControl('/api/orders?q=BRAKE%20PAD&cursor=abc%3D')).toBe(false)
    expect(urlHasControl('/api/orders?q=%E0%A4%A')).toBe(false)
  })

  it('are found in JSON strings and keys, except tab and line breaks in text', () => {
    expect(jsonHasControl({ note_user: 'Kirim pagi\nSebelum jam 9\t(r)' })).toBe(false)
    expect(jsonHasControl({ lines: [{ note: 'a\u0000b' }] })).toBe(true)
    expect(jsonHasControl({ 'k\u0001': 1 })).toBe(true)
    expect(jsonHasControl({ username: 'budi\u001b[31m' })).toBe(true)
  })
})

describe('a request carrying control characters', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('is a 400 with a sentence, before sign-in is even asked', async () => {
    for (const url of ['/api/products-osc?q=1230A%00', '/api/orders?q=%01', '/api/orders/1%00']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: 'Data berisi karakter yang tidak diizinkan.' })
    }
  })

  it('is refused in a JSON body', async () => {
    const csrf = await t.app.inject({ method: 'GET', url: '/api/auth/csrf' })
    const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?scheme=scrypt',
      headers: { cookie, 'x-csrf-token': csrf.json().csrf },
      payload: { username: 'demo\u0000.user', password: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe('Data berisi karakter yang tidak diizinkan.')
  })
})
