import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpStockProvider } from '../stock'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser, setStock } from '../test/factories'
import { type FakeStockServer, startFakeStockServer } from '../test/fake-stock-server'

interface Item {
  sto_id: string
  available: boolean
  price: number
  price_local: number
  overlay: { matched: boolean; price_osc: number | null }
}
interface Page {
  items: Item[]
  total: number
  has_next: boolean
  next_cursor: string | null
  osc_error: string | null
}

async function seedCatalogue(t: TestApp) {
  const db = t.database.db
  const jkt = await buildBranch(db, 'JKT01')
  const bdg = await buildBranch(db, 'BDG01')
  const store = await buildStore(db, jkt.id)
  const parts = []
  for (let i = 1; i <= 8; i++) {
    parts.push(await buildProduct(db, { sto_id: `1230A0${i}0`, name: `FILTER ${i}`, price: i * 10_000 }))
  }
  // in JKT01 only the even parts are in stock; BDG01 has everything
  for (const [i, p] of parts.entries()) {
    await setStock(db, jkt.id, p.id, i % 2 === 1 ? 5 : 0, i === 1 ? 25_000 : null)
    await setStock(db, bdg.id, p.id, 9)
  }
  await buildUser(db, { username: 'stok.jkt', password: 'rahasia1', roles: ['user'], storeId: store.id })
  await buildUser(db, { username: 'staf.jkt', password: 'rahasia1', roles: ['seller'], branchId: jkt.id })
  return { parts }
}

describe('embedded stock', () => {
  let t: TestApp
  let buyer: Agent
  beforeAll(async () => {
    t = await startTestApp()
    await seedCatalogue(t)
    buyer = new Agent(t.app)
    await buyer.login('stok.jkt', 'rahasia1')
  })
  afterAll(() => t.close())

  const get = async (params: Record<string, string>) => {
    const res = await buyer.get(`/api/products-osc?${new URLSearchParams(params)}`)
    expect(res.statusCode, res.body).toBe(200)
    return { body: res.json() as Page, headers: res.headers }
  }

  it('overlays the buyer branch stock and the stock service price', async () => {
    const { body, headers } = await get({ q: '1230A*' })
    expect(body.items.map((i) => [i.sto_id, i.available])).toEqual([
      ['1230A010', false],
      ['1230A020', true],
      ['1230A030', false],
      ['1230A040', true],
      ['1230A050', false],
      ['1230A060', true],
      ['1230A070', false],
      ['1230A080', true],
    ])
    expect(body.items[1]).toMatchObject({ price: 25_000, price_local: 20_000, overlay: { matched: true, price_osc: 25_000 } })
    expect(body.items[0]).toMatchObject({ price: 10_000, price_local: 10_000, overlay: { matched: true, price_osc: null } })
    expect(Number(headers['x-ratelimit-remaining'])).toBeGreaterThan(0)
  })

  it('shows only available parts, or available first, in pages with a cursor', async () => {
    const first = await get({ q: '1230A*', only_available: '1', page_size: '3' })
    expect(first.body.items.map((i) => i.sto_id)).toEqual(['1230A020', '1230A040', '1230A060'])
    expect(first.body.total).toBe(4)
    const next = await get({ q: '1230A*', only_available: '1', page_size: '3', cursor: first.body.next_cursor ?? '' })
    expect(next.body.items.map((i) => i.sto_id)).toEqual(['1230A080'])
    expect(next.body.has_next).toBe(false)
    const availFirst = await get({ q: '1230A*', avail_first: '1', page_size: '5' })
    expect(availFirst.body.items.map((i) => i.available)).toEqual([true, true, true, true, false])
  })

  it('in local mode shows the same list price, without the overlay', async () => {
    // the price a buyer pays does not depend on the mode (docs/product.md §10.9)
    const { body } = await get({ q: '1230A020', db: 'local' })
    expect(body.items[0]).toMatchObject({
      price: 25_000,
      price_local: 20_000,
      available: true,
      overlay: { matched: false, price_osc: null },
    })
  })

  it('refuses a tampered cursor with 400, never a 500', async () => {
    for (const cursor of [
      'abc',
      Buffer.from('{"v":1,"o":-5}').toString('base64url'),
      Buffer.from('{"v":2}').toString('base64url'),
    ]) {
      const res = await buyer.get(`/api/products-osc?q=1230A&cursor=${cursor}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
  })

  it('answers a product with stock, and 404 "Produk tidak ditemukan" for a missing one', async () => {
    const list = await get({ q: '1230A040' })
    const id = (list.body.items[0] as unknown as { id: number }).id
    const res = await buyer.get(`/api/products/${id}`)
    expect(res.json()).toMatchObject({ sto_id: '1230A040', available: true, unit: 'PCS' })
    for (const bad of ['999999', 'abc', '0', '1.5', '-1']) {
      const missing = await buyer.get(`/api/products/${bad}`)
      expect(missing.statusCode, bad).toBe(404)
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', detail: 'Produk tidak ditemukan' })
    }
  })

  it('POST /api/osc/qty answers a map keyed by uppercased part number, at most 50', async () => {
    const staff = new Agent(t.app)
    await staff.login('staf.jkt', 'rahasia1')
    const res = await staff.post('/api/osc/qty', { sto_ids: ['1230a020', '1230A010', 'TIDAKADA'] })
    expect(res.json()).toEqual({ '1230A020': 5, '1230A010': 0, TIDAKADA: 0 })
    const tooMany = await staff.post('/api/osc/qty', { sto_ids: Array.from({ length: 51 }, (_, i) => `P${i}`) })
    expect(tooMany.statusCode).toBe(400)
    expect((await staff.post('/api/osc/qty', { sto_ids: Array.from({ length: 50 }, (_, i) => `P${i}`) })).statusCode).toBe(200)
    expect((await staff.post('/api/osc/qty', { sto_ids: '1230A020' })).statusCode).toBe(400)
    expect((await new Agent(t.app).post('/api/osc/qty', { sto_ids: [] })).statusCode).toBe(403)
  })
})

describe('stock service over HTTP', () => {
  let t: TestApp
  let fake: FakeStockServer
  let buyer: Agent
  beforeAll(async () => {
    fake = await startFakeStockServer()
    // a short abort keeps the test quick; production waits 30 s
    t = await startTestApp({}, httpStockProvider(fake.url, 400))
    await seedCatalogue(t)
    fake.stock.set(
      'JKT01',
      new Map([
        ['1230A010', { qty: 7, price: 12_345 }],
        ['1230A030', { qty: 0 }],
      ]),
    )
    buyer = new Agent(t.app)
    await buyer.login('stok.jkt', 'rahasia1')
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('asks the service for the page and overlays its answer', async () => {
    fake.behaviour = { delayMs: 0, status: 200, garbage: false }
    const res = await buyer.get('/api/products-osc?q=1230A0&page_size=3')
    const body = res.json() as Page
    expect(fake.requests.at(-1)).toEqual({ branch: 'JKT01', part_nos: ['1230A010', '1230A020', '1230A030'] })
    // availability is the service's; the price stays the branch's list price (docs/product.md
    // §10.9), the one the cart takes: the service's own figure is only the overlay's
    expect(body.items.map((i) => [i.sto_id, i.available, i.price])).toEqual([
      ['1230A010', true, 10_000],
      ['1230A020', false, 25_000],
      ['1230A030', false, 30_000],
    ])
    expect(body.items[0].overlay).toEqual({ matched: true, price_osc: 12_345 })
    expect(body.items[1].overlay.matched).toBe(false)
    const onlyAvailable = (await buyer.get('/api/products-osc?q=1230A0&page_size=3&only_available=1')).json() as Page
    expect(onlyAvailable.items.map((i) => i.sto_id)).toEqual(['1230A010'])
    expect(onlyAvailable.has_next).toBe(false)
  })

  it('does not hang on a slow service: the list falls back to local stock and says so', async () => {
    fake.behaviour = { delayMs: 2_000, status: 200, garbage: false }
    const started = Date.now()
    const res = await buyer.get('/api/products-osc?q=1230A0&page_size=3')
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(res.statusCode).toBe(200)
    expect(res.json().osc_error).toBe('Gagal memuat data OSC')
    expect(res.json().items[0].overlay.matched).toBe(false)
  })

  it('answers the quantity call with 504 on a timeout and 502 on a failure or garbage', async () => {
    fake.behaviour = { delayMs: 2_000, status: 200, garbage: false }
    const slow = await buyer.post('/api/osc/qty', { sto_ids: ['1230A010'] })
    expect(slow.statusCode).toBe(504)
    expect(slow.json()).toEqual({ code: 'OSC_TIMEOUT', detail: 'Gagal memuat data OSC' })
    fake.behaviour = { delayMs: 0, status: 500, garbage: false }
    expect((await buyer.post('/api/osc/qty', { sto_ids: ['1230A010'] })).statusCode).toBe(502)
    fake.behaviour = { delayMs: 0, status: 200, garbage: true }
    expect((await buyer.post('/api/osc/qty', { sto_ids: ['1230A010'] })).json().code).toBe('OSC_UNAVAILABLE')
    fake.behaviour = { delayMs: 0, status: 200, garbage: false }
    expect((await buyer.post('/api/osc/qty', { sto_ids: ['1230a010'] })).json()).toEqual({ '1230A010': 7 })
  })
})

describe('price range and order follow the shown price', () => {
  let t: TestApp
  let buyer: Agent
  beforeAll(async () => {
    t = await startTestApp()
    await seedCatalogue(t)
    buyer = new Agent(t.app)
    await buyer.login('stok.jkt', 'rahasia1')
  })
  afterAll(() => t.close())

  it('filters and sorts by the stock price where the branch has one, else the list price', async () => {
    // 1230A020 lists at 20.000 but JKT01 sells it at 25.000
    const inRange = (await buyer.get('/api/products-osc?q=1230A*&min_price=24000&max_price=31000')).json()
    expect(inRange.items.map((i: Item) => [i.sto_id, i.price])).toEqual([
      ['1230A020', 25_000],
      ['1230A030', 30_000],
    ])
    const byPrice = (await buyer.get('/api/products-osc?q=1230A*&order_by=price&order_dir=asc&page_size=3')).json()
    expect(byPrice.items.map((i: Item) => i.price)).toEqual([10_000, 25_000, 30_000])
    // the local mode shows, filters and sorts by the same price
    const local = (await buyer.get('/api/products-osc?q=1230A*&min_price=24000&max_price=31000&db=local')).json()
    expect(local.items.map((i: Item) => i.sto_id)).toEqual(['1230A020', '1230A030'])
  })
})
