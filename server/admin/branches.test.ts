import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRANCH_TEXT } from '#common/admin.ts'
import { buildAdminWorld } from '../test/admin-factories'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'
import { PASSWORD, signIn } from '../test/management-factories'
import { buildOrder, part } from '../test/order-factories'

// Head office's branches: create with a code that never changes, edit name, address and phone,
// close and reopen. A closed branch keeps its history, takes no new estimates, and nobody of it
// signs in or keeps working with a session already open; every change is in the audit.
let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let admin: Agent

beforeAll(async () => {
  t = await startTestApp()
  w = await buildAdminWorld(t.database.db)
  admin = await signIn(t.app, w.admin.username)
})
afterAll(() => t.close())

const create = (body: Record<string, unknown>, agent = admin) => agent.post('/api/admin/branches', body)
const patch = (id: number, body: unknown, agent = admin) => agent.request('PATCH', `/api/admin/branches/${id}`, body)
const branchEvents = (id: number) =>
  t.database.db
    .selectFrom('account_events')
    .select(['action', 'actor_id', 'scope_branch_id', 'detail'])
    .where('branch_id', '=', id)
    .orderBy('id')
    .execute()

describe('creating a branch', () => {
  it('uppercases the code, keeps address and phone, answers it with its counts, and audits it', async () => {
    const res = await create({
      code: ' sby01 ',
      name: '  DIPO   Surabaya ',
      address: 'Jl. Rungkut\nNo. 5',
      phone: '(031) 555-0101',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      code: 'SBY01',
      name: 'DIPO Surabaya',
      address: 'Jl. Rungkut No. 5',
      phone: '(031) 555-0101',
      active: true,
      staff_count: 0,
      store_count: 0,
    })
    expect(await branchEvents(res.json().id)).toEqual([
      { action: 'created', actor_id: w.admin.id, scope_branch_id: res.json().id, detail: null },
    ])
    const listed = (await admin.get('/api/admin/branches?q=sby')).json().items
    expect(listed.map((b: { code: string }) => b.code)).toEqual(['SBY01'])
  })

  it('refuses a code already used, in any case: 409 with the sentence, nothing written', async () => {
    for (const code of ['SBY01', 'sby01', w.jkt.code.toLowerCase()]) {
      const res = await create({ code, name: 'Cabang Lain' })
      expect(res.statusCode, code).toBe(409)
      expect(res.json()).toEqual({ code: 'BRANCH_CODE_TAKEN', detail: 'Kode cabang sudah terpakai.' })
    }
    const named = await t.database.db.selectFrom('branches').select('id').where('name', '=', 'Cabang Lain').execute()
    expect(named).toEqual([])
  })

  it('gives one of two head-office users creating the same code at once the branch, the other 409', async () => {
    const admin2 = await signIn(t.app, w.admin2.username)
    const answers = await Promise.all([
      create({ code: 'MLG01', name: 'Malang' }),
      create({ code: 'MLG01', name: 'Malang' }, admin2),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    const rows = await t.database.db.selectFrom('branches').select('id').where('code', '=', 'MLG01').execute()
    expect(rows).toHaveLength(1)
  })

  it('checks every field with its sentence: 422 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: 'AB', name: 'X' }, 'code', BRANCH_TEXT.code],
      [{ code: 'ABCDEFGHIJK', name: 'X' }, 'code', BRANCH_TEXT.code],
      [{ code: 'SBY-02', name: 'X' }, 'code', BRANCH_TEXT.code],
      [{ code: 'ÄBC', name: 'X' }, 'code', BRANCH_TEXT.code],
      [{ code: 'OKE01', name: '   ' }, 'name', BRANCH_TEXT.name],
      [{ code: 'OKE01', name: 'N'.repeat(61) }, 'name', BRANCH_TEXT.name],
      [{ code: 'OKE01', name: '<b>x</b>' }, 'name', 'Nama cabang tidak boleh berisi < atau >.'],
      [{ code: 'OKE01', name: 'Oke', address: 'Jl. <i>' }, 'address', 'Alamat tidak boleh berisi < atau >.'],
      [{ code: 'OKE01', name: 'Oke', address: 'A'.repeat(201) }, 'address', BRANCH_TEXT.address],
      [{ code: 'OKE01', name: 'Oke', phone: 'telp 031' }, 'phone', BRANCH_TEXT.phone],
      [{ code: 'OKE01', name: 'Oke', phone: '1'.repeat(21) }, 'phone', BRANCH_TEXT.phone],
    ]
    for (const [body, field, detail] of cases) {
      const res = await create(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json()).toEqual({ code: 'FIELD_INVALID', detail, field })
    }
    expect(await t.database.db.selectFrom('branches').select('id').where('code', '=', 'OKE01').execute()).toEqual([])
  })

  it('refuses fields nobody asked for, NUL bytes, wrong types and huge texts with 400', async () => {
    for (const body of [
      { code: 'XTR01', name: 'X', id: 1 },
      { code: 'XTR01', name: 'X', active: false },
      { code: 'XTR01', name: 'X', is_active: true },
      { code: 'XTR01', name: 'X', branch_id: w.jkt.id },
      { code: 'XTR01', name: 'X', roles: ['admin'] },
      { code: 'XTR01', name: 'X\u0000' },
      { code: 'XTR01', name: 'X', address: 'a\u0000b' },
      { code: 'XTR01', name: 'X'.repeat(100_000) },
      { code: ['XTR01'], name: 'X' },
      { code: 'XTR01' },
    ]) {
      const res = await create(body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    expect(await t.database.db.selectFrom('branches').select('id').where('code', '=', 'XTR01').execute()).toEqual([])
  })
})

describe('listing branches', () => {
  it('counts active staff and stores, filters by text and active flag, by code', async () => {
    const b = await buildBranch(t.database.db, 'CNT01')
    await buildStore(t.database.db, b.id)
    await buildStore(t.database.db, b.id)
    await buildUser(t.database.db, { roles: ['seller'], branchId: b.id })
    await buildUser(t.database.db, { roles: ['seller'], branchId: b.id, isActive: false })
    await buildUser(t.database.db, { roles: ['seller', 'admin'], branchId: b.id })
    const all = (await admin.get('/api/admin/branches')).json().items as Array<{ code: string }>
    expect(all.map((x) => x.code)).toEqual([...all.map((x) => x.code)].sort())
    const found = (await admin.get('/api/admin/branches?q=cnt')).json().items
    expect(found).toMatchObject([{ code: 'CNT01', staff_count: 1, store_count: 2, active: true }])
    await patch(b.id, { active: false })
    expect((await admin.get('/api/admin/branches?q=CNT&active=1')).json().items).toEqual([])
    expect((await admin.get('/api/admin/branches?q=CNT&active=0')).json().items).toHaveLength(1)
  })

  it('refuses unknown parameters and bad values with 400', async () => {
    for (const query of ['branch_id=1', 'active=yes', `q=${'x'.repeat(61)}`, 'q=%00', 'limit=1000000']) {
      expect((await admin.get(`/api/admin/branches?${query}`)).statusCode, query).toBe(400)
    }
  })
})

describe('editing a branch', () => {
  it('changes name, address and phone, never the code; the audit lists what changed', async () => {
    const b = (await create({ code: 'EDT01', name: 'Lama', address: 'Jl. Lama', phone: '031' })).json()
    const res = await patch(b.id, { name: 'Baru', address: 'Jl. Baru 1', phone: '031' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: 'EDT01', name: 'Baru', address: 'Jl. Baru 1', phone: '031' })
    const events = await branchEvents(b.id)
    expect(events.at(-1)).toEqual({
      action: 'updated',
      actor_id: w.admin.id,
      scope_branch_id: b.id,
      detail: {
        changes: [
          { field: 'name', from: 'Lama', to: 'Baru' },
          { field: 'address', from: 'Jl. Lama', to: 'Jl. Baru 1' },
        ],
      },
    })
    // the same values again: nothing to say, nothing written
    expect((await patch(b.id, { name: 'Baru' })).statusCode).toBe(200)
    expect(await branchEvents(b.id)).toHaveLength(events.length)
    for (const body of [{ code: 'EDT02' }, {}, { name: 'X', id: 5 }, { active: 'false' }, { name: null }]) {
      expect((await patch(b.id, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    const invalid = await patch(b.id, { phone: 'abc' })
    expect(invalid.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'phone' })
    const row = await t.database.db.selectFrom('branches').selectAll().where('id', '=', b.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ code: 'EDT01', name: 'Baru', phone: '031' })
  })

  it('answers 404 for a missing branch or an id that is none', async () => {
    for (const raw of ['999999', '0', '-1', 'abc', '2147483648', '1e3']) {
      const res = await patch(raw as unknown as number, { name: 'X' })
      expect(res.statusCode, raw).toBe(404)
    }
  })
})

describe('closing a branch', () => {
  async function branchWithPeople(code: string) {
    const db = t.database.db
    const branch = await buildBranch(db, code)
    const store = await buildStore(db, branch.id)
    const staff = await buildUser(db, { roles: ['seller'], branchId: branch.id, password: PASSWORD })
    const buyer = await buildUser(db, { roles: ['user'], storeId: store.id, password: PASSWORD })
    const dual = await buildUser(db, { roles: ['user', 'seller'], storeId: store.id, branchId: branch.id, password: PASSWORD })
    const order = await buildOrder(db, { branch, store, creator: buyer, lines: [{ product: await part(db), qty_estimasi: 1 }] })
    return { branch, store, staff, buyer, dual, order }
  }

  it('ends its people’s open sessions, refuses their sign-in and checkout, keeps its history, and reopens', async () => {
    const p = await branchWithPeople('TTP01')
    const product = await part(t.database.db)
    const buyer = await signIn(t.app, p.buyer.username)
    expect((await buyer.post('/api/cart/items', { product_id: product.id, qty: 1 })).statusCode).toBe(200)
    const staff = await signIn(t.app, p.staff.username)
    const dual = new Agent(t.app)
    await dual.login(p.dual.username, PASSWORD, 'seller')
    expect((await staff.get('/api/orders?bucket=estimasi')).statusCode).toBe(200)
    // someone of another branch works on
    const otherStaff = await signIn(t.app, w.staffBdg.username)

    const res = await patch(p.branch.id, { active: false })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ active: false })

    // open sessions end on their next call; no new estimate gets in
    const checkout = await buyer.post('/api/cart/checkout', { product_ids: [product.id] })
    expect(checkout.statusCode).toBe(401)
    expect((await staff.get('/api/orders?bucket=estimasi')).statusCode).toBe(401)
    expect((await dual.get('/api/orders?bucket=estimasi')).statusCode).toBe(401)
    const orders = await t.database.db.selectFrom('orders').select('id').where('branch_id', '=', p.branch.id).execute()
    expect(orders).toEqual([{ id: p.order.id }])
    // and nobody of it signs in again
    for (const username of [p.buyer.username, p.staff.username, p.dual.username]) {
      const login = await new Agent(t.app).login(username, PASSWORD)
      expect(login.statusCode, username).toBe(403)
      expect(login.json().code).toBe('BRANCH_INACTIVE')
    }
    expect((await otherStaff.get('/api/orders?bucket=estimasi')).statusCode).toBe(200)
    expect((await admin.get('/api/admin/branches')).statusCode).toBe(200)
    // its history stays: head office still reports its order
    const report = await admin.get(`/api/admin/laporan?branch_id=${p.branch.id}&from=2026-11-01&to=2026-11-30`)
    expect(report.json().cards.estimasi.count).toBe(1)

    expect((await patch(p.branch.id, { active: true })).json()).toMatchObject({ active: true })
    const again = await signIn(t.app, p.buyer.username)
    const placed = await again.post('/api/cart/checkout', { product_ids: [product.id] })
    expect(placed.statusCode).toBe(201)
    expect((await branchEvents(p.branch.id)).map((e) => [e.action, e.actor_id])).toEqual([
      ['deactivated', w.admin.id],
      ['reactivated', w.admin.id],
    ])
  })

  it('leaves a head-office session of a person who is also its staff working', async () => {
    const p = await branchWithPeople('TTP02')
    const both = await buildUser(t.database.db, { roles: ['seller', 'admin'], branchId: p.branch.id, password: PASSWORD })
    const asAdmin = new Agent(t.app)
    expect((await asAdmin.login(both.username, PASSWORD, 'admin')).json().role).toBe('admin')
    expect((await patch(p.branch.id, { active: false })).statusCode).toBe(200)
    expect((await asAdmin.get('/api/admin/branches')).statusCode).toBe(200)
  })

  it('takes no estimate from a buyer whose account belongs to another, open branch (staff there, buyer here)', async () => {
    const p = await branchWithPeople('TTP04')
    const open = await buildBranch(t.database.db, 'TTP05')
    // staff of the open branch who also buys for a store of the one that closes (a moved dual account)
    const both = await buildUser(t.database.db, {
      roles: ['user', 'seller'],
      storeId: p.store.id,
      branchId: open.id,
      password: PASSWORD,
    })
    const product = await part(t.database.db)
    const buyer = new Agent(t.app)
    expect((await buyer.login(both.username, PASSWORD, 'user')).json().role).toBe('user')
    expect((await buyer.post('/api/cart/items', { product_id: product.id, qty: 1 })).statusCode).toBe(200)
    expect((await patch(p.branch.id, { active: false })).statusCode).toBe(200)
    const checkout = await buyer.post('/api/cart/checkout', { product_ids: [product.id] })
    expect(checkout.statusCode).toBe(403)
    expect(checkout.json().code).toBe('BRANCH_INACTIVE')
    const orders = await t.database.db.selectFrom('orders').select('id').where('created_by', '=', both.id).execute()
    expect(orders).toEqual([])
    expect((await buyer.get('/api/cart')).json().items).toHaveLength(1)
  })

  it('closing a closed branch again changes nothing and writes nothing', async () => {
    const p = await branchWithPeople('TTP03')
    await patch(p.branch.id, { active: false })
    const before = await branchEvents(p.branch.id)
    expect((await patch(p.branch.id, { active: false })).statusCode).toBe(200)
    expect(await branchEvents(p.branch.id)).toEqual(before)
  })
})
