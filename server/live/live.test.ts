import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { Agent, startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
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

/** Opens the event stream over real HTTP with an Agent's cookies; collects events as they come. */
async function openStream(url: string, agent: Agent) {
  const controller = new AbortController()
  const res = await fetch(`${url}/api/events`, {
    headers: { cookie: `sid=${agent.cookie('sid')}` },
    signal: controller.signal,
  })
  const events: Array<{ event: string; data: unknown }> = []
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event) events.push({ event, data: data ? JSON.parse(data) : null })
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // aborted
    }
  })()
  return { res, events, close: () => controller.abort() }
}

async function signedIn(username: string) {
  const agent = new Agent(t.app)
  await agent.login(username, 'rahasia1')
  return agent
}

const until = async (check: () => boolean, ms = 2_000) => {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for an event')
    await new Promise((r) => setTimeout(r, 20))
  }
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
    expect(streams.buyer.res.headers.get('content-type')).toContain('text/event-stream')
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
    await until(() => streams.buyer.events.length > 1 && streams.staff.events.length > 1)
    expect(streams.buyer.events.at(-1)).toEqual(expected)
    expect(streams.staff.events.at(-1)).toEqual(expected)
    await new Promise((r) => setTimeout(r, 200))
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
