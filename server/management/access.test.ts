import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declaredRoutes } from '../http/openapi'
import type { Agent } from '../test/app'
import { startTestApp, type TestApp } from '../test/app'
import { anonymous, buildManagementWorld, buyerForm, createUser, signIn, staffForm } from '../test/management-factories'

// Who may call management at all, and what another branch's ids look like: every route is
// staff-only; a buyer gets 403, nobody 401; another branch's user or store is 404 exactly like a
// missing one, on every {id} route; fields nobody asked for are refused before anything runs.
let t: TestApp
let w: Awaited<ReturnType<typeof buildManagementWorld>>
let staff: Agent

beforeAll(async () => {
  t = await startTestApp()
  w = await buildManagementWorld(t.database.db)
  staff = await signIn(t.app, w.staff.username)
})
afterAll(() => t.close())

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown }
const everyCall = (): Call[] => [
  { method: 'GET', url: '/api/seller/users' },
  { method: 'GET', url: '/api/seller/users/check-username?username=abc' },
  { method: 'GET', url: `/api/seller/users/${w.buyer.id}` },
  {
    method: 'POST',
    url: `/api/seller/users/${w.buyer.id}/reset-password?store=scrypt`,
    body: { password: 'baru1234', confirm_password: 'baru1234' },
  },
  { method: 'POST', url: `/api/seller/users/${w.buyer.id}/deactivate`, body: {} },
  { method: 'POST', url: `/api/seller/users/${w.buyer.id}/reactivate`, body: {} },
  { method: 'POST', url: '/api/seller/stores', body: { ibs_cust_code: 'AKSES1', name: 'TOKO AKSES', description: '' } },
  { method: 'GET', url: '/api/seller/stores' },
  { method: 'GET', url: '/api/seller/stores/check-code?code=ABC123' },
  { method: 'GET', url: `/api/seller/stores/user-counts?store_ids=${w.store.id}` },
  { method: 'GET', url: `/api/seller/stores/${w.store.id}` },
  { method: 'PATCH', url: `/api/seller/stores/${w.store.id}`, body: { price_group: 'AKSES', npwp: '012345678901000' } },
]

const call = (agent: Agent, c: Call) => agent.request(c.method, c.url, c.body)

/** A route as the app declares it, ids in any name read as ':id', without the query. */
const routeOf = (method: string, url: string) => `${method} ${url.split('?')[0].replace(/\/(\d+|:\w+)(?=\/|$)/g, '/:id')}`

describe('management access', () => {
  it('walks every route of management the app declares (the create form is sent on its own)', () => {
    const declared = declaredRoutes(t.app)
      .filter((r) => /^\/api\/seller\/(users|stores)(\/|$)/.test(r.url))
      .map((r) => routeOf(r.method, r.url))
    const walked = [...everyCall().map((c) => routeOf(c.method, c.url)), 'POST /api/seller/users']
    expect(new Set(walked)).toEqual(new Set(declared))
  })

  it('answers 401 to a visitor without a session on every route, create included', async () => {
    const visitor = await anonymous(t.app)
    for (const c of everyCall()) {
      const res = await call(visitor, c)
      expect(res.statusCode, c.url).toBe(401)
      expect(res.json().code).toBe('UNAUTHENTICATED')
    }
    expect((await createUser(visitor, buyerForm(w.store.id))).statusCode).toBe(401)
  })

  it('answers 403 to a buyer on every route, create included, and creates nothing', async () => {
    const buyer = await signIn(t.app, w.buyer.username)
    for (const c of everyCall()) {
      const res = await call(buyer, c)
      expect(res.statusCode, c.url).toBe(403)
      expect(res.json().code).toBe('FORBIDDEN')
    }
    const form = buyerForm(w.store.id)
    expect((await createUser(buyer, form)).statusCode).toBe(403)
    const made = await t.database.db.selectFrom('users').select('id').where('username', '=', form.username).execute()
    expect(made).toEqual([])
  })

  it("answers 404 for another branch's user on every user {id} route, like a missing one, changing nothing", async () => {
    const before = await t.database.db.selectFrom('users').selectAll().where('id', '=', w.buyerBdg.id).executeTakeFirstOrThrow()
    for (const id of [w.buyerBdg.id, w.staffBdg.id, 999_999]) {
      const calls: Call[] = [
        { method: 'GET', url: `/api/seller/users/${id}` },
        {
          method: 'POST',
          url: `/api/seller/users/${id}/reset-password?store=scrypt`,
          body: { password: 'baru1234', confirm_password: 'baru1234' },
        },
        { method: 'POST', url: `/api/seller/users/${id}/deactivate`, body: {} },
        { method: 'POST', url: `/api/seller/users/${id}/reactivate` },
      ]
      for (const c of calls) {
        const res = await call(staff, c)
        expect(res.statusCode, c.url).toBe(404)
        expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'User tidak ditemukan' })
      }
    }
    const after = await t.database.db.selectFrom('users').selectAll().where('id', '=', w.buyerBdg.id).executeTakeFirstOrThrow()
    expect(after).toEqual(before)
    const events = await t.database.db.selectFrom('account_events').select('id').where('user_id', '=', w.buyerBdg.id).execute()
    expect(events).toEqual([])
  })

  it("answers 404 for another branch's store, like a missing one, on its detail and its edit", async () => {
    for (const id of [w.storeBdg.id, 999_999]) {
      for (const res of [
        await staff.get(`/api/seller/stores/${id}`),
        await staff.request('PATCH', `/api/seller/stores/${id}`, { price_group: 'LAIN' }),
      ]) {
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Toko tidak ditemukan' })
      }
    }
    const other = await t.database.db
      .selectFrom('stores')
      .select('price_group')
      .where('id', '=', w.storeBdg.id)
      .executeTakeFirst()
    expect(other?.price_group).toBeNull()
  })

  it('answers 404 for ids that are no ids: zero, negative, huge, garbage', async () => {
    for (const raw of ['0', '-1', '99999999999999999999', '2147483648', 'abc', '1e3', '%20']) {
      expect((await staff.get(`/api/seller/users/${raw}`)).statusCode, raw).toBe(404)
      expect((await staff.get(`/api/seller/stores/${raw}`)).statusCode, raw).toBe(404)
      expect((await staff.post(`/api/seller/users/${raw}/deactivate`)).statusCode, raw).toBe(404)
    }
  })

  it("refuses a buyer for another branch's store: 404, nothing created", async () => {
    const form = buyerForm(w.storeBdg.id)
    const res = await createUser(staff, form)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Toko tidak ditemukan' })
    const missing = await createUser(staff, buyerForm(999_999))
    expect(missing.statusCode).toBe(404)
  })

  it('refuses fields nobody asked for in the multipart form: roles, branch_id, is_active, id', async () => {
    for (const [field, value] of [
      ['roles', 'seller'],
      ['branch_id', String(w.bdg.id)],
      ['is_active', 'false'],
      ['id', '1'],
      ['created_by', '1'],
    ]) {
      const form = { ...buyerForm(w.store.id), [field]: value }
      const res = await createUser(staff, form)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().detail).toBe(`Data tidak valid: kolom ${field} tidak dikenal.`)
      const made = await t.database.db.selectFrom('users').select('id').where('username', '=', form.username).execute()
      expect(made).toEqual([])
    }
    // the form is multipart only: a JSON body with the same fields is not read at all
    const json = await staff.post('/api/seller/users?store=scrypt', buyerForm(w.store.id))
    expect(json.statusCode).toBe(415)
  })

  it('refuses unknown fields in JSON bodies and queries with 400', async () => {
    const reset = await staff.post(`/api/seller/users/${w.buyer.id}/reset-password?store=scrypt`, {
      password: 'baru1234',
      confirm_password: 'baru1234',
      is_active: true,
    })
    expect(reset.statusCode).toBe(400)
    const deactivate = await staff.post(`/api/seller/users/${w.buyer.id}/deactivate`, { roles: ['seller'] })
    expect(deactivate.statusCode).toBe(400)
    const store = await staff.post('/api/seller/stores', { ibs_cust_code: 'EXTRA1', name: 'TOKO EXTRA', branch_id: w.bdg.id })
    expect(store.statusCode).toBe(400)
    expect((await staff.get('/api/seller/users?roles=seller')).statusCode).toBe(400)
    expect((await staff.get('/api/seller/stores?branch_id=1')).statusCode).toBe(400)
    const edit = await staff.request('PATCH', `/api/seller/stores/${w.store.id}`, { npwp: '', branch_id: w.bdg.id })
    expect(edit.statusCode).toBe(400)
    expect((await createUser(staff, staffForm())).statusCode).toBe(201)
    const scheme = await staff.post(`/api/seller/users/${w.buyer.id}/reset-password?store=md5`, {
      password: 'baru1234',
      confirm_password: 'baru1234',
    })
    expect(scheme.statusCode).toBe(400)
  })
})
