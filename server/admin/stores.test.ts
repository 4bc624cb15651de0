import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminStore, AdminStoreListResponse } from '#common/admin.ts'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import { buildAdminWorld } from '../test/admin-factories'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildStore } from '../test/factories'
import { anonymous, signIn } from '../test/management-factories'
import { listenForPriceNotices, type PriceNotices } from '../test/price-notices'

// Head office's Toko (GET /api/admin/stores, PATCH /api/admin/stores/{id}; docs/product.md §11.1,
// §10.10): every branch's stores by IBS code, searched and filtered, a page at a time; the price
// group, NPWP and address of any store set with the rules of List Toko, audited, the group announced.
let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let admin: Agent
let notices: PriceNotices

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildAdminWorld(db)
  // codes that sort before and after the world's own, names to search by
  await buildStore(db, w.jkt.id, { ibs_cust_code: 'HOA001', name: 'BENGKEL PUSAT SATU' })
  await buildStore(db, w.bdg.id, { ibs_cust_code: 'HOA002', name: 'BENGKEL PUSAT DUA' })
  await buildStore(db, w.bdg.id, { ibs_cust_code: 'HOA003', name: 'TOKO LAIN' })
  admin = await signIn(t.app, w.admin.username)
  notices = await listenForPriceNotices(t)
})
afterAll(async () => {
  await notices.close()
  await t.close()
})

async function list(query: string): Promise<AdminStoreListResponse> {
  const res = await admin.get(`/api/admin/stores?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const patch = (agent: Agent, id: number, body: unknown) => agent.request('PATCH', `/api/admin/stores/${id}`, body)

describe("head office's store list", () => {
  it('lists every branch’s stores by IBS code, each with its branch and price fields', async () => {
    await t.database.db
      .updateTable('stores')
      .set({ price_group: 'GRUP-A', npwp: '012345678901000', address: 'Jl. Asia Afrika 8, Bandung' })
      .where('id', '=', w.storeBdg.id)
      .execute()
    const body = await list('limit=100')
    const codes = body.items.map((s) => s.ibs_cust_code)
    expect(codes).toEqual([...codes].sort())
    expect(body.next_cursor).toBeNull()
    const ids = body.items.map((s) => s.id)
    expect(ids).toEqual(expect.arrayContaining([w.store.id, w.store2.id, w.storeBdg.id]))
    expect(body.items.find((s) => s.id === w.storeBdg.id)).toEqual({
      id: w.storeBdg.id,
      ibs_cust_code: w.storeBdg.ibs_cust_code,
      name: w.storeBdg.name,
      branch_id: w.bdg.id,
      branch_code: w.bdg.code,
      branch_name: w.bdg.name,
      price_group: 'GRUP-A',
      npwp: '012345678901000',
      address: 'Jl. Asia Afrika 8, Bandung',
    } satisfies AdminStore)
    expect(body.items.find((s) => s.id === w.store.id)?.address).toBeNull()
  })

  it('searches code and name from two characters, and filters by branch', async () => {
    expect((await list('q=pusat')).items.map((s) => s.ibs_cust_code)).toEqual(['HOA001', 'HOA002'])
    expect((await list('q=hoa00')).items.map((s) => s.ibs_cust_code)).toEqual(['HOA001', 'HOA002', 'HOA003'])
    expect((await list(`q=hoa&branch_id=${w.bdg.id}`)).items.map((s) => s.ibs_cust_code)).toEqual(['HOA002', 'HOA003'])
    expect((await list(`branch_id=${w.jkt.id}&limit=100`)).items.every((s) => s.branch_id === w.jkt.id)).toBe(true)
    // one character is no search yet
    expect((await list('q=H&limit=100')).items.length).toBe((await list('limit=100')).items.length)
    expect((await list('q=tidak-ada')).items).toEqual([])
  })

  it('pages by next_cursor without repeats or gaps', async () => {
    const all = (await list('limit=100')).items.map((s) => s.id)
    const seen: number[] = []
    let cursor: string | null = null
    do {
      const page: AdminStoreListResponse = await list(`limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.items.length).toBeLessThanOrEqual(2)
      seen.push(...page.items.map((s) => s.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(seen).toEqual(all)
  })

  it('refuses a made-up cursor, an unknown parameter and a limit over 100 with 400', async () => {
    const forged = Buffer.from(JSON.stringify({ c: "x' or 1=1" })).toString('base64url')
    for (const query of [`cursor=${forged}`, 'cursor=abc', 'sort=name', 'limit=101', 'branch_id=abc']) {
      const res = await admin.get(`/api/admin/stores?${query}`)
      expect(res.statusCode, query).toBe(400)
    }
  })
})

describe("head office's edit of a store's price group, NPWP and address", () => {
  beforeEach(async () => {
    await t.database.db.updateTable('stores').set({ price_group: null, npwp: null, address: null }).execute()
    await notices.take()
  })

  it('sets them on a store of any branch, audited in that branch, the group announced', async () => {
    const res = await patch(admin, w.storeBdg.id, { price_group: 'bengkel-b', npwp: '01.234.567.8-901.000' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      id: w.storeBdg.id,
      branch_code: w.bdg.code,
      price_group: 'BENGKEL-B',
      npwp: '012345678901000',
    })
    expect(await notices.take()).toEqual([''])
    const events = await t.database.db
      .selectFrom('account_events')
      .select(['action', 'actor_id', 'scope_branch_id'])
      .where('store_id', '=', w.storeBdg.id)
      .where('action', '=', 'updated')
      .execute()
    expect(events).toEqual([{ action: 'updated', actor_id: w.admin.id, scope_branch_id: w.bdg.id }])
    // the audit says it in words
    const audit = await admin.get(`/api/admin/audit?subject=store&q=${w.storeBdg.ibs_cust_code}`)
    expect(audit.json().items[0]).toMatchObject({
      actor: w.admin.username,
      action: 'updated',
      subject_label: w.storeBdg.ibs_cust_code,
      branch_code: w.bdg.code,
      summary: 'Diubah: grup harga (kosong) → "BENGKEL-B"; NPWP (kosong) → "012345678901000"',
    })
  })

  it('sets and clears an address on a store of any branch, audited in words, not announced', async () => {
    const res = await patch(admin, w.storeBdg.id, { address: ' Jl. Asia Afrika 8, Bandung ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: w.storeBdg.id, address: 'Jl. Asia Afrika 8, Bandung', price_group: null })
    expect((await patch(admin, w.storeBdg.id, { address: '' })).json().address).toBeNull()
    const row = await t.database.db.selectFrom('stores').select('address').where('id', '=', w.storeBdg.id).executeTakeFirst()
    expect(row?.address).toBeNull()
    expect(await notices.take()).toEqual([])
    const audit = await admin.get(`/api/admin/audit?subject=store&action=updated&q=${w.storeBdg.ibs_cust_code}`)
    expect(
      audit
        .json()
        .items.slice(0, 2)
        .map((i: { summary: string }) => i.summary),
    ).toEqual([
      'Diubah: alamat "Jl. Asia Afrika 8, Bandung" → (kosong)',
      'Diubah: alamat (kosong) → "Jl. Asia Afrika 8, Bandung"',
    ])
  })

  it('an NPWP alone is not announced', async () => {
    expect((await patch(admin, w.store.id, { npwp: '3171012345678901' })).statusCode).toBe(200)
    expect(await notices.take()).toEqual([])
  })

  it('refuses other fields with 400 and bad values with 422, changing nothing', async () => {
    const before = await t.database.db.selectFrom('stores').selectAll().where('id', '=', w.store.id).executeTakeFirstOrThrow()
    for (const extra of [{ branch_id: w.bdg.id }, { users_count: 5 }, { name: 'TOKO BARU' }, { ibs_cust_code: 'BARU01' }]) {
      const res = await patch(admin, w.store.id, { price_group: 'GRUP-X', ...extra })
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
    }
    const group = await patch(admin, w.store.id, { price_group: 'GRUP A!' })
    expect(group.statusCode).toBe(422)
    expect(group.json()).toEqual({ code: 'FIELD_INVALID', detail: STORE_PRICE_TEXT.priceGroup, field: 'price_group' })
    const npwp = await patch(admin, w.store.id, { npwp: '0123456789' })
    expect(npwp.statusCode).toBe(422)
    expect(npwp.json()).toEqual({ code: 'FIELD_INVALID', detail: 'NPWP harus 15 atau 16 angka.', field: 'npwp' })
    const address = await patch(admin, w.store.id, { address: 'Jl. <Raya>' })
    expect(address.statusCode).toBe(422)
    expect(address.json()).toEqual({ code: 'FIELD_INVALID', detail: STORE_PRICE_TEXT.address, field: 'address' })
    expect((await patch(admin, w.store.id, { address: 'Jl. Raya', branch_id: w.bdg.id })).statusCode).toBe(400)
    expect(await t.database.db.selectFrom('stores').selectAll().where('id', '=', w.store.id).executeTakeFirstOrThrow()).toEqual(
      before,
    )
    expect(await notices.take()).toEqual([])
  })

  it('answers 404 for a store that does not exist', async () => {
    for (const raw of ['999999', '0', 'abc']) {
      const res = await admin.request('PATCH', `/api/admin/stores/${raw}`, { price_group: 'GRUP-A' })
      expect(res.statusCode, raw).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Toko tidak ditemukan' })
    }
  })

  it('answers 401 to a visitor and 403 to staff and buyers, on the list and the edit', async () => {
    const visitor = await anonymous(t.app)
    expect((await visitor.get('/api/admin/stores')).statusCode).toBe(401)
    expect((await patch(visitor, w.store.id, { price_group: 'GRUP-A' })).statusCode).toBe(401)
    for (const username of [w.staff.username, w.buyer.username]) {
      const agent = await signIn(t.app, username)
      expect((await agent.get('/api/admin/stores')).statusCode, username).toBe(403)
      expect((await patch(agent, w.store.id, { price_group: 'GRUP-A' })).statusCode, username).toBe(403)
    }
    const row = await t.database.db.selectFrom('stores').select('price_group').where('id', '=', w.store.id).executeTakeFirst()
    expect(row?.price_group).toBeNull()
  })
})
