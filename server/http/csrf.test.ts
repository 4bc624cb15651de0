import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
  const branch = await buildBranch(t.database.db)
  const store = await buildStore(t.database.db, branch.id)
  await buildUser(t.database.db, { username: 'csrf.user', password: 'rahasia1', roles: ['user'], storeId: store.id })
})
afterAll(() => t.close())

const CSRF_INVALID = { code: 'CSRF_INVALID', detail: 'Token keamanan tidak valid. Muat ulang halaman lalu coba lagi.' }

describe('CSRF protection on every non-GET call', () => {
  it('refuses a login without the header, with a wrong header, or with a forged pre-login token', async () => {
    const agent = new Agent(t.app)
    await agent.get('/api/auth/csrf')
    const body = { username: 'csrf.user', password: 'rahasia1' }
    const missing = await agent.post('/api/auth/login', body, { csrf: null })
    expect(missing.statusCode).toBe(403)
    expect(missing.json()).toEqual(CSRF_INVALID)
    expect((await agent.post('/api/auth/login', body, { csrf: 'a.x.y' })).statusCode).toBe(403)

    const forged = new Agent(t.app)
    forged.setCookie('csrf', 'a.bm9uY2U.Zm9yZ2Vk')
    expect((await forged.post('/api/auth/login', body)).statusCode).toBe(403)
    expect((await agent.post('/api/auth/login', body)).statusCode).toBe(200)
  })

  it('ties the token to the session: another session’s token does not work', async () => {
    const a = new Agent(t.app)
    const b = new Agent(t.app)
    await a.login('csrf.user', 'rahasia1')
    await b.login('csrf.user', 'rahasia1')
    const res = await a.post('/api/auth/logout', undefined, { csrf: b.cookie('csrf') })
    expect(res.statusCode).toBe(403)
    expect((await a.get('/api/auth/me')).statusCode).toBe(200)
  })

  it('refuses cross-site requests even with a matching token', async () => {
    const agent = new Agent(t.app)
    await agent.login('csrf.user', 'rahasia1')
    const evil = await agent.post('/api/auth/logout', undefined, { headers: { origin: 'https://evil.example' } })
    expect(evil.statusCode).toBe(403)
    const fetchSite = await agent.post('/api/auth/logout', undefined, { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(fetchSite.statusCode).toBe(403)
    const sameOrigin = await agent.post('/api/auth/logout', undefined, { headers: { origin: 'http://localhost:80' } })
    expect(sameOrigin.statusCode).toBe(200)
  })

  it('keeps GET free of the check and answers API errors with the one body shape', async () => {
    const anon = new Agent(t.app)
    expect((await anon.get('/api/healthz')).statusCode).toBe(200)
    const missing = await anon.get('/api/tidak-ada')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', detail: 'Alamat tidak ditemukan.' })
    expect(missing.headers['cache-control']).toBe('no-store')
  })
})
