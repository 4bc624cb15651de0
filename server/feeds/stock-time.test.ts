import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpStockProvider } from '../stock'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'
import { type FakeStockServer, startFakeStockServer } from '../test/fake-stock-server'
import { loadFeed, type TestRunner, testRunner } from '../test/feed-factories'

// Freshness is data: every stock answer says when its stock was read. With the embedded stock,
// the branch's last successful stock load; with the dealer's stock service, its answer's time.

async function world(t: TestApp) {
  const db = t.database.db
  const jkt = await buildBranch(db, 'JKT01')
  const bdg = await buildBranch(db, 'BDG01')
  const product = await buildProduct(db, { sto_id: 'FRESH1', name: 'FILTER SEGAR' })
  const store = await buildStore(db, jkt.id)
  const storeBdg = await buildStore(db, bdg.id)
  await buildUser(db, { username: 'segar.beli', password: 'rahasia1', roles: ['user'], storeId: store.id })
  await buildUser(db, { username: 'segar.bdg', password: 'rahasia1', roles: ['user'], storeId: storeBdg.id })
  await buildUser(db, { username: 'segar.staf', password: 'rahasia1', roles: ['seller'], branchId: jkt.id })
  return { product }
}

async function agent(t: TestApp, username: string) {
  const a = new Agent(t.app)
  expect((await a.login(username, 'rahasia1')).statusCode).toBe(200)
  return a
}

describe('stock time with the embedded stock', () => {
  let t: TestApp
  let runner: TestRunner
  let productId: number
  const loadedAt = new Date('2026-11-25T06:00:00+07:00')

  beforeAll(async () => {
    t = await startTestApp({ stockStaleHours: 12 })
    runner = testRunner(t.database, { clock: t.clock })
    productId = (await world(t)).product.id
  })
  afterAll(async () => {
    await runner.close()
    await t.close()
  })

  it('is unknown before the branch was ever loaded', async () => {
    const buyer = await agent(t, 'segar.beli')
    const page = (await buyer.get('/api/products-osc?q=FRESH1')).json()
    expect([page.stock_as_of, page.stock_stale_hours]).toEqual([null, 12])
  })

  it("is the branch's last stock load on the list, the detail and the OSC call, and another branch's is its own", async () => {
    const job = await loadFeed(t.database, runner, 'stock', 'branch,part_no,qty\nJKT01,FRESH1,7\n', { fileTime: loadedAt })
    expect(job.state).toBe('selesai')
    t.clock.advance(3_000) // past the 2 s an instance reuses a whole answer
    const buyer = await agent(t, 'segar.beli')
    const page = (await buyer.get('/api/products-osc?q=FRESH1')).json()
    expect([page.items[0].available, page.stock_as_of, page.stock_stale_hours]).toEqual([true, loadedAt.toISOString(), 12])
    const detail = (await buyer.get(`/api/products/${productId}`)).json()
    expect(detail).toMatchObject({ sto_id: 'FRESH1', stock_as_of: loadedAt.toISOString(), stock_stale_hours: 12 })
    const staff = await agent(t, 'segar.staf')
    const osc = await staff.post('/api/osc/qty', { sto_ids: ['fresh1'] })
    expect(osc.json()).toEqual({ FRESH1: 7 })
    expect([osc.headers['x-stock-as-of'], osc.headers['x-stock-stale-hours']]).toEqual([loadedAt.toISOString(), '12'])
    const elsewhere = await agent(t, 'segar.bdg')
    expect((await elsewhere.get('/api/products-osc?q=FRESH1')).json().stock_as_of).toBeNull()
  })
})

describe('stock time with the stock service (STOCK_PROVIDER=http)', () => {
  let t: TestApp
  let fake: FakeStockServer

  beforeAll(async () => {
    fake = await startFakeStockServer()
    t = await startTestApp({}, httpStockProvider(fake.url, 400))
    await world(t)
    fake.stock.set('JKT01', new Map([['FRESH1', { qty: 3 }]]))
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('is the time the service gives, else the moment its answer came; none when it did not answer', async () => {
    const buyer = await agent(t, 'segar.beli')
    fake.behaviour.asOf = '2026-11-25T05:30:00+07:00'
    const said = (await buyer.get('/api/products-osc?q=FRESH1')).json()
    expect([said.items[0].available, said.stock_as_of, said.stock_stale_hours]).toEqual([true, '2026-11-24T22:30:00.000Z', 26])
    fake.behaviour.asOf = undefined
    const before = Date.now()
    const staff = await agent(t, 'segar.staf')
    const osc = await staff.post('/api/osc/qty', { sto_ids: ['FRESH1'] })
    const at = Date.parse(osc.headers['x-stock-as-of'] as string)
    expect(at).toBeGreaterThanOrEqual(before - 1)
    expect(at).toBeLessThanOrEqual(Date.now())
    fake.behaviour.status = 500
    const failed = (await buyer.get('/api/products-osc?q=FRESH1&page_size=5')).json()
    expect([failed.osc_error, failed.stock_as_of]).toEqual(['Gagal memuat data OSC', null])
    fake.behaviour.status = 200
  })
})
