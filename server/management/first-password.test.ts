import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import { buildManagementWorld, buyerForm, createUser, PASSWORD, signIn, staffForm } from '../test/management-factories'

// Daftar User and reset password with 'Wajib ganti password saat login pertama': '1' makes the
// person choose his own password before anything else (the server refuses every other call until
// then); '0' or no field keeps the call's old meaning. Every row they write to the audit names
// the branch and says what was chosen; an account that is also head office's is not staff's to
// touch.
let t: TestApp
let w: Awaited<ReturnType<typeof buildManagementWorld>>
let staff: Agent

beforeAll(async () => {
  t = await startTestApp()
  w = await buildManagementWorld(t.database.db)
  staff = await signIn(t.app, w.staff.username)
})
afterAll(() => t.close())

const flagOf = async (id: number) =>
  (await t.database.db.selectFrom('users').select('must_change_password').where('id', '=', id).executeTakeFirstOrThrow())
    .must_change_password

const reset = (id: number, body: Record<string, unknown>) =>
  staff.post(`/api/seller/users/${id}/reset-password?store=scrypt`, {
    password: 'awal1234',
    confirm_password: 'awal1234',
    ...body,
  })

const eventsOf = (userId: number) =>
  t.database.db
    .selectFrom('account_events')
    .select(['action', 'actor_id', 'scope_branch_id', 'detail'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()

describe('must_change_password on Daftar User', () => {
  it("'1' makes the new buyer choose his password first: every call but me, logout and change-password is 403", async () => {
    const form = buyerForm(w.store.id, { must_change_password: '1' })
    const res = await createUser(staff, form)
    expect(res.statusCode).toBe(201)
    expect(await flagOf(res.json().id)).toBe(true)

    const buyer = await signIn(t.app, form.username)
    expect((await buyer.get('/api/auth/me')).json()).toMatchObject({ must_change_password: true })
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['GET', '/api/orders?bucket=estimasi'],
      ['GET', '/api/products?search=abc'],
      ['POST', '/api/cart/items'],
    ] as const) {
      const blocked = await buyer.request(method, url, method === 'POST' ? { product_id: 1, qty: 1 } : undefined)
      expect(blocked.statusCode, url).toBe(403)
      expect(blocked.json().code, url).toBe('PASSWORD_CHANGE_REQUIRED')
    }
    const same = await buyer.post('/api/auth/change-password', { current_password: PASSWORD, new_password: PASSWORD })
    expect(same.json().code).toBe('PASSWORD_REUSED')
    const changed = await buyer.post('/api/auth/change-password', { current_password: PASSWORD, new_password: 'pilihan1' })
    expect(changed.statusCode).toBe(200)
    expect(await flagOf(res.json().id)).toBe(false)
    const again = await signIn(t.app, form.username, 'pilihan1')
    expect((await again.get('/api/cart')).statusCode).toBe(200)
  })

  it("'0' and an absent field create the account as before; anything else is 422 on the field", async () => {
    const zero = await createUser(staff, staffForm({ must_change_password: '0' }))
    expect(await flagOf(zero.json().id)).toBe(false)
    const absent = await createUser(staff, buyerForm(w.store.id))
    expect(await flagOf(absent.json().id)).toBe(false)
    const buyer = await signIn(t.app, absent.json().username)
    expect((await buyer.get('/api/cart')).statusCode).toBe(200)
    for (const value of ['ya', 'true', '2']) {
      const form = buyerForm(w.store.id, { must_change_password: value })
      const bad = await createUser(staff, form)
      expect(bad.statusCode, value).toBe(422)
      expect(bad.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'must_change_password' })
      const made = await t.database.db.selectFrom('users').select('id').where('username', '=', form.username).execute()
      expect(made).toEqual([])
    }
  })

  it('writes the audit row with the branch, the role and the choice', async () => {
    const res = await createUser(staff, staffForm({ must_change_password: '1' }))
    expect(await eventsOf(res.json().id)).toEqual([
      {
        action: 'created',
        actor_id: w.staff.id,
        scope_branch_id: w.jkt.id,
        detail: { role: 'seller', must_change_password: true },
      },
    ])
  })
})

describe('must_change_password on reset password', () => {
  it("'1' flags the account, '0' or nothing clears the flag; each reset is audited with its choice", async () => {
    const created = await createUser(staff, buyerForm(w.store.id))
    const id = created.json().id as number
    expect((await reset(id, { must_change_password: '1' })).statusCode).toBe(200)
    expect(await flagOf(id)).toBe(true)
    expect((await reset(id, {})).statusCode).toBe(200)
    expect(await flagOf(id)).toBe(false)
    expect((await reset(id, { must_change_password: '1' })).statusCode).toBe(200)
    expect((await reset(id, { must_change_password: '0' })).statusCode).toBe(200)
    expect(await flagOf(id)).toBe(false)
    const resets = (await eventsOf(id)).filter((e) => e.action === 'password_reset')
    expect(resets.map((e) => e.detail)).toEqual([
      { must_change_password: true },
      { must_change_password: false },
      { must_change_password: true },
      { must_change_password: false },
    ])
    expect(resets.every((e) => e.scope_branch_id === w.jkt.id && e.actor_id === w.staff.id)).toBe(true)
  })

  it('refuses any other value with 400 and changes nothing', async () => {
    const created = await createUser(staff, buyerForm(w.store.id))
    const id = created.json().id as number
    for (const value of ['ya', 1, true, null]) {
      const res = await reset(id, { must_change_password: value })
      expect(res.statusCode, String(value)).toBe(400)
    }
    expect(await flagOf(id)).toBe(false)
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['created'])
  })

  it('a deactivation and a reactivation name the branch too', async () => {
    const created = await createUser(staff, buyerForm(w.store.id))
    const id = created.json().id as number
    await staff.post(`/api/seller/users/${id}/deactivate`)
    await staff.post(`/api/seller/users/${id}/reactivate`)
    const events = await eventsOf(id)
    expect(events.map((e) => [e.action, e.scope_branch_id])).toEqual([
      ['created', w.jkt.id],
      ['deactivated', w.jkt.id],
      ['reactivated', w.jkt.id],
    ])
  })

  it('a store registered by staff is audited with its branch', async () => {
    const res = await staff.post('/api/seller/stores', { ibs_cust_code: 'AUDIT01', name: 'TOKO AUDIT' })
    expect(res.statusCode).toBe(201)
    const rows = await t.database.db
      .selectFrom('account_events')
      .select(['action', 'scope_branch_id', 'actor_id'])
      .where('store_id', '=', res.json().id)
      .execute()
    expect(rows).toEqual([{ action: 'created', scope_branch_id: w.jkt.id, actor_id: w.staff.id }])
  })
})

describe("an account that is also head office's", () => {
  it('is not staff’s to reset, deactivate or reactivate: 404, nothing changes', async () => {
    const dual = await buildUser(t.database.db, { roles: ['seller', 'admin'], branchId: w.jkt.id, username: 'pusat.cabang' })
    const before = await t.database.db.selectFrom('users').selectAll().where('id', '=', dual.id).executeTakeFirstOrThrow()
    for (const res of [
      await reset(dual.id, { must_change_password: '1' }),
      await staff.post(`/api/seller/users/${dual.id}/deactivate`),
      await staff.post(`/api/seller/users/${dual.id}/reactivate`),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'User tidak ditemukan' })
    }
    const after = await t.database.db.selectFrom('users').selectAll().where('id', '=', dual.id).executeTakeFirstOrThrow()
    expect(after).toEqual(before)
  })
})
