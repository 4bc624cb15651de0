import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAdminWorld } from '../test/admin-factories'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buyerForm, createUser, signIn, staffForm } from '../test/management-factories'

// Now that head office exists, branch staff still can never make or become head office, nor act
// outside their branch: an admin role or another branch slipped into any body or query of the
// /api/seller/* calls is refused, never obeyed, and head office's accounts are out of their reach.
let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let staff: Agent

beforeAll(async () => {
  t = await startTestApp()
  w = await buildAdminWorld(t.database.db)
  staff = await signIn(t.app, w.staff.username)
})
afterAll(() => t.close())

const admins = () =>
  t.database.db
    .selectFrom('users')
    .select('username')
    .where((eb) => eb(eb.val('admin'), '=', eb.fn.any('roles')))
    .orderBy('username')
    .execute()

describe('branch staff and head office', () => {
  it('cannot register head office: role admin is 422, an admin flag or a branch is an unknown field', async () => {
    const before = await admins()
    const role = await createUser(staff, staffForm({ role: 'admin' }))
    expect(role.statusCode).toBe(422)
    expect(role.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'role' })
    for (const [field, value] of [
      ['is_admin', '1'],
      ['roles', 'admin'],
      ['admin', '1'],
      ['branch_id', String(w.bdg.id)],
      ['account_branch_id', String(w.bdg.id)],
    ]) {
      const res = await createUser(staff, staffForm({ [field]: value }))
      expect(res.statusCode, field).toBe(400)
    }
    expect(await admins()).toEqual(before)
  })

  it('registers staff into his own branch only, whatever the form', async () => {
    const made = await createUser(staff, staffForm())
    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', made.json().id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ roles: ['seller'], branch_id: w.jkt.id })
    const foreignBuyer = await createUser(staff, buyerForm(w.storeBdg.id))
    expect(foreignBuyer.statusCode).toBe(404)
  })

  it('refuses admin roles, flags and branches slipped into JSON bodies and queries: 400, nothing changed', async () => {
    const reset = `/api/seller/users/${w.buyer.id}/reset-password?store=scrypt`
    const password = { password: 'baru1234', confirm_password: 'baru1234' }
    const calls: Array<[string, string, unknown?]> = [
      ['POST', reset, { ...password, role: 'admin' }],
      ['POST', reset, { ...password, roles: ['admin'] }],
      ['POST', reset, { ...password, branch_id: w.bdg.id }],
      ['POST', `/api/seller/users/${w.buyer.id}/deactivate`, { is_admin: true }],
      ['POST', `/api/seller/users/${w.buyer.id}/reactivate`, { branch_id: w.bdg.id }],
      ['POST', '/api/seller/stores', { ibs_cust_code: 'SLIP01', name: 'TOKO SLIP', branch_id: w.bdg.id }],
      ['GET', `/api/seller/users?branch_id=${w.bdg.id}`],
      ['GET', `/api/seller/stores?branch_id=${w.bdg.id}`],
      ['GET', `/api/seller/laporan?branch_id=${w.bdg.id}`],
      ['GET', '/api/seller/users?role=admin'],
    ]
    const before = await t.database.db.selectFrom('users').selectAll().where('id', '=', w.buyer.id).executeTakeFirstOrThrow()
    for (const [method, url, body] of calls) {
      const res = await staff.request(method as 'GET' | 'POST', url, body)
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400)
    }
    const after = await t.database.db.selectFrom('users').selectAll().where('id', '=', w.buyer.id).executeTakeFirstOrThrow()
    expect(after).toEqual(before)
    expect(await t.database.db.selectFrom('stores').select('id').where('ibs_cust_code', '=', 'SLIP01').execute()).toEqual([])
  })

  it("cannot see or touch head office's accounts: not in his list, 404 on every action", async () => {
    const list = (await staff.get('/api/seller/users?limit=100')).json().items as Array<{ id: number }>
    expect(list.map((u) => u.id)).not.toContain(w.admin.id)
    for (const url of [
      `/api/seller/users/${w.admin.id}`,
      `/api/seller/users/${w.admin.id}/deactivate`,
      `/api/seller/users/${w.admin.id}/reset-password?store=scrypt`,
    ]) {
      const res = url.endsWith(`${w.admin.id}`)
        ? await staff.get(url)
        : await staff.post(url, url.includes('reset') ? { password: 'baru1234', confirm_password: 'baru1234' } : {})
      expect(res.statusCode, url).toBe(404)
    }
  })

  it("acts on another branch's staff and buyers nowhere: 404 like a missing id", async () => {
    for (const id of [w.staffBdg.id, w.buyerBdg.id]) {
      expect((await staff.get(`/api/seller/users/${id}`)).statusCode).toBe(404)
      expect((await staff.post(`/api/seller/users/${id}/deactivate`)).statusCode).toBe(404)
    }
    expect((await staff.get(`/api/seller/stores/${w.storeBdg.id}`)).statusCode).toBe(404)
    expect((await staff.get(`/api/seller/laporan?store_id=${w.storeBdg.id}`)).statusCode).toBe(404)
  })
})
