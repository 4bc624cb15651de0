import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { ManualClock } from '../lib/clock'
import { type Agent, TEST_CONFIG } from '../test/app'
import { openDatabaseBehindProxy } from '../test/database'
import { postForm } from '../test/multipart'
import { buildOrder, buildOrderWorld, linesOf, orderRow, type Product, part, signIn } from '../test/order-factories'
import type { TcpProxy } from '../test/tcp-proxy'
import type { DatabaseHandle } from './connect'

// Writes cut off by a database outage at their worst moment, through a TCP proxy that drops the
// line when a given statement passes: either before it reaches PostgreSQL (the transaction is
// left unfinished and rolled back) or after a COMMIT reached it (the change is made but the
// portal never hears so). Either way nothing is half-written, and a retry does not double it.
const adminUrl = process.env.TEST_DATABASE_URL

describe.runIf(adminUrl)('a write cut off by a database outage', () => {
  let proxy: TcpProxy
  let database: DatabaseHandle
  let app: FastifyInstance
  let world: Awaited<ReturnType<typeof buildOrderWorld>>
  let buyer: Agent
  let staff: Agent
  let parts: Product[]

  beforeAll(async () => {
    ;({ database, proxy } = await openDatabaseBehindProxy())
    world = await buildOrderWorld(database.db)
    parts = [await part(database.db), await part(database.db), await part(database.db)]
    app = await buildApp({ database, clock: new ManualClock(), config: TEST_CONFIG })
    await app.ready()
    buyer = await signIn(app, 'beli.satu')
    staff = await signIn(app, 'staf.satu')
  })
  afterEach(() => proxy.restore())
  afterAll(async () => {
    proxy.restore()
    await app?.close()
    await database?.close()
    await proxy?.close()
  })

  // The cut closed every pooled connection, the idle ones too. Their sockets learn it on the event
  // loop's next turn for I/O; a query sent before then goes down a dead line. One timer turn lets
  // the pool drop them, as it would between two requests of a real user.
  async function recover() {
    proxy.restore()
    await new Promise((resolve) => setTimeout(resolve, 25))
  }

  const ordersOfStore = async () =>
    database.db.selectFrom('orders').select(['id', 'status']).where('store_id', '=', world.store.id).orderBy('id').execute()
  const cartOf = async () => (await buyer.get('/api/cart')).json().items.map((i: { product_id: number }) => i.product_id)

  async function fillCart() {
    await buyer.request('DELETE', '/api/cart')
    for (const p of parts) expect((await buyer.post('/api/cart/items', { product_id: p.id, qty: 2 })).statusCode).toBe(200)
  }

  it('checkout cut before its lines are written: no order, the cart intact, the retry makes one order', async () => {
    await fillCart()
    const before = (await ordersOfStore()).length
    const cut = proxy.cutOn('insert into "order_items"', 'before')
    const res = await buyer.post('/api/cart/checkout', { product_ids: parts.map((p) => p.id), note_user: '' })
    await cut
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', detail: 'Server bermasalah. Coba beberapa saat lagi.' })
    await recover()
    expect(await ordersOfStore()).toHaveLength(before)
    expect((await cartOf()).sort()).toEqual(parts.map((p) => p.id).sort())

    const retry = await buyer.post('/api/cart/checkout', { product_ids: parts.map((p) => p.id), note_user: '' })
    expect(retry.statusCode).toBe(201)
    expect(await ordersOfStore()).toHaveLength(before + 1)
    expect(await linesOf(database.db, retry.json().order_id)).toHaveLength(3)
  })

  it('checkout whose COMMIT reached the database but whose answer was lost: a retry finds the items gone', async () => {
    await fillCart()
    const before = (await ordersOfStore()).length
    const cut = proxy.cutOn('commit', 'after')
    const res = await buyer.post('/api/cart/checkout', { product_ids: parts.map((p) => p.id), note_user: '' })
    await cut
    expect(res.statusCode).toBe(503)
    await recover()
    const retry = await buyer.post('/api/cart/checkout', { product_ids: parts.map((p) => p.id), note_user: '' })
    const after = await ordersOfStore()
    // whichever way the cut fell, there is exactly one new order and the items left the cart once
    expect(after).toHaveLength(before + 1)
    expect(await cartOf()).toEqual([])
    expect([201, 409]).toContain(retry.statusCode)
    for (const order of after.slice(before)) expect(await linesOf(database.db, Number(order.id))).toHaveLength(3)
  })

  it('a confirmation cut half-way through its lines leaves the estimate untouched; the retry confirms it once', async () => {
    const order = await buildOrder(database.db, {
      branch: world.jkt,
      store: world.store,
      creator: world.buyer,
      lines: parts.map((product) => ({ product, qty_estimasi: 3 })),
    })
    const body = { confirm_lines: order.lineIds.map((id) => ({ order_detail_id: id, qty_confirmed: 0 })) }
    const cut = proxy.cutOn('update "order_items"', 'before')
    const res = await staff.post(`/api/orders/${order.id}/actions/kirim-konfirmasi`, body)
    await cut
    expect(res.statusCode).toBe(503)
    await recover()
    expect((await orderRow(database.db, order.id)).status).toBe(1)
    expect((await linesOf(database.db, order.id)).map((l) => l.qty_confirmed)).toEqual([null, null, null])

    expect((await staff.post(`/api/orders/${order.id}/actions/kirim-konfirmasi`, body)).statusCode).toBe(200)
    expect((await staff.post(`/api/orders/${order.id}/actions/kirim-konfirmasi`, body)).statusCode).toBe(409)
    expect((await orderRow(database.db, order.id)).status).toBe(2)
  })

  it('lanjut pesan whose COMMIT was cut is not placed twice', async () => {
    const order = await buildOrder(database.db, {
      branch: world.jkt,
      store: world.store,
      creator: world.buyer,
      status: 2,
      lines: parts.map((product) => ({ product, qty_estimasi: 3, qty_confirmed: 2 })),
    })
    const body = { order_lines: order.lineIds.map((id) => ({ order_detail_id: id, qty_ordered: 1 })) }
    const cut = proxy.cutOn('commit', 'after')
    const res = await buyer.post(`/api/orders/${order.id}/actions/lanjut-pesan`, body)
    await cut
    expect(res.statusCode).toBe(503)
    await recover()
    const retry = await buyer.post(`/api/orders/${order.id}/actions/lanjut-pesan`, body)
    expect([200, 409]).toContain(retry.statusCode)
    expect((await orderRow(database.db, order.id)).status).toBe(3)
    const placed = await database.db
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', order.id)
      .where('action', '=', 'lanjut-pesan')
      .execute()
    expect(placed).toHaveLength(1)
    expect((await linesOf(database.db, order.id)).map((l) => l.qty_ordered)).toEqual([1, 1, 1])
  })

  it('an import commit cut before or after its COMMIT makes its estimate once', async () => {
    for (const when of ['before', 'after'] as const) {
      const checked = await postForm(
        buyer,
        '/api/orders/import/validate',
        {},
        {
          name: 'p.csv',
          bytes: Buffer.from(`part_no,qty\n${parts.map((p) => `${p.sto_id},4`).join('\n')}\n`),
        },
      )
      expect(checked.statusCode, checked.body).toBe(200)
      const token = checked.json().validation_token
      const before = (await ordersOfStore()).length
      const cut = proxy.cutOn(when === 'before' ? 'insert into "order_items"' : 'commit', when)
      const res = await buyer.post('/api/orders/import/commit', { token, note_user: '' })
      await cut
      expect(res.statusCode).toBe(503)
      await recover()
      expect(await ordersOfStore()).toHaveLength(when === 'before' ? before : before + 1)
      const retry = await buyer.post('/api/orders/import/commit', { token, note_user: '' })
      expect(retry.statusCode).toBe(when === 'before' ? 201 : 409)
      expect(await ordersOfStore()).toHaveLength(before + 1)
    }
  })
})
