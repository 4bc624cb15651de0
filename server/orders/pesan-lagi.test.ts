import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PESAN_LAGI_REASONS } from '#common/cart.ts'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildSupersession } from '../test/factories'
import { buildOrder, buildOrderWorld, type Product, part, signIn } from '../test/order-factories'

// POST /api/orders/{id}/actions/pesan-lagi: an order's lines into the buyer's cart again.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let buyer: Agent
let p: Record<'a' | 'b' | 'c' | 'old' | 'now' | 'gone', Product>

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = {
    a: await part(db, { sto_id: 'PL-A', name: 'FILTER OLI' }),
    b: await part(db, { sto_id: 'PL-B', name: 'KAMPAS REM' }),
    c: await part(db, { sto_id: 'PL-C', name: 'V-BELT' }),
    old: await part(db, { sto_id: 'PL-OLD' }),
    now: await part(db, { sto_id: 'PL-NOW', name: 'FILTER UDARA BARU' }),
    gone: await part(db, { sto_id: 'PL-GONE' }),
  }
  await buildSupersession(db, 'PL-OLD', 'PL-NOW', '2026-01-01')
  await db.updateTable('products').set({ is_active: false }).where('id', '=', p.gone.id).execute()
  buyer = await signIn(t.app, 'beli.satu')
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.deleteFrom('cart_items').where('user_id', '=', w.buyer.id).execute()
})

const again = (agent: Agent, id: number, body?: unknown) => agent.post(`/api/orders/${id}/actions/pesan-lagi`, body)
const cartOf = async () =>
  Object.fromEntries(
    (
      await t.database.db
        .selectFrom('cart_items as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select(['p.sto_id', 'c.qty'])
        .where('c.user_id', '=', w.buyer.id)
        .execute()
    ).map((r) => [r.sto_id, r.qty]),
  )

describe('pesan lagi', () => {
  it('takes the ordered quantity, else the confirmed, else the estimate, whatever the status', async () => {
    const processed = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 4,
      lines: [
        { product: p.a, qty_estimasi: 10, qty_confirmed: 8, qty_ordered: 6 },
        // ordered none of it: the confirmed quantity
        { product: p.b, qty_estimasi: 5, qty_confirmed: 4, qty_ordered: 0 },
        // nothing in stock, nothing ordered: what was asked for
        { product: p.c, qty_estimasi: 3, qty_confirmed: 0, qty_ordered: 0, ready_status_id: 3 },
      ],
    })
    const res = await again(buyer, processed.id)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.added.map((a: { sto_id: string; qty: number; capped: boolean }) => [a.sto_id, a.qty, a.capped])).toEqual([
      ['PL-A', 6, false],
      ['PL-B', 4, false],
      ['PL-C', 3, false],
    ])
    expect(body.replaced).toEqual([])
    expect(body.skipped).toEqual([])
    expect(body.cart.items.map((i: { sto_id: string; qty: number }) => [i.sto_id, i.qty])).toEqual([
      ['PL-A', 6],
      ['PL-B', 4],
      ['PL-C', 3],
    ])
    const estimate = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      lines: [{ product: p.a, qty_estimasi: 2 }],
    })
    expect((await again(buyer, estimate.id)).statusCode).toBe(200)
    expect(await cartOf()).toEqual({ 'PL-A': 8, 'PL-B': 4, 'PL-C': 3 })
  })

  it('adds to what is in the cart and stops at 999, listing a part already at 999', async () => {
    const db = t.database.db
    await db
      .insertInto('cart_items')
      .values([
        { user_id: w.buyer.id, product_id: p.a.id, qty: 995, description: null, added_at: new Date(), updated_at: new Date() },
        { user_id: w.buyer.id, product_id: p.b.id, qty: 999, description: null, added_at: new Date(), updated_at: new Date() },
      ])
      .execute()
    const order = await buildOrder(db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 3,
      lines: [
        { product: p.a, qty_estimasi: 10, qty_confirmed: 10, qty_ordered: 10 },
        { product: p.b, qty_estimasi: 1, qty_confirmed: 1, qty_ordered: 1 },
      ],
    })
    const body = (await again(buyer, order.id)).json()
    expect(body.added).toMatchObject([{ sto_id: 'PL-A', qty: 4, capped: true }])
    expect(body.skipped).toEqual([{ sto_id: 'PL-B', reason: PESAN_LAGI_REASONS.atMax }])
    expect(await cartOf()).toEqual({ 'PL-A': 999, 'PL-B': 999 })
  })

  it('brings a replaced number in as its current part, joined with a line of it, and lists a part no longer sold', async () => {
    const order = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 5,
      lines: [
        { product: p.old, qty_estimasi: 2, qty_confirmed: 2 },
        { product: p.now, qty_estimasi: 3, qty_confirmed: 3 },
        { product: p.gone, qty_estimasi: 1, qty_confirmed: 1 },
      ],
    })
    const body = (await again(buyer, order.id)).json()
    expect(body.replaced).toEqual([{ from: 'PL-OLD', to: 'PL-NOW' }])
    expect(body.added).toMatchObject([{ sto_id: 'PL-NOW', name: 'FILTER UDARA BARU', qty: 5, capped: false }])
    expect(body.skipped).toEqual([{ sto_id: 'PL-GONE', reason: PESAN_LAGI_REASONS.notSold }])
    expect(await cartOf()).toEqual({ 'PL-NOW': 5 })
  })

  it('fills a cart to its 200 lines and lists what does not fit, adding to lines already there', async () => {
    const db = t.database.db
    const { rows } = await sql<{ id: number }>`
      insert into products (sto_id, name, price)
      select 'FILL' || lpad(g::text, 4, '0'), 'ISI', 1000 from generate_series(1, 198) g
      on conflict (sto_id) do update set name = excluded.name
      returning id`.execute(db)
    await db
      .insertInto('cart_items')
      .values(
        [p.a.id, ...rows.map((r) => r.id)].map((id) => ({
          user_id: w.buyer.id,
          product_id: id,
          qty: 1,
          description: null,
          added_at: new Date(),
          updated_at: new Date(),
        })),
      )
      .execute()
    const order = await buildOrder(db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 2,
      lines: [
        { product: p.a, qty_estimasi: 2 },
        { product: p.b, qty_estimasi: 2 },
        { product: p.c, qty_estimasi: 2 },
      ],
    })
    const body = (await again(buyer, order.id)).json()
    expect(body.added.map((a: { sto_id: string; qty: number }) => [a.sto_id, a.qty])).toEqual([
      ['PL-A', 2],
      ['PL-B', 2],
    ])
    expect(body.skipped).toEqual([{ sto_id: 'PL-C', reason: PESAN_LAGI_REASONS.full }])
    expect(body.cart.total_active_items).toBe(200)
    const cart = await cartOf()
    expect([cart['PL-A'], cart['PL-B'], cart['PL-C']]).toEqual([3, 2, undefined])
  })

  it("answers 404 for another store's or branch's order, 403 for staff, 401 anonymous, 400 for a body with fields", async () => {
    const db = t.database.db
    const other = await buildOrder(db, {
      branch: w.jkt,
      store: w.store2,
      creator: w.buyer2,
      lines: [{ product: p.a, qty_estimasi: 1 }],
    })
    const bdg = await buildOrder(db, {
      branch: w.bdg,
      store: w.storeBdg,
      creator: w.buyerBdg,
      lines: [{ product: p.a, qty_estimasi: 1 }],
    })
    for (const id of [other.id, bdg.id, 999_999_999]) {
      const res = await again(buyer, id)
      expect(res.statusCode).toBe(404)
      expect(res.json().detail).toBe('Pesanan tidak ditemukan')
    }
    const own = await buildOrder(db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      lines: [{ product: p.a, qty_estimasi: 1 }],
    })
    expect((await again(await signIn(t.app, 'staf.satu'), own.id)).statusCode).toBe(403)
    const anonymous = new Agent(t.app)
    await anonymous.get('/api/auth/csrf')
    expect((await again(anonymous, own.id)).statusCode).toBe(401)
    expect((await again(buyer, own.id, { qty: 999 })).statusCode).toBe(400)
    expect((await again(buyer, own.id, { store_id: w.store2.id })).statusCode).toBe(400)
    expect(await cartOf()).toEqual({})
    expect((await again(buyer, own.id, {})).statusCode).toBe(200)
    expect(await cartOf()).toEqual({ 'PL-A': 1 })
  })

  it('two taps at once add the order twice, one after the other, within 999', async () => {
    const order = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      lines: [{ product: p.a, qty_estimasi: 600 }],
    })
    const [x, y] = await Promise.all([again(buyer, order.id), again(buyer, order.id)])
    expect([x.statusCode, y.statusCode]).toEqual([200, 200])
    expect(await cartOf()).toEqual({ 'PL-A': 999 })
    expect([x.json().added[0].capped, y.json().added[0].capped].sort()).toEqual([false, true])
  })
})
