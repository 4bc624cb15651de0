import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { STORE_PRICE_TEXT } from '#common/store-rules.ts'
import type { Agent } from '../test/app'
import { startTestApp, type TestApp } from '../test/app'
import { anonymous, buildManagementWorld, signIn } from '../test/management-factories'
import { listenForPriceNotices, type PriceNotices } from '../test/price-notices'

// List Toko's edit of a store's price group, NPWP and address (PATCH /api/seller/stores/{id},
// docs/product.md §10.10): the branch's own stores only, the rules of common/store-rules.ts, an
// audit row naming what changed, and the prices notice when (and only when) the group changed.
let t: TestApp
let w: Awaited<ReturnType<typeof buildManagementWorld>>
let staff: Agent
let notices: PriceNotices

beforeAll(async () => {
  t = await startTestApp()
  w = await buildManagementWorld(t.database.db)
  staff = await signIn(t.app, w.staff.username)
  notices = await listenForPriceNotices(t)
})
afterAll(async () => {
  await notices.close()
  await t.close()
})

const patch = (agent: Agent, id: number, body: unknown) => agent.request('PATCH', `/api/seller/stores/${id}`, body)

async function pricingOf(id: number) {
  return t.database.db.selectFrom('stores').select(['price_group', 'npwp']).where('id', '=', id).executeTakeFirstOrThrow()
}

async function addressOf(id: number) {
  const row = await t.database.db.selectFrom('stores').select('address').where('id', '=', id).executeTakeFirstOrThrow()
  return row.address
}

async function auditOf(id: number) {
  const rows = await t.database.db
    .selectFrom('account_events')
    .select(['action', 'actor_id', 'scope_branch_id', 'detail'])
    .where('store_id', '=', id)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ ...r, detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail }))
}

beforeEach(async () => {
  await t.database.db.updateTable('stores').set({ price_group: null, npwp: null, address: null }).execute()
  await t.database.db.deleteFrom('account_events').execute()
  await notices.take()
})

describe("editing a store's price group and NPWP", () => {
  it('sets both, cleaned, audits each change and announces the new group once', async () => {
    const res = await patch(staff, w.store.id, { price_group: ' bengkel-a ', npwp: '01.234.567.8-901.000' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: w.store.id, price_group: 'BENGKEL-A', npwp: '012345678901000' })
    expect(await pricingOf(w.store.id)).toEqual({ price_group: 'BENGKEL-A', npwp: '012345678901000' })
    expect(await auditOf(w.store.id)).toEqual([
      {
        action: 'updated',
        actor_id: w.staff.id,
        scope_branch_id: w.jkt.id,
        detail: {
          changes: [
            { field: 'price_group', from: '', to: 'BENGKEL-A' },
            { field: 'npwp', from: '', to: '012345678901000' },
          ],
        },
      },
    ])
    expect(await notices.take()).toEqual([''])
    // the detail shows both
    const detail = await staff.get(`/api/seller/stores/${w.store.id}`)
    expect(detail.json().store).toMatchObject({ price_group: 'BENGKEL-A', npwp: '012345678901000' })
  })

  it('an NPWP alone changes no price: audited, not announced', async () => {
    const res = await patch(staff, w.store.id, { npwp: '3171-0123-4567-8901' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await pricingOf(w.store.id)).toEqual({ price_group: null, npwp: '3171012345678901' })
    expect((await auditOf(w.store.id)).map((r) => r.detail)).toEqual([
      { changes: [{ field: 'npwp', from: '', to: '3171012345678901' }] },
    ])
    expect(await notices.take()).toEqual([])
  })

  it('the values the store already has change nothing: no audit row, no notice', async () => {
    await t.database.db
      .updateTable('stores')
      .set({ price_group: 'GRUP-A', npwp: '012345678901000' })
      .where('id', '=', w.store.id)
      .execute()
    const res = await patch(staff, w.store.id, { price_group: 'grup-a', npwp: '01.234.567.8-901.000' })
    expect(res.statusCode).toBe(200)
    expect(await auditOf(w.store.id)).toEqual([])
    expect(await notices.take()).toEqual([])
  })

  it('empty or null clears a field; leaving the group is announced too', async () => {
    await t.database.db
      .updateTable('stores')
      .set({ price_group: 'GRUP-A', npwp: '012345678901000' })
      .where('id', '=', w.store.id)
      .execute()
    expect((await patch(staff, w.store.id, { price_group: '' })).statusCode).toBe(200)
    expect(await pricingOf(w.store.id)).toEqual({ price_group: null, npwp: '012345678901000' })
    expect(await notices.take()).toEqual([''])
    expect((await patch(staff, w.store.id, { npwp: null })).json()).toMatchObject({ price_group: null, npwp: null })
    expect((await auditOf(w.store.id)).map((r) => r.detail)).toEqual([
      { changes: [{ field: 'price_group', from: 'GRUP-A', to: '' }] },
      { changes: [{ field: 'npwp', from: '012345678901000', to: '' }] },
    ])
  })

  it('refuses a bad group or NPWP with its sentence, changing nothing', async () => {
    const refused = async (body: Record<string, unknown>, field: string, detail: string) => {
      const res = await patch(staff, w.store.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json()).toEqual({ code: 'FIELD_INVALID', detail, field })
    }
    await refused({ price_group: 'GRUP.A' }, 'price_group', STORE_PRICE_TEXT.priceGroup)
    await refused({ price_group: 'G'.repeat(21), npwp: '012345678901000' }, 'price_group', STORE_PRICE_TEXT.priceGroup)
    await refused({ npwp: '01.234.567.8-901.00' }, 'npwp', 'NPWP harus 15 atau 16 angka.')
    await refused({ price_group: 'GRUP-A', npwp: 'NPWP 0123' }, 'npwp', 'NPWP harus 15 atau 16 angka.')
    expect(await pricingOf(w.store.id)).toEqual({ price_group: null, npwp: null })
    expect(await auditOf(w.store.id)).toEqual([])
    expect(await notices.take()).toEqual([])
  })

  it('refuses any other field (branch, counts, code, name) and an empty body with 400, changing nothing', async () => {
    const before = await t.database.db.selectFrom('stores').selectAll().where('id', '=', w.store.id).executeTakeFirstOrThrow()
    for (const extra of [
      { branch_id: w.bdg.id },
      { users_count: 99 },
      { ibs_cust_code: 'BARU01' },
      { name: 'TOKO BARU' },
      { id: w.store2.id },
    ]) {
      const res = await patch(staff, w.store.id, { price_group: 'GRUP-X', ...extra })
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    const empty = await patch(staff, w.store.id, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().detail).toContain('Tidak ada yang diubah.')
    expect(await t.database.db.selectFrom('stores').selectAll().where('id', '=', w.store.id).executeTakeFirstOrThrow()).toEqual(
      before,
    )
    expect(await auditOf(w.store.id)).toEqual([])
  })

  it("answers 404 for another branch's store, like a missing one, changing nothing", async () => {
    for (const id of [w.storeBdg.id, 999_999]) {
      const res = await patch(staff, id, { price_group: 'GRUP-A' })
      expect(res.statusCode, String(id)).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Toko tidak ditemukan' })
    }
    expect(await pricingOf(w.storeBdg.id)).toEqual({ price_group: null, npwp: null })
    expect(await auditOf(w.storeBdg.id)).toEqual([])
    expect(await notices.take()).toEqual([])
  })

  it('answers 401 to a visitor and 403 to a buyer, whatever the body holds', async () => {
    const visitor = await anonymous(t.app)
    const buyer = await signIn(t.app, w.buyer.username)
    for (const body of [{ price_group: 'GRUP-A' }, { junk: 'x'.repeat(500) }]) {
      expect((await patch(visitor, w.store.id, body)).statusCode).toBe(401)
      const res = await patch(buyer, w.store.id, body)
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('FORBIDDEN')
    }
    expect(await pricingOf(w.store.id)).toEqual({ price_group: null, npwp: null })
  })
})

describe("editing a store's address", () => {
  it('sets it trimmed, audits it, announces no price change, and the detail shows it', async () => {
    const res = await patch(staff, w.store.id, { address: '  Jl. Raya Bogor No. 12; RT 01/RW 02, Jakarta  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: w.store.id, address: 'Jl. Raya Bogor No. 12; RT 01/RW 02, Jakarta', npwp: null })
    expect(await addressOf(w.store.id)).toBe('Jl. Raya Bogor No. 12; RT 01/RW 02, Jakarta')
    expect(await auditOf(w.store.id)).toEqual([
      {
        action: 'updated',
        actor_id: w.staff.id,
        scope_branch_id: w.jkt.id,
        detail: { changes: [{ field: 'address', from: '', to: 'Jl. Raya Bogor No. 12; RT 01/RW 02, Jakarta' }] },
      },
    ])
    expect(await notices.take()).toEqual([])
    const detail = await staff.get(`/api/seller/stores/${w.store.id}`)
    expect(detail.json().store.address).toBe('Jl. Raya Bogor No. 12; RT 01/RW 02, Jakarta')
    const list = await staff.get('/api/seller/stores?limit=100')
    expect(list.json().items.find((s: { id: number }) => s.id === w.store.id).address).toBe(
      'Jl. Raya Bogor No. 12; RT 01/RW 02, Jakarta',
    )
  })

  it('with the group in one edit: one audit row naming both, the group announced', async () => {
    const res = await patch(staff, w.store.id, { price_group: 'grup-a', address: 'Jl. Baru 1' })
    expect(res.statusCode, res.body).toBe(200)
    expect((await auditOf(w.store.id)).map((r) => r.detail)).toEqual([
      {
        changes: [
          { field: 'price_group', from: '', to: 'GRUP-A' },
          { field: 'address', from: '', to: 'Jl. Baru 1' },
        ],
      },
    ])
    expect(await notices.take()).toEqual([''])
  })

  it('empty, blank or null clears it (audited); the same address again changes nothing', async () => {
    await t.database.db.updateTable('stores').set({ address: 'Jl. Lama 9' }).where('id', '=', w.store.id).execute()
    expect((await patch(staff, w.store.id, { address: ' Jl. Lama 9 ' })).statusCode).toBe(200)
    expect(await auditOf(w.store.id)).toEqual([])
    for (const cleared of ['', '   ', null]) {
      await t.database.db.updateTable('stores').set({ address: 'Jl. Lama 9' }).where('id', '=', w.store.id).execute()
      const res = await patch(staff, w.store.id, { address: cleared })
      expect(res.statusCode, JSON.stringify(cleared)).toBe(200)
      expect(res.json().address).toBeNull()
      expect(await addressOf(w.store.id)).toBeNull()
    }
    expect((await auditOf(w.store.id)).map((r) => r.detail)).toEqual(
      Array(3).fill({ changes: [{ field: 'address', from: 'Jl. Lama 9', to: '' }] }),
    )
    expect(await notices.take()).toEqual([])
  })

  it("refuses a long one, < or >, or a control character with 'Alamat maks 100 karakter, tanpa < atau >.', changing nothing", async () => {
    for (const address of ['A'.repeat(101), 'Jl. <b>Raya</b>', 'Jl. Raya > 5', 'Jl. Raya\nNo. 5', 'Jl.\tRaya']) {
      const res = await patch(staff, w.store.id, { npwp: '012345678901000', address })
      expect(res.statusCode, JSON.stringify(address)).toBe(422)
      expect(res.json()).toEqual({ code: 'FIELD_INVALID', detail: 'Alamat maks 100 karakter, tanpa < atau >.', field: 'address' })
    }
    // past the schema's cap, a NUL (no text on the wire carries one), or not a text: refused before any rule runs
    for (const address of ['A'.repeat(201), 'Jl.\u0000Raya', 12, ['Jl. Raya']]) {
      const res = await patch(staff, w.store.id, { address })
      expect(res.statusCode, JSON.stringify(address).slice(0, 20)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await addressOf(w.store.id)).toBeNull()
    expect(await pricingOf(w.store.id)).toEqual({ price_group: null, npwp: null })
    expect(await auditOf(w.store.id)).toEqual([])
  })

  it("still refuses any other field beside it, and 404s for another branch's store", async () => {
    for (const extra of [{ name: 'TOKO BARU' }, { branch_id: w.bdg.id }, { alamat: 'Jl. Lain' }]) {
      const res = await patch(staff, w.store.id, { address: 'Jl. Raya 1', ...extra })
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
    }
    const other = await patch(staff, w.storeBdg.id, { address: 'Jl. Raya 1' })
    expect(other.statusCode).toBe(404)
    expect(await addressOf(w.store.id)).toBeNull()
    expect(await addressOf(w.storeBdg.id)).toBeNull()
    expect(await auditOf(w.store.id)).toEqual([])
  })
})
