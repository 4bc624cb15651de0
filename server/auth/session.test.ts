import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'

let t: TestApp
let storeId: number
let branchId: number

beforeAll(async () => {
  t = await startTestApp()
  const branch = await buildBranch(t.database.db)
  branchId = branch.id
  storeId = (await buildStore(t.database.db, branch.id)).id
})
afterAll(() => t.close())

let n = 0
async function signedIn(roles: ('user' | 'seller')[] = ['user']) {
  const username = `sesi.${++n}`
  const user = await buildUser(t.database.db, { username, password: 'rahasia1', roles, storeId, branchId })
  const agent = new Agent(t.app)
  const res = await agent.login(username, 'rahasia1')
  expect(res.statusCode).toBe(200)
  return { agent, user, username }
}

describe('GET /api/auth/me', () => {
  it('answers 401 without a session and with a made-up session cookie', async () => {
    const anon = new Agent(t.app)
    const res = await anon.get('/api/auth/me')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', detail: 'Sesi berakhir. Masuk kembali.' })
    anon.setCookie('sid', 'x'.repeat(43))
    expect((await anon.get('/api/auth/me')).statusCode).toBe(401)
  })

  it('ends a session after the idle timeout and after the absolute limit', async () => {
    const idle = await signedIn()
    t.clock.advance(59 * 60_000)
    expect((await idle.agent.get('/api/auth/me')).statusCode).toBe(200)
    t.clock.advance(59 * 60_000) // sliding: the last call renewed it
    expect((await idle.agent.get('/api/auth/me')).statusCode).toBe(200)
    t.clock.advance(61 * 60_000)
    expect((await idle.agent.get('/api/auth/me')).statusCode).toBe(401)

    const busy = await signedIn()
    for (let i = 0; i < 14; i++) {
      t.clock.advance(50 * 60_000)
      expect((await busy.agent.get('/api/auth/me')).statusCode).toBe(200)
    }
    t.clock.advance(30 * 60_000) // 12 h 10 min after sign-in, though never idle
    expect((await busy.agent.get('/api/auth/me')).statusCode).toBe(401)
  })
})

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server, not only the cookie', async () => {
    const { agent } = await signedIn()
    const sid = agent.cookie('sid')
    const csrf = agent.cookie('csrf')
    const res = await agent.post('/api/auth/logout')
    expect(res.statusCode).toBe(200)
    expect(agent.cookie('sid')).toBeUndefined()
    const replay = new Agent(t.app)
    replay.setCookie('sid', sid)
    replay.setCookie('csrf', csrf)
    expect((await replay.get('/api/auth/me')).statusCode).toBe(401)
  })
})

describe('session rotation', () => {
  it('issues a new session id at login and revokes the one the browser came with', async () => {
    const { agent, username } = await signedIn()
    const first = agent.cookie('sid')
    await agent.login(username, 'rahasia1')
    expect(agent.cookie('sid')).not.toBe(first)
    const old = new Agent(t.app)
    old.setCookie('sid', first)
    expect((await old.get('/api/auth/me')).statusCode).toBe(401)
  })

  it('lets a dual account pick a role, renewing the session id, and refuses a role it lacks', async () => {
    const dual = await signedIn(['user', 'seller'])
    expect((await dual.agent.get('/api/auth/me')).json().role).toBeNull()
    const before = dual.agent.cookie('sid')
    const picked = await dual.agent.post('/api/auth/role', { role: 'seller' })
    expect(picked.statusCode).toBe(200)
    expect(picked.json().role).toBe('seller')
    expect(dual.agent.cookie('sid')).not.toBe(before)
    expect((await dual.agent.get('/api/auth/me')).json().role).toBe('seller')

    const buyer = await signedIn(['user'])
    const refused = await buyer.agent.post('/api/auth/role', { role: 'seller' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('ROLE_NOT_HELD')
  })
})

describe('POST /api/auth/change-password', () => {
  it('needs the current password and the one rule of 6–64 characters, then revokes every session', async () => {
    const { agent, username } = await signedIn()
    const other = new Agent(t.app)
    await other.login(username, 'rahasia1')
    const url = '/api/auth/change-password?scheme=scrypt&store=scrypt'

    const wrong = await agent.post(url, { current_password: 'salah123', new_password: 'barubaru' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS')
    const short = await agent.post(url, { current_password: 'rahasia1', new_password: '12345' })
    expect(short.statusCode).toBe(422)
    expect(short.json()).toEqual({ code: 'PASSWORD_LENGTH_INVALID', detail: 'Panjang password 6–64 karakter.' })
    const long = await agent.post(url, { current_password: 'rahasia1', new_password: 'x'.repeat(65) })
    expect(long.json()).toEqual({ code: 'PASSWORD_LENGTH_INVALID', detail: 'Panjang password 6–64 karakter.' })

    // 40 characters: what the profile's form accepts, and the staff's forms too
    const chosen = 'sandibaru1'.repeat(4)
    const ok = await agent.post(url, { current_password: 'rahasia1', new_password: chosen })
    expect(ok.statusCode).toBe(200)
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401)
    expect((await other.get('/api/auth/me')).statusCode).toBe(401)
    expect((await new Agent(t.app).login(username, 'rahasia1')).statusCode).toBe(401)
    expect((await new Agent(t.app).login(username, chosen)).statusCode).toBe(200)
  })

  it('answers 401 without a session', async () => {
    const anon = new Agent(t.app)
    await anon.get('/api/auth/csrf')
    const res = await anon.post('/api/auth/change-password', { current_password: 'a', new_password: 'b' })
    expect(res.statusCode).toBe(401)
  })
})
