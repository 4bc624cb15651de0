import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'
import { defaultParams, hashPassword, parseHash } from './password'

let t: TestApp
let storeId: number
let branchId: number

beforeAll(async () => {
  t = await startTestApp()
  const branch = await buildBranch(t.database.db, 'JKT01')
  branchId = branch.id
  storeId = (await buildStore(t.database.db, branch.id)).id
})
afterAll(() => t.close())

async function buyer(username: string, extra: { isActive?: boolean } = {}) {
  return buildUser(t.database.db, { username, password: 'rahasia1', roles: ['user'], storeId, ...extra })
}

describe('POST /api/auth/login', () => {
  beforeEach(() => t.clock.set('2026-11-20T03:00:00Z'))

  it('signs a buyer in with a normalised username and sets httpOnly session + csrf cookies', async () => {
    const user = await buyer('budi.jaya')
    const agent = new Agent(t.app)
    const res = await agent.login('  Budi.Jaya \t', 'rahasia1')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ id: user.id, role: 'user', roles: ['user'], user: { id: user.id, username: 'budi.jaya' } })
    const sid = res.cookies.find((c) => c.name === 'sid')
    const csrf = res.cookies.find((c) => c.name === 'csrf')
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(csrf?.httpOnly).toBeFalsy()
    expect(csrf?.value).toMatch(/^s\./)
    const me = await agent.get('/api/auth/me')
    expect(me.statusCode).toBe(200)
    expect(me.json().user.store_id).toBe(storeId)
  })

  it('answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown user alike', async () => {
    await buyer('salah.sandi')
    const agent = new Agent(t.app)
    const wrong = await agent.login('salah.sandi', 'bukanitu')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', detail: expect.any(String) })
    const unknown = await agent.login('tidak.ada', 'bukanitu')
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().code).toBe('INVALID_CREDENTIALS')
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined()
  })

  it('locks the account after 10 consecutive failures for 15 minutes, then lets it in again', async () => {
    await buyer('kunci.akun')
    const agent = new Agent(t.app)
    for (let i = 1; i <= 9; i++) {
      expect((await agent.login('kunci.akun', 'salah123')).statusCode).toBe(401)
    }
    const tenth = await agent.login('kunci.akun', 'salah123')
    expect(tenth.statusCode).toBe(423)
    const lockedUntil = tenth.json().locked_until
    expect(tenth.json().code).toBe('AUTH_LOCKED')
    expect(new Date(lockedUntil).getTime()).toBe(t.clock.now().getTime() + 15 * 60_000)

    // even the right password is refused while locked
    t.clock.advance(14 * 60_000)
    const stillLocked = await agent.login('kunci.akun', 'rahasia1')
    expect(stillLocked.statusCode).toBe(423)
    expect(stillLocked.json().locked_until).toBe(lockedUntil)

    t.clock.advance(60_000 + 1)
    const open = await agent.login('kunci.akun', 'rahasia1')
    expect(open.statusCode).toBe(200)
    const row = await t.database.db
      .selectFrom('users')
      .select(['failed_login_count', 'locked_until'])
      .where('username', '=', 'kunci.akun')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ failed_login_count: 0, locked_until: null })
  })

  it('resets the failure count on success, so failures must be consecutive to lock', async () => {
    await buyer('hampir.kunci')
    const agent = new Agent(t.app)
    for (let i = 0; i < 9; i++) await agent.login('hampir.kunci', 'salah123')
    expect((await agent.login('hampir.kunci', 'rahasia1')).statusCode).toBe(200)
    for (let i = 0; i < 9; i++) expect((await agent.login('hampir.kunci', 'salah123')).statusCode).toBe(401)
  })

  it('answers 403 ACCOUNT_NO_ACCESS for a deactivated account with the right password only', async () => {
    await buyer('nonaktif', { isActive: false })
    const agent = new Agent(t.app)
    expect((await agent.login('nonaktif', 'salah123')).statusCode).toBe(401)
    const res = await agent.login('nonaktif', 'rahasia1')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ code: 'ACCOUNT_NO_ACCESS', detail: 'Akun Anda tidak memiliki akses.' })
  })

  it('refuses bodies that are not strictly {username, password, role?}', async () => {
    const agent = new Agent(t.app)
    await agent.get('/api/auth/csrf')
    for (const body of [
      { username: 'budi', password: 'x', is_admin: true },
      { username: ['budi'], password: 'rahasia1' },
      { username: 'budi', password: 123456 },
      { username: 'budi\u0000', password: 'rahasia1' },
      { username: 'budi', password: 'rahasia1', role: 'superuser' },
    ]) {
      const res = await agent.post('/api/auth/login?scheme=scrypt', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    const text = await agent.post('/api/auth/login', JSON.stringify({ username: 'a', password: 'b' }), {
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.statusCode).toBe(415)
    expect((await agent.post('/api/auth/login', '{"username":')).statusCode).toBe(400)
  })

  it('upgrades a hash made with older parameters at the next successful login', async () => {
    const old = await hashPassword('rahasia1', defaultParams(11))
    await buildUser(t.database.db, { username: 'hash.lama', roles: ['user'], storeId, passwordHash: old })
    expect((await new Agent(t.app).login('hash.lama', 'rahasia1')).statusCode).toBe(200)
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'hash.lama')
      .executeTakeFirstOrThrow()
    expect(parseHash(row.password_hash)?.logN).toBe(10)
  })

  it('gives staff the seller role and a dual account no role until it picks one', async () => {
    await buildUser(t.database.db, { username: 'staf.satu', password: 'rahasia1', roles: ['seller'], branchId })
    await buildUser(t.database.db, { username: 'dua.peran', password: 'rahasia1', roles: ['user', 'seller'], storeId, branchId })
    expect((await new Agent(t.app).login('staf.satu', 'rahasia1')).json().role).toBe('seller')
    const dual = new Agent(t.app)
    const res = await dual.login('dua.peran', 'rahasia1')
    expect(res.json()).toMatchObject({ role: null, roles: ['user', 'seller'] })
    const remembered = await new Agent(t.app).login('dua.peran', 'rahasia1', 'seller')
    expect(remembered.json().role).toBe('seller')
    // asking for a role not held grants nothing: the dual account picks, staff stay staff
    expect((await new Agent(t.app).login('dua.peran', 'rahasia1', 'admin')).json().role).toBeNull()
    const staff = await new Agent(t.app).login('staf.satu', 'rahasia1', 'admin')
    expect(staff.json()).toMatchObject({ role: 'seller', roles: ['seller'] })
  })
})

describe('login rate limit per address', () => {
  it('answers 429 once one address tries faster than the limit, before any hashing', async () => {
    const limited = await startTestApp({ loginRatePerMinute: 3 })
    try {
      const agent = new Agent(limited.app)
      const codes: number[] = []
      for (let i = 0; i < 5; i++) codes.push((await agent.login('siapa.saja', 'salah123')).statusCode)
      expect(codes).toEqual([401, 401, 401, 429, 429])
      expect((await agent.login('siapa.saja', 'salah123')).json()).toMatchObject({
        code: 'RATE_LIMITED',
        detail: 'Terlalu banyak percobaan. Coba lagi nanti.',
      })
      limited.clock.advance(61_000)
      expect((await agent.login('siapa.saja', 'salah123')).statusCode).toBe(401)
    } finally {
      await limited.close()
    }
  })
})
