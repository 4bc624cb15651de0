import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRANCH_TEXT } from '#common/admin.ts'
import { adminStaffForm, buildAdminWorld } from '../test/admin-factories'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildUser } from '../test/factories'
import { PASSWORD, postMultipart, signIn } from '../test/management-factories'

// Head office registering and managing the staff of any branch: the Daftar User rules for role
// seller plus the branch; no role, store or admin flag can be slipped in; only staff accounts
// are acted on (a buyer's, head office's or a missing id answers 404); each action ends the
// person's sessions where it must and is in the audit.
let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let admin: Agent

beforeAll(async () => {
  t = await startTestApp()
  w = await buildAdminWorld(t.database.db)
  admin = await signIn(t.app, w.admin.username)
})
afterAll(() => t.close())

const register = (fields: Record<string, string>, agent = admin) => postMultipart(agent, '/api/admin/staff', fields)
const userRow = (id: number) => t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const userEvents = (id: number) =>
  t.database.db
    .selectFrom('account_events')
    .select(['action', 'actor_id', 'scope_branch_id', 'detail'])
    .where('user_id', '=', id)
    .orderBy('id')
    .execute()
const noUser = async (username: string) =>
  expect(await t.database.db.selectFrom('users').select('id').where('username', '=', username).execute()).toEqual([])

async function newStaff(branchId = w.jkt.id, overrides: Record<string, string> = {}) {
  const form = adminStaffForm(branchId, overrides)
  const res = await register(form)
  expect(res.statusCode, res.body).toBe(201)
  return { id: res.json().id as number, username: form.username }
}

describe('registering staff', () => {
  it('makes a staff account of the chosen branch, of no store, and audits who did it', async () => {
    const made = await newStaff(w.bdg.id)
    const row = await userRow(made.id)
    expect(row).toMatchObject({
      roles: ['seller'],
      branch_id: w.bdg.id,
      store_id: null,
      account_branch_id: w.bdg.id,
      created_by: w.admin.id,
      must_change_password: false,
    })
    expect(await userEvents(made.id)).toEqual([
      {
        action: 'created',
        actor_id: w.admin.id,
        scope_branch_id: w.bdg.id,
        detail: { role: 'seller', must_change_password: false },
      },
    ])
    const listed = (await admin.get(`/api/admin/staff?branch_id=${w.bdg.id}&search=${made.username}`)).json()
    expect(listed.items).toMatchObject([{ id: made.id, branch_code: w.bdg.code, active: true }])
  })

  it('refuses role, store, admin flags and unknown fields: 400, nobody made', async () => {
    for (const [field, value] of [
      ['role', 'admin'],
      ['role', 'seller'],
      ['roles', 'admin'],
      ['store_id', String(w.store.id)],
      ['is_admin', '1'],
      ['admin', 'true'],
      ['id', '1'],
      ['is_active', '0'],
      ['account_branch_id', String(w.bdg.id)],
    ]) {
      const form = adminStaffForm(w.jkt.id, { [field]: value })
      const res = await register(form)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().detail).toBe(`Data tidak valid: kolom ${field} tidak dikenal.`)
      await noUser(form.username)
    }
    const json = await admin.post('/api/admin/staff', adminStaffForm(w.jkt.id))
    expect(json.statusCode).toBe(415)
  })

  it('refuses NUL and control bytes and huge fields in the form: 400', async () => {
    for (const [field, value] of [
      ['first_name', 'Andi\u0000'],
      ['description', 'a\u001bb'],
      ['address', 'x'.repeat(5_000)],
      ['branch_id', `1\u0000`],
    ]) {
      const form = adminStaffForm(w.jkt.id, { [field]: value })
      const res = await register(form)
      expect(res.statusCode, field).toBe(400)
      await noUser(form.username)
    }
  })

  it('needs an existing, active branch: 422 on branch_id', async () => {
    const closed = await buildBranch(t.database.db, 'TTPST1')
    await t.database.db.updateTable('branches').set({ is_active: false }).where('id', '=', closed.id).execute()
    for (const [value, detail] of [
      ['', 'Pilih cabang.'],
      ['abc', 'Pilih cabang.'],
      ['0', 'Pilih cabang.'],
      ['-3', 'Pilih cabang.'],
      ['99999999999', 'Pilih cabang.'],
      ['999999', BRANCH_TEXT.notFound],
      [String(closed.id), BRANCH_TEXT.inactive],
    ]) {
      const form = adminStaffForm(w.jkt.id, { branch_id: value })
      const res = await register(form)
      expect(res.statusCode, value).toBe(422)
      expect(res.json(), value).toEqual({ code: 'FIELD_INVALID', detail, field: 'branch_id' })
      await noUser(form.username)
    }
    const { branch_id: _, ...withoutBranch } = adminStaffForm(w.jkt.id)
    expect((await register(withoutBranch)).json()).toMatchObject({ field: 'branch_id' })
  })

  it('applies the Daftar User rules: a taken username 409, a bad field 422 with its sentence', async () => {
    const taken = await register(adminStaffForm(w.jkt.id, { username: w.buyer.username }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().code).toBe('USERNAME_TAKEN')
    const cases: Array<[string, string]> = [
      ['username', 'a b'],
      ['first_name', ''],
      ['password', '123'],
      ['confirm_password', 'lain1234'],
      ['mobile', 'abc'],
      ['must_change_password', 'ya'],
    ]
    for (const [field, value] of cases) {
      const res = await register(adminStaffForm(w.jkt.id, { [field]: value }))
      expect(res.statusCode, field).toBe(422)
      expect(res.json().field, field).toBe(field)
    }
  })
})

describe('a staff member who must choose his own password', () => {
  it('is refused on every call but me, logout and change-password until he changes it; then he works', async () => {
    const made = await newStaff(w.jkt.id, { must_change_password: '1' })
    const staff = await signIn(t.app, made.username)
    expect((await staff.get('/api/auth/me')).json()).toMatchObject({ role: 'seller', must_change_password: true })
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/seller/users'],
      ['GET', `/api/seller/users/${w.buyer.id}`],
      ['POST', `/api/seller/users/${w.buyer.id}/deactivate`, {}],
      ['POST', `/api/seller/users/${w.buyer.id}/reset-password`, { password: 'baru1234', confirm_password: 'baru1234' }],
      ['POST', '/api/seller/stores', { ibs_cust_code: 'GATE01', name: 'TOKO GATE' }],
      ['GET', '/api/seller/laporan'],
      ['GET', '/api/orders?bucket=estimasi'],
      ['GET', '/api/products?search=abc'],
      ['POST', '/api/auth/role', { role: 'seller' }],
      ['GET', '/api/admin/branches'],
    ]
    for (const [method, url, body] of calls) {
      const res = await staff.request(method, url, body)
      expect(res.statusCode, url).toBe(403)
      expect(res.json().code, url).toBe('PASSWORD_CHANGE_REQUIRED')
    }
    expect((await userRow(w.buyer.id)).is_active).toBe(true)
    expect(await t.database.db.selectFrom('stores').select('id').where('ibs_cust_code', '=', 'GATE01').execute()).toEqual([])
    const changed = await staff.post('/api/auth/change-password', { current_password: PASSWORD, new_password: 'pilihan9' })
    expect(changed.statusCode).toBe(200)
    const again = await signIn(t.app, made.username, 'pilihan9')
    expect((await again.get('/api/auth/me')).json()).toMatchObject({ must_change_password: false })
    expect((await again.get('/api/seller/users')).statusCode).toBe(200)
  })
})

describe('listing staff', () => {
  it('lists staff only (no buyer, no head office), by username, in pages that never repeat', async () => {
    const branch = await buildBranch(t.database.db, 'LST01')
    const names = ['lst.c', 'lst.a', 'lst.e', 'lst.b', 'lst.d']
    for (const username of names) await buildUser(t.database.db, { roles: ['seller'], branchId: branch.id, username })
    await buildUser(t.database.db, { roles: ['seller', 'admin'], branchId: branch.id, username: 'lst.pusat' })
    await buildUser(t.database.db, { roles: ['seller'], branchId: branch.id, username: 'lst.off', isActive: false })
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const url: string = `/api/admin/staff?branch_id=${branch.id}&active=1&limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const page = (await admin.get(url)).json()
      expect(page.items.length).toBeLessThanOrEqual(2)
      seen.push(...page.items.map((s: { username: string }) => s.username))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual([...names].sort())
    const inactive = (await admin.get(`/api/admin/staff?branch_id=${branch.id}&active=0`)).json().items
    expect(inactive.map((s: { username: string }) => s.username)).toEqual(['lst.off'])
    const all = (await admin.get('/api/admin/staff?search=lst&limit=100')).json().items
    expect(all.map((s: { username: string }) => s.username)).not.toContain('lst.pusat')
    const everyone = (await admin.get('/api/admin/staff?limit=100')).json().items as Array<{ id: number }>
    expect(everyone.map((s) => s.id)).not.toContain(w.buyer.id)
    expect(everyone.map((s) => s.id)).not.toContain(w.admin.id)
  })

  it('refuses huge limits, bad cursors, unknown parameters and NUL: 400', async () => {
    for (const query of [
      'limit=1000',
      'limit=0',
      'limit=99999999999999999999',
      'cursor=bukan-cursor',
      `cursor=${Buffer.from(JSON.stringify({ u: 'x', extra: 1 })).toString('base64url')}`,
      'role=admin',
      'store_id=1',
      'branch_id=abc',
      'search=%00',
    ]) {
      expect((await admin.get(`/api/admin/staff?${query}`)).statusCode, query).toBe(400)
    }
  })
})

describe('acting on a staff member', () => {
  const reset = (id: number, body: Record<string, unknown>, agent = admin) =>
    agent.post(`/api/admin/staff/${id}/reset-password`, { password: 'awal1234', confirm_password: 'awal1234', ...body })

  it('answers 404 for a buyer, head office, a head-office staff member, a missing id or no id, changing nothing', async () => {
    const both = await buildUser(t.database.db, { roles: ['seller', 'admin'], branchId: w.jkt.id })
    const ids = [w.buyer.id, w.buyerBdg.id, w.admin.id, w.admin2.id, both.id, 999_999]
    const before = await t.database.db.selectFrom('users').selectAll().where('id', 'in', ids.slice(0, 5)).orderBy('id').execute()
    for (const id of [...ids, '0', 'abc', '2147483648']) {
      for (const res of [
        await admin.post(`/api/admin/staff/${id}/deactivate`),
        await admin.post(`/api/admin/staff/${id}/reactivate`, {}),
        await reset(Number(id) || (id as unknown as number), { must_change_password: '1' }),
        await admin.post(`/api/admin/staff/${id}/move`, { branch_id: w.bdg.id }),
      ]) {
        expect(res.statusCode, String(id)).toBe(404)
        expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Staf tidak ditemukan' })
      }
    }
    const after = await t.database.db.selectFrom('users').selectAll().where('id', 'in', ids.slice(0, 5)).orderBy('id').execute()
    expect(after).toEqual(before)
  })

  it('works on a buyer who is also staff, as staff', async () => {
    const res = await admin.post(`/api/admin/staff/${w.dual.id}/deactivate`)
    expect(res.json()).toMatchObject({ id: w.dual.id, active: false })
    expect((await admin.post(`/api/admin/staff/${w.dual.id}/reactivate`)).json()).toMatchObject({ active: true })
  })

  it('deactivates (his sessions end at once) and reactivates, each once in the audit', async () => {
    const made = await newStaff()
    const staff = await signIn(t.app, made.username)
    const off = await admin.post(`/api/admin/staff/${made.id}/deactivate`, {})
    expect(off.json()).toMatchObject({ active: false })
    expect((await staff.get('/api/seller/users')).statusCode).toBe(401)
    expect((await new Agent(t.app).login(made.username, PASSWORD)).statusCode).toBe(403)
    expect((await admin.post(`/api/admin/staff/${made.id}/deactivate`)).statusCode).toBe(200)
    expect((await admin.post(`/api/admin/staff/${made.id}/reactivate`)).json()).toMatchObject({ active: true })
    expect((await userEvents(made.id)).map((e) => [e.action, e.actor_id, e.scope_branch_id])).toEqual([
      ['created', w.admin.id, w.jkt.id],
      ['deactivated', w.admin.id, w.jkt.id],
      ['reactivated', w.admin.id, w.jkt.id],
    ])
    expect((await admin.post(`/api/admin/staff/${made.id}/deactivate`, { roles: ['admin'] })).statusCode).toBe(400)
  })

  it('resets the password: the rules apply, his sessions end, the choice is kept and audited', async () => {
    const made = await newStaff()
    const staff = await signIn(t.app, made.username)
    const short = await reset(made.id, { password: '12', confirm_password: '12' })
    expect(short.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'password' })
    const mismatch = await reset(made.id, { confirm_password: 'lain1234' })
    expect(mismatch.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'confirm_password' })
    for (const body of [{ must_change_password: 'ya' }, { role: 'admin' }, { branch_id: w.bdg.id }, { password: 'a\u0000b' }]) {
      expect((await reset(made.id, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    const res = await reset(made.id, { must_change_password: '1' })
    expect(res.json()).toMatchObject({ id: made.id, must_change_password: true })
    expect((await staff.get('/api/seller/users')).statusCode).toBe(401)
    const fresh = await signIn(t.app, made.username, 'awal1234')
    expect((await fresh.get('/api/seller/users')).json().code).toBe('PASSWORD_CHANGE_REQUIRED')
    expect((await reset(made.id, {})).json()).toMatchObject({ must_change_password: false })
    const resets = (await userEvents(made.id)).filter((e) => e.action === 'password_reset')
    expect(resets).toEqual([
      { action: 'password_reset', actor_id: w.admin.id, scope_branch_id: w.jkt.id, detail: { must_change_password: true } },
      { action: 'password_reset', actor_id: w.admin.id, scope_branch_id: w.jkt.id, detail: { must_change_password: false } },
    ])
  })
})

describe('moving a staff member', () => {
  const move = (id: number, body: unknown, agent = admin) => agent.post(`/api/admin/staff/${id}/move`, body)

  it('moves him to an active branch: he works there after signing in again; the audit says from and to', async () => {
    const made = await newStaff()
    const staff = await signIn(t.app, made.username)
    const res = await move(made.id, { branch_id: w.bdg.id })
    expect(res.json()).toMatchObject({ branch_id: w.bdg.id, branch_code: w.bdg.code })
    expect((await staff.get('/api/seller/users')).statusCode).toBe(401)
    const again = await signIn(t.app, made.username)
    expect((await again.get('/api/auth/me')).json().user).toMatchObject({ branch_id: w.bdg.id, branch_code: w.bdg.code })
    expect((await again.get(`/api/seller/users/${w.buyerBdg.id}`)).statusCode).toBe(200)
    expect((await again.get(`/api/seller/users/${w.buyer.id}`)).statusCode).toBe(404)
    expect((await userEvents(made.id)).at(-1)).toEqual({
      action: 'moved',
      actor_id: w.admin.id,
      scope_branch_id: w.jkt.id,
      detail: { from_branch: w.jkt.code, to_branch: w.bdg.code, to_branch_id: w.bdg.id },
    })
    const entry = (await admin.get(`/api/admin/audit?action=moved&q=${made.username}`)).json().items[0]
    expect(entry.summary).toBe(`Dipindah dari ${w.jkt.code} ke ${w.bdg.code}`)
  })

  it('refuses a missing or closed branch (422) and bad bodies (400); the same branch changes nothing', async () => {
    const made = await newStaff()
    const closed = await buildBranch(t.database.db, 'TTPMV1')
    await t.database.db.updateTable('branches').set({ is_active: false }).where('id', '=', closed.id).execute()
    expect((await move(made.id, { branch_id: 999_999 })).json()).toEqual({
      code: 'FIELD_INVALID',
      detail: BRANCH_TEXT.notFound,
      field: 'branch_id',
    })
    expect((await move(made.id, { branch_id: closed.id })).json()).toMatchObject({ detail: BRANCH_TEXT.inactive })
    for (const body of [
      {},
      { branch_id: 'x' },
      { branch_id: 0 },
      { branch_id: 2 ** 31 },
      { branch_id: w.bdg.id, role: 'admin' },
    ]) {
      expect((await move(made.id, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await move(made.id, { branch_id: w.jkt.id })).statusCode).toBe(200)
    expect((await userRow(made.id)).branch_id).toBe(w.jkt.id)
    expect((await userEvents(made.id)).map((e) => e.action)).toEqual(['created'])
  })

  it('two head-office users moving him at once take turns: each audit row says where he really was', async () => {
    const made = await newStaff()
    const third = await buildBranch(t.database.db, 'MOVE3')
    const admin2 = await signIn(t.app, w.admin2.username)
    const [a, b] = await Promise.all([move(made.id, { branch_id: w.bdg.id }), move(made.id, { branch_id: third.id }, admin2)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const moves = (await userEvents(made.id)).filter((e) => e.action === 'moved')
    expect(moves).toHaveLength(2)
    const [first, second] = moves.map((e) => e.detail as { from_branch: string; to_branch: string })
    expect(first.from_branch).toBe(w.jkt.code)
    expect(second.from_branch).toBe(first.to_branch)
    const finalCode = (await userRow(made.id)).branch_id === w.bdg.id ? w.bdg.code : third.code
    expect(second.to_branch).toBe(finalCode)
    // both to the same branch: one move, one audit row
    const twin = await newStaff()
    await Promise.all([move(twin.id, { branch_id: third.id }), move(twin.id, { branch_id: third.id }, admin2)])
    expect((await userEvents(twin.id)).filter((e) => e.action === 'moved')).toHaveLength(1)
  })
})
