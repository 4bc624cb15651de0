import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildUser, setStock } from '../test/factories'
import { buildOrderWorld, PASSWORD, type Product, part, signIn } from '../test/order-factories'
import { agreement } from '../test/price-factories'

// The confirmation is the quote (docs/product.md §10.12): Kirim Konfirmasi prices every line with
// that day's agreements, takes staff's extra discounts off (up to the branch's cap), and freezes
// prices, tax settings and totals with 'Harga berlaku s.d.'; after that day Lanjut Pesan is a 409
// until staff renew the prices (perbarui-harga), which tells the buyer.

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let p: Record<'filter' | 'busi', Product>
let buyer: Agent
let staff: Agent

// 10 March 2026, 10:00 in Jakarta
const MON = '2026-03-10T03:00:00Z'

beforeAll(async () => {
  t = await startTestApp()
  t.clock.set(MON)
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = {
    filter: await part(db, { sto_id: '1005A134', name: 'FILTER OLI', price: 110_700 }),
    busi: await part(db, { sto_id: 'MR111NEW', name: 'BUSI', price: 50_000 }),
  }
  await buildUser(db, { username: 'kantor.pusat', password: PASSWORD, roles: ['admin'] })
  for (const product of Object.values(p)) await setStock(db, w.jkt.id, product.id, 100)
})
beforeEach(async () => {
  t.clock.set(MON)
  await t.database.db.deleteFrom('price_agreements').execute()
  await t.database.db.updateTable('branches').set({ max_extra_discount_bp: 0, quote_valid_days: 7 }).execute()
  buyer = await signIn(t.app, 'beli.satu')
  staff = await signIn(t.app, 'staf.satu')
})
afterAll(() => t.close())

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by their schemas
async function ok(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<any> {
  expect(res.statusCode, res.body).toBe(status)
  return res.json()
}

/** An estimate of 2 × 1005A134 and 4 × MR111NEW from the buyer's cart, at today's prices. */
async function estimate() {
  await ok(await buyer.post('/api/cart/items', { product_id: p.filter.id, qty: 2 }))
  await ok(await buyer.post('/api/cart/items', { product_id: p.busi.id, qty: 4 }))
  const placed = await ok(await buyer.post('/api/cart/checkout', { product_ids: [p.filter.id, p.busi.id], note_user: '' }), 201)
  const detail = await ok(await staff.get(`/api/orders/${placed.order_id}`))
  const lineOf = (partNo: string) => detail.items.find((i: { nomor_part: string }) => i.nomor_part === partNo).order_detail_id
  return { id: placed.order_id as number, filter: lineOf('1005A134') as number, busi: lineOf('MR111NEW') as number }
}

const confirm = (o: Awaited<ReturnType<typeof estimate>>, more: object = {}) =>
  staff.post(`/api/orders/${o.id}/actions/kirim-konfirmasi`, {
    confirm_lines: [
      { order_detail_id: o.filter, qty_confirmed: 2 },
      { order_detail_id: o.busi, qty_confirmed: 4 },
    ],
    ...more,
  })

const lineOf = (detail: { items: Array<{ nomor_part: string }> }, partNo: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: a line of the answer
  detail.items.find((i) => i.nomor_part === partNo) as any

describe('Kirim Konfirmasi', () => {
  it("prices each line with that day's agreements and shows both sides the price that moved", async () => {
    const o = await estimate()
    // the store's discount starts the day after the estimate
    await agreement(t.database.db, { store: w.store, product: p.filter, discountPercent: 10, validFrom: '2026-03-11' })
    t.clock.set('2026-03-11T03:00:00Z')
    staff = await signIn(t.app, 'staf.satu')
    await ok(await confirm(o))
    for (const agent of [staff, await signIn(t.app, 'beli.satu')]) {
      const detail = await ok(await agent.get(`/api/orders/${o.id}`))
      expect(lineOf(detail, '1005A134')).toMatchObject({
        price: 99_630,
        price_list: 110_700,
        discount_percent: 10,
        price_source: 'toko',
        price_before: 110_700,
        line_total: 199_260,
      })
      expect(lineOf(detail, 'MR111NEW')).toMatchObject({ price: 50_000, price_before: null, line_total: 200_000 })
      // 199.260 + 200.000 = 399.260; DPP 365.988 (365.988,33); PPN 43.918 (43.918,56)
      expect(detail.totals).toEqual({
        subtotal: 421_400,
        diskon: 22_140,
        harga_jual: 399_260,
        dpp: 365_988,
        ppn: 43_918,
        total: 443_178,
      })
      expect(detail.price_valid_until).toBe('2026-03-18')
      expect(detail.events.at(-1).keterangan).toBe('Harga 1005A134: Rp. 110.700 → Rp. 99.630')
    }
  })

  it('freezes prices, tax settings and totals: later agreements and a new PPN do not move them', async () => {
    const o = await estimate()
    await ok(await confirm(o))
    const before = await ok(await buyer.get(`/api/orders/${o.id}`))
    const kept = await t.database.db
      .selectFrom('orders')
      .select(['totals', 'ppn_rate_bp'])
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow()
    expect(kept).toEqual({ totals: before.totals, ppn_rate_bp: 1200 })
    await agreement(t.database.db, { store: w.store, product: p.busi, netPrice: 1 })
    const office = await signIn(t.app, 'kantor.pusat')
    await ok(
      await office.post('/api/admin/pengaturan/pajak', {
        effective_from: '2026-03-10',
        ppn_rate_percent: 11,
        dpp_numerator: 1,
        dpp_denominator: 1,
      }),
      201,
    )
    const after = await ok(await buyer.get(`/api/orders/${o.id}`))
    expect([after.totals, after.tax, after.items]).toEqual([before.totals, before.tax, before.items])
    await t.database.db.deleteFrom('tax_settings').where('effective_from', '=', '2026-03-10').execute()
  })

  it("takes staff's extra discount up to the branch's cap, and refuses more naming the cap", async () => {
    const o = await estimate()
    const extra = (percent: number) => ({ extra_discounts: [{ order_detail_id: o.busi, extra_discount_percent: percent }] })
    const off = await confirm(o, extra(5))
    expect(off.statusCode).toBe(422)
    expect(off.json()).toMatchObject({
      code: 'EXTRA_DISCOUNT_TOO_HIGH',
      detail: 'Diskon tambahan tidak diizinkan di cabang ini (batas 0%).',
    })
    await t.database.db.updateTable('branches').set({ max_extra_discount_bp: 750 }).where('id', '=', w.jkt.id).execute()
    const over = await confirm(o, extra(7.51))
    expect(over.statusCode).toBe(422)
    expect(over.json().detail).toBe('Diskon tambahan melebihi batas cabang: maksimal 7,5%.')
    expect((await confirm(o, extra(7.555))).statusCode).toBe(400)
    await ok(await confirm(o, extra(7.5)))
    const detail = await ok(await buyer.get(`/api/orders/${o.id}`))
    // 50.000 less 7,5 % = 46.250, shown to the buyer with the discount that made it
    expect(lineOf(detail, 'MR111NEW')).toMatchObject({ price: 46_250, extra_discount_percent: 7.5, price_list: 50_000 })
    expect(detail.events.at(-1).keterangan).toBe('Harga MR111NEW: Rp. 50.000 → Rp. 46.250; Diskon tambahan MR111NEW: 7,5%')
  })

  it('ignores or refuses any price a client sends', async () => {
    const o = await estimate()
    const sent = await staff.post(`/api/orders/${o.id}/actions/kirim-konfirmasi`, {
      confirm_lines: [
        { order_detail_id: o.filter, qty_confirmed: 2, price: 1 },
        { order_detail_id: o.busi, qty_confirmed: 4 },
      ],
    })
    expect(sent.statusCode).toBe(400)
    expect((await confirm(o, { totals: { total: 1 } })).statusCode).toBe(400)
    const cart = await buyer.post('/api/cart/items', { product_id: p.filter.id, qty: 1, price: 1 })
    expect(cart.statusCode).toBe(400)
  })
})

describe('an expired quote', () => {
  it('cannot be ordered after its last day until staff renew it, and the buyer is told', async () => {
    const o = await estimate()
    await ok(await confirm(o))
    const lanjut = () => buyer.post(`/api/orders/${o.id}/actions/lanjut-pesan`, { order_lines: [] })
    // the last day of 7 holds to its end in Jakarta: 17 March 23:59
    t.clock.set('2026-03-17T16:59:00Z')
    buyer = await signIn(t.app, 'beli.satu')
    staff = await signIn(t.app, 'staf.satu')
    await agreement(t.database.db, { store: w.store, product: p.busi, netPrice: 45_000 })
    t.clock.set('2026-03-17T17:00:00Z')
    const expired = await lanjut()
    expect(expired.statusCode).toBe(409)
    expect(expired.json()).toMatchObject({
      code: 'QUOTE_EXPIRED',
      detail: 'Penawaran sudah kedaluwarsa. Minta staff memperbarui harga.',
    })
    // only staff of the order's branch renew it, only at Konfirmasi, with nothing in the body
    const renew = (agent: Agent, body?: unknown) => agent.post(`/api/orders/${o.id}/actions/perbarui-harga`, body)
    expect((await renew(buyer)).statusCode).toBe(403)
    expect((await renew(await signIn(t.app, 'staf.bdg'))).statusCode).toBe(404)
    expect((await renew(staff, { price: 1 })).statusCode).toBe(400)
    await ok(await renew(staff))
    const detail = await ok(await buyer.get(`/api/orders/${o.id}`))
    expect(detail.price_valid_until).toBe('2026-03-25')
    expect(lineOf(detail, 'MR111NEW')).toMatchObject({ price: 45_000, price_before: 50_000, price_source: 'toko' })
    const told = await sql<{
      event: string
    }>`select event from notifications where order_id = ${o.id} and user_id = ${w.buyer.id}`.execute(t.database.db)
    expect(told.rows.map((r) => r.event)).toContain('harga')
    await ok(await lanjut())
    // at Dipesan there is nothing to renew
    expect((await renew(staff)).statusCode).toBe(409)
  })
})
