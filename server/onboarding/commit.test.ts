import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONE_TIME_PASSWORD_ALPHABET, type OnboardingPassword } from '#common/onboarding.ts'
import { verifyPassword } from '../auth'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import {
  buildOnboardingWorld,
  buyerRow,
  commit,
  type FileRow,
  type OnboardingWorld,
  signInAs,
  validateRows,
} from '../test/onboarding-factories'

// The commit: valid rows written in one transaction with their audit, one-time passwords answered
// once and kept only as hashes, the token used once by its own author, a file run again changing
// nothing, and a buyer of the file signing in with the sheet's password.
let t: TestApp
let world: OnboardingWorld
let admin: Agent
let staff: Agent

beforeAll(async () => {
  t = await startTestApp()
  world = await buildOnboardingWorld(t.database.db)
  admin = await signInAs(t.app, 'pusat.satu')
  staff = await signInAs(t.app, 'staf.jkt')
})
afterAll(() => t.close())

const db = () => t.database.db
const usersNamed = (usernames: string[]) =>
  db().selectFrom('users').selectAll().where('username', 'in', usernames).orderBy('username').execute()

async function validateAndCommit(agent: Agent, area: 'admin' | 'seller', rows: FileRow[]) {
  const checked = await validateRows(agent, area, rows)
  expect(checked.statusCode, checked.body).toBe(200)
  const token = checked.json().token as string
  const res = await commit(agent, area, token)
  return { checked: checked.json(), token, res }
}

/** Every row a commit may write: stores, accounts, their audit, and the tokens' use. */
async function everythingWritten() {
  const [stores, users, events, tokens] = await Promise.all([
    db().selectFrom('stores').select(['id', 'name', 'description']).orderBy('id').execute(),
    db().selectFrom('users').select(['id', 'store_id']).orderBy('id').execute(),
    db().selectFrom('account_events').select('id').orderBy('id').execute(),
    db().selectFrom('onboarding_tokens').select(['token_hash', 'used_at']).orderBy('token_hash').execute(),
  ])
  return { stores, users, events, tokens }
}

async function sheetRows(base64: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer)
  const rows: string[][] = []
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')))
  })
  return rows
}

describe('head office commits a file', () => {
  let passwords: OnboardingPassword[]
  const rows = [
    buyerRow(100, { store_description: 'Bengkel umum' }),
    buyerRow(101),
    buyerRow(102, { branch_code: 'BDG01' }),
    buyerRow(104, { branch_code: 'XYZ99' }),
  ]

  it('writes the valid rows, lists the others, and answers each new password once with the sheet', async () => {
    const { res } = await validateAndCommit(admin, 'admin', rows)
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    passwords = body.passwords
    expect(body.counts).toEqual({
      rows: 4,
      valid: 3,
      errors: 1,
      stores_new: 2,
      stores_changed: 0,
      stores_existing: 0,
      users_new: 3,
      users_existing: 0,
    })
    expect(body.skipped.map((r: { no: number; reason: string }) => [r.no, r.reason])).toEqual([
      [5, 'Cabang XYZ99 tidak ditemukan'],
    ])
    expect(passwords.map((p) => [p.username, p.branch_code, p.store_code, p.store_name, p.name])).toEqual([
      ['pelanggan.100', 'JKT01', 'C10050', 'BENGKEL NOMOR 10050', 'Agus Baru100'],
      ['pelanggan.101', 'JKT01', 'C10050', 'BENGKEL NOMOR 10050', 'Agus Baru101'],
      ['pelanggan.102', 'BDG01', 'C10051', 'BENGKEL NOMOR 10051', 'Agus Baru102'],
    ])
    for (const p of passwords) {
      expect(p.password).toHaveLength(12)
      expect([...p.password].every((ch) => ONE_TIME_PASSWORD_ALPHABET.includes(ch))).toBe(true)
    }
    expect(new Set(passwords.map((p) => p.password)).size).toBe(3)
    expect(body.sheet_file_name).toMatch(/^Kata_Sandi_Awal_\d{4}-\d{2}-\d{2}_\d{4}\.xlsx$/)
    const sheet = await sheetRows(body.sheet_xlsx_base64)
    expect(sheet[0]).toEqual(['No', 'Cabang', 'Kode IBS', 'Nama Toko', 'Username', 'Nama', 'Kata Sandi Awal'])
    expect(sheet.slice(1).map((r) => [r[4], r[6]])).toEqual(passwords.map((p) => [p.username, p.password]))
  })

  it('the accounts are plain buyers of their stores, made by head office, who must choose a password', async () => {
    const users = await usersNamed(['pelanggan.100', 'pelanggan.101', 'pelanggan.102'])
    const stores = await db()
      .selectFrom('stores')
      .selectAll()
      .where('ibs_cust_code', 'in', ['C10050', 'C10051'])
      .orderBy('ibs_cust_code')
      .execute()
    expect(stores.map((s) => [s.ibs_cust_code, s.branch_id, s.name, s.description])).toEqual([
      ['C10050', world.jkt.id, 'BENGKEL NOMOR 10050', 'Bengkel umum'],
      ['C10051', world.bdg.id, 'BENGKEL NOMOR 10051', null],
    ])
    expect(
      users.map((u) => [u.username, u.roles, u.store_id, u.branch_id, u.must_change_password, u.created_by, u.mobile]),
    ).toEqual([
      ['pelanggan.100', ['user'], stores[0].id, null, true, world.admin.id, '08121000100'],
      ['pelanggan.101', ['user'], stores[0].id, null, true, world.admin.id, '08121000101'],
      ['pelanggan.102', ['user'], stores[1].id, null, true, world.admin.id, '08121000102'],
    ])
    expect(await usersNamed(['pelanggan.104'])).toEqual([])
  })

  it('passwords are kept only as scrypt hashes; nothing of them is left anywhere else', async () => {
    const users = await usersNamed(passwords.map((p) => p.username))
    for (const [i, user] of users.entries()) {
      expect(user.password_hash).toMatch(/^scrypt\$10\$1\$1\$/)
      expect(user.password_hash).not.toContain(passwords[i].password)
      expect(await verifyPassword(passwords[i].password, user.password_hash)).toBe(true)
    }
    const tokens = await db()
      .selectFrom('onboarding_tokens')
      .select(['payload', 'used_at'])
      .where('used_at', 'is not', null)
      .execute()
    expect(tokens.every((row) => row.payload === null)).toBe(true)
    const audit = await sql<{
      text: string
    }>`select coalesce(string_agg(detail::text, ' '), '') as text from account_events`.execute(db())
    for (const p of passwords) expect(audit.rows[0].text).not.toContain(p.password)
  })

  it('the audit: created per store and account, one onboarded row per branch with its counts', async () => {
    const users = await usersNamed(passwords.map((p) => p.username))
    const events = await db()
      .selectFrom('account_events')
      .select(['user_id', 'store_id', 'action', 'actor_id', 'scope_branch_id', 'detail'])
      .where('actor_id', '=', world.admin.id)
      .orderBy('id')
      .execute()
    const created = events.filter((e) => e.action === 'created')
    expect(created.filter((e) => e.store_id !== null)).toHaveLength(2)
    expect(created.filter((e) => e.user_id !== null).map((e) => [e.user_id, e.scope_branch_id])).toEqual([
      [users[0].id, world.jkt.id],
      [users[1].id, world.jkt.id],
      [users[2].id, world.bdg.id],
    ])
    expect(created.find((e) => e.user_id === users[0].id)?.detail).toEqual({
      via: 'onboarding',
      role: 'user',
      must_change_password: true,
    })
    expect(created.find((e) => e.store_id !== null)?.detail).toEqual({ via: 'onboarding' })
    const onboarded = events.filter((e) => e.action === 'onboarded')
    expect(onboarded.map((e) => [e.scope_branch_id, e.user_id, e.store_id])).toEqual([
      [world.jkt.id, null, null],
      [world.bdg.id, null, null],
    ])
    expect(onboarded[0].detail).toMatchObject({
      via: 'onboarding',
      file: 'pelanggan.csv',
      branch_code: 'JKT01',
      counts: { stores_new: 1, users_new: 2 },
    })
  })

  it('a buyer of the file signs in with the sheet password and must choose his own first', async () => {
    const buyer = new Agent(t.app)
    const login = await buyer.login('Pelanggan.100', passwords[0].password)
    expect(login.statusCode, login.body).toBe(200)
    expect(login.json()).toMatchObject({ role: 'user', must_change_password: true })
    const cart = await buyer.get('/api/cart')
    expect(cart.statusCode).toBe(403)
    expect(cart.json().code).toBe('PASSWORD_CHANGE_REQUIRED')
  })

  it('running the same file again changes nothing and makes no password', async () => {
    const before = await db().selectFrom('users').select(['id', 'password_hash']).orderBy('id').execute()
    const again = await validateRows(admin, 'admin', rows)
    expect(again.json().rows.map((r: { store_action: string; user_action: string }) => [r.store_action, r.user_action])).toEqual([
      ['sudah ada', 'sudah ada'],
      ['sudah ada', 'sudah ada'],
      ['sudah ada', 'sudah ada'],
      [null, null],
    ])
    expect(again.json()).toMatchObject({ token: null, counts: { users_new: 0, users_existing: 3, stores_existing: 2 } })
    expect(await db().selectFrom('users').select(['id', 'password_hash']).orderBy('id').execute()).toEqual(before)
  })
})

describe('the token', () => {
  it('is used once: a second commit is 409 and answers no password', async () => {
    const { token, res } = await validateAndCommit(admin, 'admin', [buyerRow(200)])
    expect(res.statusCode).toBe(201)
    const second = await commit(admin, 'admin', token)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      code: 'ONBOARDING_ALREADY_COMMITTED',
      detail: 'Impor ini sudah disimpan. Kata sandi awal hanya ditampilkan sekali.',
    })
    expect(await usersNamed(['pelanggan.200'])).toHaveLength(1)
  })

  it('two submits at once: one writes, the other is 409', async () => {
    const checked = await validateRows(admin, 'admin', [buyerRow(210), buyerRow(212)])
    const token = checked.json().token
    const [a, b] = await Promise.all([commit(admin, 'admin', token), commit(admin, 'admin', token)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    expect(await usersNamed(['pelanggan.210', 'pelanggan.212'])).toHaveLength(2)
  })

  it("is bound to its author and area: another admin, staff or the seller area don't find it", async () => {
    await buildUser(db(), { username: 'pusat.dua', password: 'rahasia1', roles: ['admin'] })
    const otherAdmin = await signInAs(t.app, 'pusat.dua')
    const checked = await validateRows(admin, 'admin', [buyerRow(220)])
    const token = checked.json().token
    expect((await commit(otherAdmin, 'admin', token)).json()).toMatchObject({ code: 'ONBOARDING_TOKEN_INVALID' })
    const staffToken = (await validateRows(staff, 'seller', [buyerRow(222, { branch_code: '' })])).json().token
    expect((await commit(admin, 'admin', staffToken)).statusCode).toBe(404)
    const staffBdg = await signInAs(t.app, 'staf.bdg')
    expect((await commit(staffBdg, 'seller', staffToken)).statusCode).toBe(404)
    expect(await usersNamed(['pelanggan.220', 'pelanggan.222'])).toEqual([])
    // still the author's to use
    expect((await commit(admin, 'admin', token)).statusCode).toBe(201)
  })

  it('a person holding both roles cannot carry a staff check into the admin area', async () => {
    await buildUser(db(), { username: 'dua.peran', password: 'rahasia1', roles: ['seller', 'admin'], branchId: world.jkt.id })
    const both = new Agent(t.app)
    await both.login('dua.peran', 'rahasia1', 'seller')
    const token = (await validateRows(both, 'seller', [buyerRow(230, { branch_code: '' })])).json().token
    expect((await both.post('/api/auth/role', { role: 'admin' })).statusCode).toBe(200)
    expect((await commit(both, 'admin', token)).statusCode).toBe(404)
  })

  it('expires after 30 minutes', async () => {
    const token = (await validateRows(admin, 'admin', [buyerRow(240)])).json().token
    t.clock.advance(31 * 60_000)
    const res = await commit(admin, 'admin', token)
    expect(res.statusCode).toBe(410)
    expect(res.json().code).toBe('ONBOARDING_TOKEN_EXPIRED')
  })

  it('a made-up token is 404; a malformed one or extra fields are 400', async () => {
    expect((await commit(admin, 'admin', 'x'.repeat(32))).statusCode).toBe(404)
    expect((await commit(admin, 'admin', 'kort')).statusCode).toBe(400)
    const token = (await validateRows(admin, 'admin', [buyerRow(250)])).json().token
    const extra = await admin.post('/api/admin/onboarding/commit', { token, role: 'admin', branch_id: world.bdg.id })
    expect(extra.statusCode).toBe(400)
    expect(await usersNamed(['pelanggan.250'])).toEqual([])
  })
})

describe('staff commit their own branch', () => {
  it("a row naming another branch is left out; the others are the branch's, made by the staff member", async () => {
    const { res } = await validateAndCommit(staff, 'seller', [
      buyerRow(300, { branch_code: '' }),
      buyerRow(302, { branch_code: 'BDG01' }),
    ])
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().skipped.map((r: { reason: string }) => r.reason)).toEqual(['Cabang lain: hanya cabang Anda (JKT01)'])
    expect(res.json().passwords.map((p: OnboardingPassword) => [p.username, p.branch_code])).toEqual([['pelanggan.300', 'JKT01']])
    const [user] = await usersNamed(['pelanggan.300'])
    expect(user).toMatchObject({ created_by: world.staff.id, account_branch_id: world.jkt.id, roles: ['user'] })
  })
})

describe('what changed between the check and the commit', () => {
  it('a renamed store is updated and listed; its buyers stay', async () => {
    const renamed = { branch_code: 'JKT01', ibs_cust_code: 'C90001', store_name: 'Toko Lama Baru', store_description: 'pindah' }
    const { checked, res } = await validateAndCommit(admin, 'admin', [renamed])
    expect(checked.rows[0]).toMatchObject({ store_action: 'diubah' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      counts: { stores_changed: 1, stores_new: 0 },
      changed_stores: [{ ibs_cust_code: 'C90001', old_name: 'TOKO LAMA JAYA', new_name: 'TOKO LAMA BARU' }],
      passwords: [],
    })
    const store = await db().selectFrom('stores').selectAll().where('id', '=', world.existingStore.id).executeTakeFirstOrThrow()
    expect(store).toMatchObject({ name: 'TOKO LAMA BARU', description: 'pindah' })
    const event = await db()
      .selectFrom('account_events')
      .select(['action', 'detail', 'scope_branch_id'])
      .where('store_id', '=', world.existingStore.id)
      .where('action', '=', 'updated')
      .executeTakeFirstOrThrow()
    expect(event).toMatchObject({
      scope_branch_id: world.jkt.id,
      detail: { via: 'onboarding', old_name: 'TOKO LAMA JAYA', new_name: 'TOKO LAMA BARU', new_description: 'pindah' },
    })
    expect(await usersNamed(['lama.beli'])).toMatchObject([{ store_id: world.existingStore.id }])
  })

  it('a username or store code taken meanwhile moves its row to the skipped list; the rest is written', async () => {
    const checked = await validateRows(admin, 'admin', [buyerRow(400), buyerRow(402), buyerRow(404)])
    expect(checked.json().counts.valid).toBe(3)
    await buildUser(db(), { username: 'pelanggan.400', roles: ['seller'], branchId: world.bdg.id })
    await db()
      .insertInto('stores')
      .values({ branch_id: world.bdg.id, ibs_cust_code: 'C10201', name: 'DIAMBIL BANDUNG', description: null })
      .execute()
    const res = await commit(admin, 'admin', checked.json().token)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().skipped.map((r: { no: number; reason: string }) => [r.no, r.reason])).toEqual([
      [2, 'Username sudah dipakai. Gunakan username lain'],
      [3, 'Kode IBS sudah dipakai toko cabang lain'],
    ])
    expect(res.json().passwords.map((p: OnboardingPassword) => p.username)).toEqual(['pelanggan.404'])
    expect(await db().selectFrom('stores').select('id').where('ibs_cust_code', '=', 'C10200').execute()).toEqual([])
  })

  it('a commit left with nothing to write is 422 and writes nothing', async () => {
    const checked = await validateRows(admin, 'admin', [buyerRow(500, { username: 'sendiri.satu' })])
    await validateAndCommit(admin, 'admin', [buyerRow(500, { username: 'sendiri.satu' })])
    const before = await everythingWritten()
    const res = await commit(admin, 'admin', checked.json().token)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'ONBOARDING_NOTHING_VALID' })
    // no store, account or audit row, and the token not spent: the refusal rolled back whole
    expect(await everythingWritten()).toEqual(before)
  })
})
