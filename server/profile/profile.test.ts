import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import type { Role } from '#common/roles.ts'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'
import { postForm } from '../test/multipart'

// product.md §2.14, §3 (the answer), §5.5 (the fields): one's own profile for buyers, staff and dual accounts;
// email and mobile set once while unset, with the sentences the form shows; names by the rules of
// common/account-rules.ts; unknown fields refused before anything is written.
let t: TestApp
let branch: Awaited<ReturnType<typeof buildBranch>>
let otherBranch: Awaited<ReturnType<typeof buildBranch>>
let store: Awaited<ReturnType<typeof buildStore>>

beforeAll(async () => {
  t = await startTestApp()
  branch = await buildBranch(t.database.db)
  otherBranch = await buildBranch(t.database.db)
  store = await buildStore(t.database.db, branch.id, { name: 'TOKO MAJU JAYA' })
})
afterAll(() => t.close())

type Kind = 'buyer' | 'staff' | 'dual'

/** A fresh account of the kind, signed in; a dual account's staff branch differs from its store's. */
async function signedIn(kind: Kind = 'buyer', role?: Role) {
  const roles: Role[] = kind === 'buyer' ? ['user'] : kind === 'staff' ? ['seller'] : ['user', 'seller']
  const user = await buildUser(t.database.db, {
    roles,
    storeId: kind === 'staff' ? null : store.id,
    branchId: kind === 'buyer' ? null : otherBranch.id,
  })
  const agent = new Agent(t.app)
  const login = await agent.login(user.username, 'rahasia1', role)
  expect(login.statusCode, login.body).toBe(200)
  return { user, agent }
}

const row = (id: number) => t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const setColumn = (id: number, values: { email?: string | null; mobile?: string | null; created_at?: Date }) =>
  t.database.db.updateTable('users').set(values).where('id', '=', id).execute()

function expectFieldInvalid(res: { statusCode: number; body: string; json(): unknown }, field: string, detail: string) {
  expect(res.statusCode, res.body).toBe(422)
  expect(res.json()).toEqual({ code: 'FIELD_INVALID', detail, field })
}

describe('without a session', () => {
  it('every profile route answers 401', async () => {
    const agent = new Agent(t.app)
    await agent.get('/api/auth/csrf')
    const answers = [
      await agent.get('/api/profile/me'),
      await agent.post('/api/profile/email', { email: 'budi@contoh.co.id' }),
      await agent.post('/api/profile/mobile', { mobile: '081234567890' }),
      await agent.post('/api/profile/basic', { first_name: 'Budi', last_name: 'Santoso' }),
      await postForm(agent, '/api/profile/photo', {}, { name: 'a.png', bytes: Buffer.from('x') }),
      await agent.get('/api/avatars/AAAAAAAAAAAAAAAAAAAAAA'),
    ]
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(401)
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', detail: 'Sesi berakhir. Masuk kembali.' })
    }
  })
})

describe('GET /api/profile/me', () => {
  it('shows a buyer his store, its branch as the dealer, and the day he joined', async () => {
    const { user, agent } = await signedIn('buyer')
    await setColumn(user.id, { created_at: new Date('2025-01-02T03:04:05Z') })
    const res = await agent.get('/api/profile/me')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      first_name: 'Budi',
      last_name: 'Santoso',
      email: null,
      mobile: null,
      joined_at: '2025-01-02T03:04:05.000Z',
      store_name: 'TOKO MAJU JAYA',
      dealer_name: branch.name,
      avatar_url: null,
      role: 'user',
      roles: ['user'],
    })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('shows staff their own branch and no store', async () => {
    const { agent } = await signedIn('staff')
    expect((await agent.get('/api/profile/me')).json()).toMatchObject({
      store_name: null,
      dealer_name: otherBranch.name,
      role: 'seller',
      roles: ['seller'],
    })
  })

  it('shows a dual account both roles, and the dealer of the role it works in', async () => {
    const asBuyer = await signedIn('dual', 'user')
    expect((await asBuyer.agent.get('/api/profile/me')).json()).toMatchObject({
      store_name: 'TOKO MAJU JAYA',
      dealer_name: branch.name,
      role: 'user',
      roles: ['user', 'seller'],
    })
    const asStaff = await signedIn('dual', 'seller')
    expect((await asStaff.agent.get('/api/profile/me')).json()).toMatchObject({
      store_name: 'TOKO MAJU JAYA',
      dealer_name: otherBranch.name,
      role: 'seller',
      roles: ['user', 'seller'],
    })
  })

  it("shows '' and '-' as unset (null)", async () => {
    const { user, agent } = await signedIn()
    for (const email of ['', '-', ' - ']) {
      await setColumn(user.id, { email })
      expect((await agent.get('/api/profile/me')).json().email).toBeNull()
    }
  })
})

describe('POST /api/profile/email', () => {
  it('sets it once, trimmed and lowercased, and answers the profile', async () => {
    const { user, agent } = await signedIn()
    const res = await agent.post('/api/profile/email', { email: '  Budi@Contoh.CO.ID ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: user.id, email: 'budi@contoh.co.id' })
    expect((await row(user.id)).email).toBe('budi@contoh.co.id')

    const again = await agent.post('/api/profile/email', { email: 'lain@contoh.co.id' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      code: 'PROFILE_FIELD_LOCKED',
      detail: 'Email sudah diisi dan tidak bisa diubah.',
      field: 'email',
    })
    expect((await row(user.id)).email).toBe('budi@contoh.co.id')
  })

  it("may be set when it was stored as '-' or ''", async () => {
    for (const stored of ['-', '', '  ']) {
      const { user, agent } = await signedIn()
      await setColumn(user.id, { email: stored })
      const res = await agent.post('/api/profile/email', { email: 'budi@contoh.co.id' })
      expect(res.statusCode, `${JSON.stringify(stored)}: ${res.body}`).toBe(200)
      expect((await row(user.id)).email).toBe('budi@contoh.co.id')
    }
  })

  it('refuses each bad form with the sentence of the form, and stores nothing', async () => {
    const { user, agent } = await signedIn()
    const cases: Array<[string, string]> = [
      ['budi.contoh.co.id', ACCOUNT_TEXT.emailAt],
      ['@contoh.co.id', ACCOUNT_TEXT.emailAt],
      ['budi@@contoh.co.id', ACCOUNT_TEXT.emailAt],
      ['budi@contoh', ACCOUNT_TEXT.emailDomain],
      ['budi@contoh.c', ACCOUNT_TEXT.emailDomain],
      ['budi@-contoh.com', ACCOUNT_TEXT.emailDomain],
      ['bu di@contoh.com', ACCOUNT_TEXT.emailDomain],
      [`${'a'.repeat(40)}@contoh.com`, ACCOUNT_TEXT.emailLong],
      ['', ACCOUNT_TEXT.emailAt],
    ]
    for (const [email, detail] of cases) expectFieldInvalid(await agent.post('/api/profile/email', { email }), 'email', detail)
    expect((await row(user.id)).email).toBeNull()
  })

  it('refuses a NUL byte with 400 before anything runs', async () => {
    const { user, agent } = await signedIn()
    const res = await agent.post('/api/profile/email', { email: 'budi\u0000@contoh.co.id' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_ERROR')
    expect((await row(user.id)).email).toBeNull()
  })

  it('lets exactly one of two concurrent sets win', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, agent } = await signedIn()
      const second = new Agent(t.app)
      await second.login(user.username, 'rahasia1')
      const [a, b] = await Promise.all([
        agent.post('/api/profile/email', { email: 'satu@contoh.co.id' }),
        second.post('/api/profile/email', { email: 'dua@contoh.co.id' }),
      ])
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
      const winner = a.statusCode === 200 ? 'satu@contoh.co.id' : 'dua@contoh.co.id'
      expect((await row(user.id)).email).toBe(winner)
    }
  })
})

describe('POST /api/profile/mobile', () => {
  it('normalises the ways people type a number to 08…', async () => {
    const cases: Array<[string, string]> = [
      ['081234567890', '081234567890'],
      ['6281234567890', '081234567890'],
      ['+62 812-3456-7890', '081234567890'],
      ['81234567890', '081234567890'],
      ['(0812) 3456 789', '08123456789'],
      ['0812-3456-78', '0812345678'],
    ]
    for (const [typed, stored] of cases) {
      const { user, agent } = await signedIn()
      const res = await agent.post('/api/profile/mobile', { mobile: typed })
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200)
      expect(res.json().mobile).toBe(stored)
      expect((await row(user.id)).mobile).toBe(stored)
    }
  })

  it('refuses numbers too short, too long or not a mobile, with the profile sentence', async () => {
    const { user, agent } = await signedIn()
    for (const mobile of ['0812345', '081234567', '08123456789012', '+62 812 3456 7890 12', '0212345678', '0812abc4567', '']) {
      expectFieldInvalid(await agent.post('/api/profile/mobile', { mobile }), 'mobile', ACCOUNT_TEXT.profileMobile)
    }
    expect((await row(user.id)).mobile).toBeNull()
  })

  it('is set once: a second number is 409 and the first stays', async () => {
    const { user, agent } = await signedIn()
    expect((await agent.post('/api/profile/mobile', { mobile: '081234567890' })).statusCode).toBe(200)
    const again = await agent.post('/api/profile/mobile', { mobile: '081111111111' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      code: 'PROFILE_FIELD_LOCKED',
      detail: 'Nomor HP sudah diisi dan tidak bisa diubah.',
      field: 'mobile',
    })
    expect((await row(user.id)).mobile).toBe('081234567890')
  })

  it('lets exactly one of two concurrent sets win', async () => {
    const { user, agent } = await signedIn('staff')
    const [a, b] = await Promise.all([
      agent.post('/api/profile/mobile', { mobile: '081234567890' }),
      agent.post('/api/profile/mobile', { mobile: '081111111111' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect((await row(user.id)).mobile).toBe(a.statusCode === 200 ? '081234567890' : '081111111111')
  })
})

describe('POST /api/profile/basic', () => {
  it('saves both names, spaces tidied, and answers the profile', async () => {
    const { user, agent } = await signedIn('staff')
    const res = await agent.post('/api/profile/basic', { first_name: '  Siti  Nur ', last_name: "O'Neil-2" })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ first_name: 'Siti Nur', last_name: "O'Neil-2" })
    expect(await row(user.id)).toMatchObject({ first_name: 'Siti Nur', last_name: "O'Neil-2" })
    const fifteen = await agent.post('/api/profile/basic', { first_name: 'A'.repeat(15), last_name: 'R2D2' })
    expect(fifteen.statusCode).toBe(200)
  })

  it('shows the new name in /auth/me at once, not after the session cache expires', async () => {
    const { agent } = await signedIn('staff')
    expect((await agent.get('/api/auth/me')).statusCode).toBe(200)
    await agent.post('/api/profile/basic', { first_name: 'Wahyu', last_name: 'Baru' })
    expect((await agent.get('/api/auth/me')).json().user).toMatchObject({ first_name: 'Wahyu', last_name: 'Baru' })
  })

  it('refuses 16 characters, an empty name or a leading apostrophe, and keeps the old names', async () => {
    const { user, agent } = await signedIn()
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ first_name: 'A'.repeat(16), last_name: 'Santoso' }, 'first_name', ACCOUNT_TEXT.firstName],
      [{ first_name: 'Budi', last_name: 'B'.repeat(16) }, 'last_name', ACCOUNT_TEXT.lastName],
      [{ first_name: '', last_name: 'Santoso' }, 'first_name', ACCOUNT_TEXT.firstName],
      [{ first_name: '   ', last_name: 'Santoso' }, 'first_name', ACCOUNT_TEXT.firstName],
      [{ first_name: 'Budi', last_name: '' }, 'last_name', ACCOUNT_TEXT.lastName],
      [{ first_name: "'Budi", last_name: 'Santoso' }, 'first_name', ACCOUNT_TEXT.firstName],
      [{ first_name: 'Budi<b>', last_name: 'Santoso' }, 'first_name', ACCOUNT_TEXT.firstName],
    ]
    for (const [body, field, detail] of cases) expectFieldInvalid(await agent.post('/api/profile/basic', body), field, detail)
    expect(await row(user.id)).toMatchObject({ first_name: 'Budi', last_name: 'Santoso' })
  })

  it('refuses a missing name or a name that is not text with 400', async () => {
    const { agent } = await signedIn()
    expect((await agent.post('/api/profile/basic', { first_name: 'Budi' })).statusCode).toBe(400)
    expect((await agent.post('/api/profile/basic', { first_name: 'Budi', last_name: 7 })).statusCode).toBe(400)
  })
})

describe('fields a profile call does not take', () => {
  it('are refused with 400 and nothing changes: roles, store, branch, username, activity, email in basic', async () => {
    const { user, agent } = await signedIn()
    const before = await row(user.id)
    const extras: Record<string, unknown> = {
      role: 'seller',
      roles: ['user', 'seller'],
      store_id: 999,
      branch_id: otherBranch.id,
      username: 'pembobol',
      is_active: false,
      id: 1,
    }
    for (const [key, value] of Object.entries(extras)) {
      const calls = [
        agent.post('/api/profile/email', { email: 'budi@contoh.co.id', [key]: value }),
        agent.post('/api/profile/mobile', { mobile: '081234567890', [key]: value }),
        agent.post('/api/profile/basic', { first_name: 'Lain', last_name: 'Nama', [key]: value }),
      ]
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${key}: ${res.body}`).toBe(400)
        expect(res.json().code).toBe('VALIDATION_ERROR')
      }
    }
    const inBasic = await agent.post('/api/profile/basic', { first_name: 'Lain', last_name: 'Nama', email: 'x@contoh.co.id' })
    expect(inBasic.statusCode).toBe(400)
    expect(await row(user.id)).toEqual(before)
  })

  it('a body that is not JSON is refused', async () => {
    const { agent } = await signedIn()
    const res = await agent.post('/api/profile/email', 'email=budi@contoh.co.id', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(415)
  })
})
