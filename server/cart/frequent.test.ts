import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildSupersession } from '../test/factories'
import { buildOrder, buildOrderWorld, type Product, part, signIn } from '../test/order-factories'

// GET /api/cart/frequent: the parts the buyer's store ordered in the last 90 days, most often
// first, with the last quantity and date. The clock stands at 2026-11-20 03:00 UTC.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let p: Record<'oil' | 'pad' | 'belt' | 'old' | 'now' | 'gone' | 'other', Product>
const DAY = 86_400_000
const NOW = new Date('2026-11-20T03:00:00Z').getTime()
const daysAgo = (n: number) => new Date(NOW - n * DAY)

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = {
    oil: await part(db, { sto_id: 'FQ-OIL', name: 'FILTER OLI' }),
    pad: await part(db, { sto_id: 'FQ-PAD', name: 'KAMPAS REM' }),
    belt: await part(db, { sto_id: 'FQ-BELT', name: 'V-BELT' }),
    old: await part(db, { sto_id: 'FQ-OLD' }),
    now: await part(db, { sto_id: 'FQ-NOW', name: 'BUSI BARU', price: 45_000 }),
    gone: await part(db, { sto_id: 'FQ-GONE' }),
    other: await part(db, { sto_id: 'FQ-OTHER' }),
  }
  await buildSupersession(db, 'FQ-OLD', 'FQ-NOW', '2026-06-01')
  await db.updateTable('products').set({ is_active: false }).where('id', '=', p.gone.id).execute()
  const order = (
    at: Date,
    status: 1 | 2 | 3 | 4 | 5,
    lines: Array<[Product, number]>,
    store = w.store,
    branch = w.jkt,
    creator = w.buyer,
  ) =>
    buildOrder(db, {
      branch,
      store,
      creator,
      status,
      created_at: at,
      lines: lines.map(([product, qty]) => ({ product, qty_estimasi: qty, qty_confirmed: qty, qty_ordered: qty })),
    })
  // oil three times (last 6), pad twice, belt once; the old and new number of a plug twice in all
  await order(daysAgo(80), 4, [
    [p.oil, 4],
    [p.pad, 2],
    [p.old, 3],
  ])
  await order(daysAgo(30), 4, [
    [p.oil, 5],
    [p.now, 2],
  ])
  await order(daysAgo(2), 3, [
    [p.oil, 6],
    [p.pad, 8],
    [p.gone, 1],
  ])
  await order(daysAgo(1), 3, [[p.belt, 1]])
  // not counted: older than 90 days, not placed, cancelled, ordered 0, another store, another branch
  await order(daysAgo(91), 4, [
    [p.belt, 9],
    [p.other, 9],
  ])
  await order(daysAgo(1), 1, [[p.other, 9]])
  await order(daysAgo(1), 2, [[p.other, 9]])
  await order(daysAgo(1), 5, [[p.other, 9]])
  await buildOrder(db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    status: 4,
    created_at: daysAgo(3),
    lines: [{ product: p.other, qty_estimasi: 2, qty_confirmed: 2, qty_ordered: 0 }],
  })
  await order(daysAgo(1), 4, [[p.other, 9]], w.store2, w.jkt, w.buyer2)
  await order(daysAgo(1), 4, [[p.other, 9]], w.storeBdg, w.bdg, w.buyerBdg)
})
afterAll(() => t.close())

describe('Sering Dipesan', () => {
  it("lists the store's ordered parts of the last 90 days by how often, with the last quantity and day", async () => {
    const res = await (await signIn(t.app, 'beli.satu')).get('/api/cart/frequent')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.days).toBe(90)
    expect(
      body.items.map((i: { sto_id: string; times: number; last_qty: number; last_date: string; replaces: string | null }) => [
        i.sto_id,
        i.times,
        i.last_qty,
        i.last_date.slice(0, 10),
        i.replaces,
      ]),
    ).toEqual([
      ['FQ-OIL', 3, 6, '2026-11-18', null],
      // pad and the plug both twice: the more recent first
      ['FQ-PAD', 2, 8, '2026-11-18', null],
      ['FQ-NOW', 2, 2, '2026-10-21', 'FQ-OLD'],
      ['FQ-BELT', 1, 1, '2026-11-19', null],
    ])
    expect(body.items[2]).toMatchObject({ product_id: p.now.id, name: 'BUSI BARU', price: 45_000, image: null })
  })

  it('counts from the clock: an order leaves the window after 90 days', async () => {
    t.clock.set(new Date(NOW + 11 * DAY))
    try {
      const body = (await (await signIn(t.app, 'beli.satu')).get('/api/cart/frequent')).json()
      // the order of 80 days ago is now 91 days old
      expect(body.items.find((i: { sto_id: string }) => i.sto_id === 'FQ-OIL').times).toBe(2)
      expect(body.items.find((i: { sto_id: string }) => i.sto_id === 'FQ-NOW').times).toBe(1)
    } finally {
      t.clock.set(new Date(NOW))
    }
  })

  it("is the buyer's own store only: another store sees its own, staff and anonymous are refused", async () => {
    const other = (await (await signIn(t.app, 'beli.dua')).get('/api/cart/frequent')).json()
    expect(other.items.map((i: { sto_id: string }) => i.sto_id)).toEqual(['FQ-OTHER'])
    expect((await (await signIn(t.app, 'staf.satu')).get('/api/cart/frequent')).statusCode).toBe(403)
    expect((await new Agent(t.app).get('/api/cart/frequent')).statusCode).toBe(401)
    // a query string cannot point it at another store
    const buyer = await signIn(t.app, 'beli.satu')
    const tried = (await buyer.get(`/api/cart/frequent?store_id=${w.store2.id}`)).json()
    expect(tried.items.map((i: { sto_id: string }) => i.sto_id)).not.toContain('FQ-OTHER')
  })
})
