import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildManagementWorld, buyerForm, createUser, PASSWORD, signIn, staffForm } from '../test/management-factories'

// Reset password, deactivate and reactivate (product.md §2.13 'List User',
// its detail modal): the target's open sessions end at once, the history says who did what, and nobody
// locks himself out.
let t: TestApp
let w: Awaited<ReturnType<typeof buildManagementWorld>>
let staff: Agent

beforeAll(async () => {
  t = await startTestApp()
  w = await buildManagementWorld(t.database.db)
  staff = await signIn(t.app, w.staff.username)
})
afterAll(() => t.close())

/** A buyer created through the portal, so his history starts with 'created'. */
async function newBuyer() {
  const form = buyerForm(w.store.id)
  const res = await createUser(staff, form)
  expect(res.statusCode).toBe(201)
  return res.json() as { id: number; username: string }
}

/** A staff member of the branch created through the portal. */
async function newStaff() {
  const form = staffForm()
  const res = await createUser(staff, form)
  expect(res.statusCode).toBe(201)
  return res.json() as { id: number; username: string }
}

const reset = (agent: Agent, id: number, password: string, confirm = password) =>
  agent.post(`/api/seller/users/${id}/reset-password?store=scrypt`, { password, confirm_password: confirm })

describe('the user detail', () => {
  it('shows the fields, the history newest first with who did it, and whether he may be deactivated', async () => {
    const buyer = await newBuyer()
    t.clock.advance(60_000)
    expect((await reset(staff, buyer.id, 'baru1234')).statusCode).toBe(200)
    const other = await signIn(t.app, w.staff2.username)
    t.clock.advance(60_000)
    expect((await other.post(`/api/seller/users/${buyer.id}/deactivate`)).statusCode).toBe(200)
    const detail = (await staff.get(`/api/seller/users/${buyer.id}`)).json()
    expect(detail).toMatchObject({
      id: buyer.id,
      username: buyer.username,
      first_name: 'Andi',
      last_name: 'Wijaya',
      name: 'Andi Wijaya',
      role: 'user',
      mobile: '081234567890',
      store: expect.any(String),
      is_active: false,
      email: null,
      avatar_url: null,
      can_deactivate: true,
    })
    expect(detail.events).toEqual([
      { action: 'deactivated', at: expect.any(String), by: w.staff2.username },
      { action: 'password_reset', at: expect.any(String), by: w.staff.username },
      { action: 'created', at: expect.any(String), by: w.staff.username },
    ])
    expect(Date.parse(detail.events[0].at)).toBeGreaterThan(Date.parse(detail.events[2].at))
    const own = (await staff.get(`/api/seller/users/${w.staff.id}`)).json()
    expect(own).toMatchObject({ role: 'staff', can_deactivate: false, store: null, events: [] })
  })
})

describe('resetting a password', () => {
  it("refuses unequal passwords with 'Password tidak sama.' and short or long ones with the one rule's sentence, changing nothing", async () => {
    const buyer = await newBuyer()
    const before = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow()
    const mismatch = await reset(staff, buyer.id, 'baru1234', 'baru12345')
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json()).toEqual({ code: 'FIELD_INVALID', detail: 'Password tidak sama.', field: 'confirm_password' })
    const short = await reset(staff, buyer.id, 'abc')
    expect(short.json()).toEqual({ code: 'FIELD_INVALID', detail: 'Panjang password 6–64 karakter.', field: 'password' })
    const long = await reset(staff, buyer.id, 'x'.repeat(65))
    expect(long.json()).toEqual({ code: 'FIELD_INVALID', detail: 'Panjang password 6–64 karakter.', field: 'password' })
    const after = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual(before)
  })

  it('ends the target’s open session at once, forgives his lock, and only the new password signs in', async () => {
    const buyer = await newBuyer()
    const tab = await signIn(t.app, buyer.username)
    expect((await tab.get('/api/auth/me')).statusCode).toBe(200)
    await t.database.db
      .updateTable('users')
      .set({ failed_login_count: 4, locked_until: new Date(t.clock.now().getTime() + 60_000) })
      .where('id', '=', buyer.id)
      .execute()
    const res = await reset(staff, buyer.id, 'baru1234')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true, signed_out: false })
    expect((await tab.get('/api/auth/me')).statusCode).toBe(401)
    expect((await tab.get('/api/cart')).statusCode).toBe(401)
    const row = await t.database.db
      .selectFrom('users')
      .select(['failed_login_count', 'locked_until'])
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ failed_login_count: 0, locked_until: null })
    expect((await new Agent(t.app).login(buyer.username, PASSWORD)).statusCode).toBe(401)
    expect((await new Agent(t.app).login(buyer.username, 'baru1234')).statusCode).toBe(200)
    // the staff member who reset it is still signed in
    expect((await staff.get('/api/auth/me')).statusCode).toBe(200)
  })

  it('of one’s own account signs one out: cookies cleared, the old session refused', async () => {
    const me = await newStaff()
    const self = await signIn(t.app, me.username)
    const sid = self.cookie('sid')
    const res = await reset(self, me.id, 'sendiri123')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true, signed_out: true })
    const cleared = res.cookies.filter((c) => (c.name === 'sid' || c.name === 'csrf') && c.value === '')
    expect(cleared.map((c) => c.name).sort()).toEqual(['csrf', 'sid'])
    const stale = new Agent(t.app)
    stale.setCookie('sid', sid)
    expect((await stale.get('/api/auth/me')).statusCode).toBe(401)
    expect((await new Agent(t.app).login(me.username, 'sendiri123')).statusCode).toBe(200)
  })
})

describe('deactivating and reactivating', () => {
  it('refuses one’s own account with 409 SELF_DEACTIVATION', async () => {
    for (const action of ['deactivate', 'reactivate']) {
      const res = await staff.post(`/api/seller/users/${w.staff.id}/${action}`)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ code: 'SELF_DEACTIVATION', detail: 'Anda tidak dapat menonaktifkan akun sendiri.' })
    }
    expect((await staff.get('/api/auth/me')).statusCode).toBe(200)
  })

  it('ends the open session at once, refuses his sign-in with 403, and reactivating lets him in again', async () => {
    const buyer = await newBuyer()
    const tab = await signIn(t.app, buyer.username)
    expect((await tab.get('/api/cart')).statusCode).toBe(200)

    const off = await staff.post(`/api/seller/users/${buyer.id}/deactivate`, {})
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ id: buyer.id, is_active: false })
    expect((await tab.get('/api/cart')).statusCode).toBe(401)
    const login = await new Agent(t.app).login(buyer.username, PASSWORD)
    expect(login.statusCode).toBe(403)
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_NO_ACCESS', detail: 'Akun Anda tidak memiliki akses.' })

    // asking again changes nothing and writes no second history row
    const again = await staff.post(`/api/seller/users/${buyer.id}/deactivate`)
    expect(again.statusCode).toBe(200)
    expect(again.json().events.map((e: { action: string }) => e.action)).toEqual(['deactivated', 'created'])

    const on = await staff.post(`/api/seller/users/${buyer.id}/reactivate`)
    expect(on.statusCode).toBe(200)
    expect(on.json()).toMatchObject({ is_active: true })
    expect(on.json().events).toEqual([
      { action: 'reactivated', at: expect.any(String), by: w.staff.username },
      { action: 'deactivated', at: expect.any(String), by: w.staff.username },
      { action: 'created', at: expect.any(String), by: w.staff.username },
    ])
    expect((await staff.post(`/api/seller/users/${buyer.id}/reactivate`)).json().events).toHaveLength(3)
    expect((await new Agent(t.app).login(buyer.username, PASSWORD)).statusCode).toBe(200)
  })

  it('shows a deactivated account in the list as inactive', async () => {
    const buyer = await newBuyer()
    await staff.post(`/api/seller/users/${buyer.id}/deactivate`)
    const list = (await staff.get(`/api/seller/users?filter_username=${buyer.username}`)).json()
    expect(list.items).toMatchObject([{ id: buyer.id, is_active: false }])
  })

  it('works on staff of the branch too', async () => {
    const other = await newStaff()
    const colleague = await signIn(t.app, other.username)
    expect((await colleague.get('/api/seller/users')).statusCode).toBe(200)
    const off = await staff.post(`/api/seller/users/${other.id}/deactivate`)
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ role: 'staff', is_active: false, can_deactivate: true })
    expect((await colleague.get('/api/seller/users')).statusCode).toBe(401)
    expect((await staff.post(`/api/seller/users/${other.id}/reactivate`)).statusCode).toBe(200)
  })
})
