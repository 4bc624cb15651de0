import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrderNotifier } from '../notifications'
import { OrderEvents } from '../order-events'
import { PriceBooks } from '../pricing'
import { startTestApp, type TestApp } from '../test/app'
import { buildOrder, buildOrderWorld, type Product, part, READY } from '../test/order-factories'
import { createOrderService } from './service'

// The messages of an order's move are written inside the move's transaction: when the move rolls
// back after they were written, nobody is told.

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let product: Product

beforeAll(async () => {
  t = await startTestApp()
  w = await buildOrderWorld(t.database.db)
  product = await part(t.database.db, { name: 'KAMPAS REM' })
})
afterAll(() => t.close())

async function everyMessageOf(orderId: number) {
  return t.database.db.selectFrom('notifications').select('user_id').where('order_id', '=', orderId).execute()
}

describe('never half-written', () => {
  it('an action that rolls back after its messages were written leaves none', async () => {
    const order = await buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      staff: w.staff,
      status: 3,
      lines: [{ product, qty_estimasi: 5, qty_confirmed: 4, ready_status_id: READY.ada }],
    })
    const real = createOrderNotifier({ clock: t.clock, emailEnabled: false })
    const orderEvents = new OrderEvents()
    orderEvents.inTransaction('notifications', async (trx, change) => {
      expect(change.told).toBe('diproses')
      await real(trx, { event: 'diproses', orderId: change.order_id, actorId: change.actor_id })
      expect((await trx.selectFrom('notifications').select('id').where('order_id', '=', order.id).execute()).length).toBe(2)
      throw new Error('the database went away')
    })
    const orders = createOrderService({
      db: t.database.db,
      clock: t.clock,
      stock: { quantities: async () => new Map() } as never,
      cart: { refill: async () => ({}) } as never,
      books: new PriceBooks(t.database.db),
      orderEvents,
    })
    const session = { role: 'seller', user: { id: w.staff.id }, branch: { id: w.jkt.id, code: 'JKT01' } } as never
    await expect(orders.exportOrder(session, order.id)).rejects.toThrow('the database went away')
    expect(await everyMessageOf(order.id)).toEqual([])
    const row = await t.database.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
    expect(row.status).toBe(3)
  })
})
