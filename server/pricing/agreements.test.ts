import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildUser, setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, PASSWORD, type Product, part, signIn } from '../test/order-factories'
import { agreement, setPartGroup, setPriceGroup } from '../test/price-factories'
import { announcePricesChanged } from './announce-queries'

// The customer's own prices (docs/product.md §10.10): the most specific agreement valid on the
// Jakarta day wins, a net price or a discount off the list price (the branch's stock price when
// it has one), and every answer a buyer reads carries the same price with its list price,
// discount and source. Staff see a store of their branch on request; nobody sees another's.

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let p: Record<'storePart' | 'storeGroup' | 'groupPart' | 'groupGroup' | 'plain' | 'dated', Product>
let buyer: Agent
// the validity test moves the clock by days: each test signs in anew

beforeAll(async () => {
  t = await startTestApp()
  // 10 March 2026, 10:00 in Jakarta
  t.clock.set('2026-03-10T03:00:00Z')
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = {
    storePart: await part(db, { sto_id: 'MZ000001', price: 100_000 }),
    storeGroup: await part(db, { sto_id: 'MZ000002', price: 200_000 }),
    groupPart: await part(db, { sto_id: 'MZ000003', price: 300_000 }),
    groupGroup: await part(db, { sto_id: 'MZ000004', price: 400_000 }),
    plain: await part(db, { sto_id: 'MZ000005', price: 500_000 }),
    dated: await part(db, { sto_id: 'MZ000006', price: 600_000 }),
  }
  for (const key of ['storePart', 'storeGroup', 'groupPart', 'groupGroup', 'dated'] as const) {
    await setPartGroup(db, p[key].id, 'FILTER')
  }
  // the branch's stock feed prices MZ000001 above the master: the discount is taken off 110.000
  await setStock(db, w.jkt.id, p.storePart.id, 5, 110_000)
  await setPriceGroup(db, w.store.id, 'BENGKEL-A')
  await setPriceGroup(db, w.store2.id, 'BENGKEL-A')
  // every level for MZ000001; from store + part group down for MZ000002; and so on
  await agreement(db, { store: w.store, product: p.storePart, discountPercent: 12.5 })
  await agreement(db, { store: w.store, partGroup: 'FILTER', discountPercent: 10 })
  await agreement(db, { priceGroup: 'BENGKEL-A', product: p.storePart, netPrice: 1 })
  await agreement(db, { priceGroup: 'BENGKEL-A', product: p.storeGroup, netPrice: 2 })
  await agreement(db, { priceGroup: 'BENGKEL-A', product: p.groupPart, netPrice: 250_000 })
  await agreement(db, { priceGroup: 'BENGKEL-A', partGroup: 'FILTER', discountPercent: 5 })
  // store2 has the group's prices only; MZ000006's agreement for it holds 11–20 March
  await agreement(db, { store: w.store2, product: p.dated, netPrice: 450_000, validFrom: '2026-03-11', validTo: '2026-03-20' })
})
beforeEach(async () => {
  t.clock.set('2026-03-10T03:00:00Z')
  buyer = await signIn(t.app, 'beli.satu')
})
afterAll(() => t.close())

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by their schemas
async function okJson(res: { statusCode: number; body: string; json(): unknown }, status = 200): Promise<any> {
  expect(res.statusCode, res.body).toBe(status)
  return res.json()
}

const priced = (i: { price: number; price_list: number; discount_percent: number; price_source: string }) => ({
  price: i.price,
  price_list: i.price_list,
  discount_percent: i.discount_percent,
  price_source: i.price_source,
})

async function searched(agent: Agent, q: string, more = '') {
  const answer = await okJson(await agent.get(`/api/products-osc?q=${q}${more}`))
  return Object.fromEntries(answer.items.map((i: { sto_id: string }) => [i.sto_id, priced(i as never)]))
}

describe('the most specific agreement valid on the day', () => {
  it('prices store + part, store + part group, group + part, group + part group, then the list price', async () => {
    expect(await searched(buyer, 'MZ0000')).toEqual({
      // 110.000 less 12,5 % = 96.250 (the store's own line beats every other)
      MZ000001: { price: 96_250, price_list: 110_000, discount_percent: 12.5, price_source: 'toko' },
      // the store's part-group discount beats the group's net price for the part
      MZ000002: { price: 180_000, price_list: 200_000, discount_percent: 10, price_source: 'toko' },
      MZ000003: { price: 180_000 + 90_000, price_list: 300_000, discount_percent: 10, price_source: 'toko' },
      MZ000004: { price: 360_000, price_list: 400_000, discount_percent: 10, price_source: 'toko' },
      MZ000005: { price: 500_000, price_list: 500_000, discount_percent: 0, price_source: 'daftar' },
      MZ000006: { price: 540_000, price_list: 600_000, discount_percent: 10, price_source: 'toko' },
    })
    // a store of the group without agreements of its own: group + part, then group + part group
    expect(await searched(await signIn(t.app, 'beli.dua'), 'MZ0000')).toEqual({
      MZ000001: { price: 1, price_list: 110_000, discount_percent: 100, price_source: 'grup' },
      MZ000002: { price: 2, price_list: 200_000, discount_percent: 100, price_source: 'grup' },
      MZ000003: { price: 250_000, price_list: 300_000, discount_percent: 16.67, price_source: 'grup' },
      MZ000004: { price: 380_000, price_list: 400_000, discount_percent: 5, price_source: 'grup' },
      MZ000005: { price: 500_000, price_list: 500_000, discount_percent: 0, price_source: 'daftar' },
      MZ000006: { price: 570_000, price_list: 600_000, discount_percent: 5, price_source: 'grup' },
    })
    // a store of another branch, in no group, pays the list price
    const other = await searched(await signIn(t.app, 'beli.bdg'), 'MZ00000')
    expect(Object.values(other).every((q) => q.price_source === 'daftar' && q.price === q.price_list)).toBe(true)
  })

  it('takes an agreement from its first valid day to its last, both included, in Jakarta days', async () => {
    // a jump of days ends a session: each look signs in anew
    const dated = async () => (await searched(await signIn(t.app, 'beli.dua'), 'MZ000006')).MZ000006
    expect(await dated()).toMatchObject({ price: 570_000, price_source: 'grup' })
    // 11 March 00:00 in Jakarta is 10 March 17:00 UTC: the kept book of the 10th is not used
    t.clock.set('2026-03-10T17:00:00Z')
    expect(await dated()).toMatchObject({ price: 450_000, price_source: 'toko' })
    t.clock.set('2026-03-20T16:59:59Z')
    expect(await dated()).toMatchObject({ price: 450_000, price_source: 'toko' })
    t.clock.set('2026-03-20T17:00:00Z')
    expect(await dated()).toMatchObject({ price: 570_000, price_source: 'grup' })
  })
})

describe('one price per answer', () => {
  it('gives the card, the detail, the cart, Sering Dipesan, the estimate and its lines the same price', async () => {
    const q = (await searched(buyer, 'MZ000001')).MZ000001
    const local = (await searched(buyer, 'MZ000001', '&db=local')).MZ000001
    const plain = await okJson(await buyer.get('/api/products?q=MZ000001'))
    const detail = await okJson(await buyer.get(`/api/products/${p.storePart.id}`))
    expect([local, priced(plain.items[0]), priced(detail)]).toEqual([q, q, q])
    const cart = await okJson(await buyer.post('/api/cart/items', { product_id: p.storePart.id, qty: 3 }))
    expect(priced(cart.items[0])).toEqual(q)
    const placed = await okJson(await buyer.post('/api/cart/checkout', { product_ids: [p.storePart.id], note_user: '' }), 201)
    const line = await t.database.db
      .selectFrom('order_items')
      .select(['price', 'price_list', 'discount_bp', 'price_source'])
      .where('order_id', '=', placed.order_id)
      .executeTakeFirstOrThrow()
    expect(line).toEqual({ price: 96_250, price_list: 110_000, discount_bp: 1250, price_source: 'toko' })
    // an order placed earlier puts the part in 'Sering Dipesan'
    await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 3,
      created_at: new Date('2026-03-01T03:00:00Z'),
      lines: [{ product: p.storePart, qty_estimasi: 1, qty_confirmed: 1, qty_ordered: 1 }],
    })
    const frequent = await okJson(await buyer.get('/api/cart/frequent'))
    expect(priced(frequent.items.find((i: { sto_id: string }) => i.sto_id === 'MZ000001'))).toEqual(q)
  })

  it('ranges and orders by the price the store pays', async () => {
    const cheapFirst = await okJson(await buyer.get('/api/products-osc?q=MZ0000&order_by=price&order_dir=asc'))
    const prices = cheapFirst.items.map((i: { price: number }) => i.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(cheapFirst.items[0].sto_id).toBe('MZ000001')
    const band = await okJson(await buyer.get('/api/products-osc?q=MZ0000&min_price=170000&max_price=190000'))
    expect(band.items.map((i: { sto_id: string }) => i.sto_id)).toEqual(['MZ000002'])
  })
})

describe('whose prices', () => {
  it("shows staff the list price, and a store of their branch's prices when they name it", async () => {
    const staff = await signIn(t.app, 'staf.satu')
    expect((await searched(staff, 'MZ000001')).MZ000001).toMatchObject({ price: 110_000, price_source: 'daftar' })
    expect((await searched(staff, 'MZ000001', `&store_id=${w.store.id}`)).MZ000001).toMatchObject({ price: 96_250 })
    const detail = await okJson(await staff.get(`/api/products/${p.storePart.id}?store_id=${w.store2.id}`))
    expect(detail).toMatchObject({ price: 1, price_source: 'grup' })
  })

  it("answers 404 for another branch's store, another store of a buyer, a store that does not exist, and head office", async () => {
    const staffBdg = await signIn(t.app, 'staf.bdg')
    await buildUser(t.database.db, { username: 'kantor.pusat', password: PASSWORD, roles: ['admin'] })
    const office = await signIn(t.app, 'kantor.pusat')
    const asks: Array<[Agent, string]> = [
      [staffBdg, `/api/products-osc?q=MZ000001&store_id=${w.store.id}`],
      [staffBdg, `/api/products/${p.storePart.id}?store_id=${w.store.id}`],
      [buyer, `/api/products-osc?q=MZ000001&store_id=${w.store2.id}`],
      [buyer, `/api/products?q=MZ000001&store_id=${w.store2.id}`],
      [buyer, `/api/products/${p.storePart.id}?store_id=${w.storeBdg.id}`],
      [buyer, '/api/products-osc?q=MZ000001&store_id=999999'],
      [office, `/api/products?q=MZ000001&store_id=${w.store.id}`],
    ]
    for (const [agent, url] of asks) {
      const res = await agent.get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).not.toContain('96250')
    }
    // his own store's id is his own prices
    expect((await searched(buyer, 'MZ000001', `&store_id=${w.store.id}`)).MZ000001.price).toBe(96_250)
    expect((await buyer.get('/api/products-osc?q=MZ000001&store_id=abc')).statusCode).toBe(400)
  })
})

describe('kept agreements', () => {
  it('are dropped on every instance when prices change, so a repeated search shows the new price', async () => {
    const db = t.database.db
    const ask = async () => (await searched(buyer, 'MZ000005')).MZ000005.price
    expect(await ask()).toBe(500_000)
    await agreement(db, { store: w.store, product: p.plain, netPrice: 480_000 })
    // not announced: the repeated search answers from what it kept
    expect(await ask()).toBe(500_000)
    await db.transaction().execute((trx) => announcePricesChanged(trx))
    await expect.poll(ask, { timeout: 5_000 }).toBe(480_000)
  })
})
