import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { Agent, startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { openEventStream, until } from '../test/event-stream'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'

let t: TestApp
let orderId: number
let baseUrl: string

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const jkt = await buildBranch(db, 'JKT01')
  const bdg = await buildBranch(db, 'BDG01')
  const store = await buildStore(db, jkt.id)
  const otherStore = await buildStore(db, jkt.id)
  await buildUser(db, { username: 'live.beli', password: 'rahasia1', roles: ['user'], storeId: store.id })
  await buildUser(db, { username: 'live.lain', password: 'rahasia1', roles: ['user'], storeId: otherStore.id })
  await buildUser(db, { username: 'live.staf', password: 'rahasia1', roles: ['seller'], branchId: jkt.id })
  await buildUser(db, { username: 'live.bdg', password: 'rahasia1', roles: ['seller'], branchId: bdg.id })
  const product = await buildProduct(db, { sto_id: 'LIVE1' })
  const buyer = new Agent(t.app)
  await buyer.login('live.beli', 'rahasia1')
  await buyer.post('/api/cart/items', { product_id: product.id, qty: 2 })
  orderId = (await buyer.post('/api/cart/checkout', { product_ids: [product.id] })).json().order_id
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(() => t.close())

/** Opens the event stream over real HTTP with an Agent's cookies. */
const openStream = async (url: string, agent: Agent) => openEventStream(url, agent.cookie('sid') as string)

async function signedIn(username: string) {
  const agent = new Agent(t.app)
  await agent.login(username, 'rahasia1')
  return agent
}

describe('GET /api/events', () => {
  it('tells the buyer and the branch staff at once, and nobody else', async () => {
    const staff = await signedIn('live.staf')
    const streams = {
      buyer: await openStream(baseUrl, await signedIn('live.beli')),
      staff: await openStream(baseUrl, staff),
      otherStore: await openStream(baseUrl, await signedIn('live.lain')),
      otherBranch: await openStream(baseUrl, await signedIn('live.bdg')),
    }
    expect(streams.buyer.contentType).toContain('text/event-stream')
    await until(() => Object.values(streams).every((s) => s.events.some((e) => e.event === 'ready')))
    const detail = (await staff.get(`/api/orders/${orderId}`)).json()
    const confirm_lines = detail.items.map((i: { order_detail_id: number }) => ({
      order_detail_id: i.order_detail_id,
      qty_confirmed: 0,
    }))
    const res = await staff.post(`/api/orders/${orderId}/actions/kirim-konfirmasi`, { confirm_lines })
    expect(res.statusCode).toBe(200)
    const expected = {
      event: 'order-status',
      data: { order_id: orderId, status_code: 2, bucket: 'konfirmasi', no_transaksi: detail.nomor_invoice },
    }
    const statusOf = (s: (typeof streams)['buyer']) => s.events.filter((e) => e.event === 'order-status')
    await until(() => statusOf(streams.buyer).length > 0 && statusOf(streams.staff).length > 0)
    expect(statusOf(streams.buyer)).toEqual([expected])
    expect(statusOf(streams.staff)).toEqual([expected])
    // the buyer has a new message (his bell counts again); the staff member who acted has none
    await until(() => streams.buyer.events.some((e) => e.event === 'notification'))
    await new Promise((r) => setTimeout(r, 200))
    expect(streams.buyer.events.map((e) => e.event)).toEqual(['ready', 'order-status', 'notification'])
    expect(streams.staff.events.map((e) => e.event)).toEqual(['ready', 'order-status'])
    expect(streams.otherStore.events.map((e) => e.event)).toEqual(['ready'])
    expect(streams.otherBranch.events.map((e) => e.event)).toEqual(['ready'])
    for (const s of Object.values(streams)) s.close()
  })

  it('refuses a visitor without a session', async () => {
    const res = await fetch(`${baseUrl}/api/events`)
    expect(res.status).toBe(401)
  })

  it.runIf(process.env.TEST_DATABASE_URL)('reaches a browser connected to another instance on the same PostgreSQL', async () => {
    const second = await buildApp({ database: t.database, clock: t.clock, config: TEST_CONFIG })
    const secondUrl = await second.listen({ host: '127.0.0.1', port: 0 })
    try {
      const buyer = await signedIn('live.beli')
      const stream = await openStream(secondUrl, buyer)
      await until(() => stream.events.some((e) => e.event === 'ready'))
      const res = await buyer.post(`/api/orders/${orderId}/actions/batal`, { ok: true })
      expect(res.statusCode).toBe(200)
      await until(() => stream.events.some((e) => e.event === 'order-status'))
      expect(stream.events.at(-1)?.data).toMatchObject({ order_id: orderId, status_code: 5, bucket: 'batal' })
      stream.close()
    } finally {
      await second.close()
    }
  })
})
