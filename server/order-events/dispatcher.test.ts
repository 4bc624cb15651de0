import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNotifications } from '../db/notifications'
import { ManualClock } from '../lib/clock'
import { createOrderService } from '../orders'
import { PriceBooks } from '../pricing'
import { openTestDatabase } from '../test/database'
import { buildOrder, buildOrderWorld, type Product, part, READY } from '../test/order-factories'
import { ORDER_STATUS_CHANNEL } from './channel'
import { type OrderChange, OrderEvents } from './dispatcher'

// One way for an order's change to travel: an order action records its event once, and each
// reaction (in the transaction, after the commit, announced to every instance) runs once per
// change; an action that rolls back reaches none of them and leaves no timeline row.

type Database = Awaited<ReturnType<typeof openTestDatabase>>
let database: Database
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let product: Product
const clock = new ManualClock()

beforeAll(async () => {
  database = await openTestDatabase()
  w = await buildOrderWorld(database.db)
  product = await part(database.db, { name: 'KAMPAS REM' })
})
afterAll(() => database.close())

/** A dispatcher whose reactions count what they see, hearing the channel as an instance does. */
async function countingEvents(failInTransaction = false) {
  const events = new OrderEvents()
  const seen = { inTransaction: [] as OrderChange[], afterCommit: [] as OrderChange[], announced: [] as number[] }
  events.inTransaction('count', async (_trx, change) => {
    seen.inTransaction.push(change)
    if (failInTransaction) throw new Error('the database went away')
  })
  events.afterCommit('count', (change) => seen.afterCommit.push(change))
  events.announced('count', (notice) => seen.announced.push(notice.order_id))
  const channels = await startNotifications(database, [ORDER_STATUS_CHANNEL], console)
  channels.listen(ORDER_STATUS_CHANNEL, (payload) => events.heard(payload))
  return { events, seen, close: () => channels.close() }
}

const exportable = () =>
  buildOrder(database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    staff: w.staff,
    status: 3,
    lines: [{ product, qty_estimasi: 5, qty_confirmed: 4, ready_status_id: READY.ada }],
  })

function ordersWith(orderEvents: OrderEvents) {
  return createOrderService({
    db: database.db,
    clock,
    stock: { quantities: async () => new Map() } as never,
    cart: { refill: async () => ({}) } as never,
    books: new PriceBooks(database.db),
    orderEvents,
  })
}

const staff = () => ({ role: 'seller', user: { id: w.staff.id }, branch: { id: w.jkt.id, code: 'JKT01' } }) as never

/** The exports on the order's timeline (the factory writes its earlier steps). */
async function exportsOf(orderId: number) {
  const rows = await database.db
    .selectFrom('order_events')
    .select('action')
    .where('order_id', '=', orderId)
    .where('action', '=', 'export')
    .execute()
  return rows.length
}

/** Waits until the notices sent so far have arrived (PostgreSQL delivers them after each commit). */
async function settle(seen: { announced: number[] }, count: number) {
  for (let i = 0; i < 100 && seen.announced.length < count; i++) await new Promise((r) => setTimeout(r, 20))
}

describe('an order change through the dispatcher', () => {
  it('runs each reaction once per change', async () => {
    const { events, seen, close } = await countingEvents()
    try {
      const first = await exportable()
      const second = await exportable()
      await ordersWith(events).exportOrder(staff(), first.id)
      await ordersWith(events).exportOrder(staff(), second.id)
      await settle(seen, 2)
      expect(seen.inTransaction.map((c) => c.order_id)).toEqual([first.id, second.id])
      expect(seen.afterCommit.map((c) => c.order_id)).toEqual([first.id, second.id])
      expect(seen.announced).toEqual([first.id, second.id])
      expect(seen.inTransaction[0]).toMatchObject({ status: 4, store_id: w.store.id, branch_id: w.jkt.id, shown: true })
      expect(await exportsOf(first.id)).toBe(1)
    } finally {
      await close()
    }
  })

  it('an action that rolls back reaches no reaction and leaves no timeline row of its own', async () => {
    const { events, seen, close } = await countingEvents(true)
    try {
      const order = await exportable()
      await expect(ordersWith(events).exportOrder(staff(), order.id)).rejects.toThrow('the database went away')
      // a later committed change is heard: anything the failed one announced would have come first
      const later = await exportable()
      await ordersWith(new OrderEvents()).exportOrder(staff(), later.id)
      await settle(seen, 1)
      expect(seen.inTransaction).toHaveLength(1)
      expect(seen.afterCommit).toEqual([])
      expect(seen.announced).toEqual([later.id])
      expect(await exportsOf(order.id)).toBe(0)
      const row = await database.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
      expect(row.status).toBe(3)
    } finally {
      await close()
    }
  })

  it('a transaction that fails after its change was recorded reaches nothing after it', async () => {
    const { events, seen, close } = await countingEvents()
    try {
      const order = await exportable()
      const change = { order_id: order.id, status: 4, store_id: w.store.id, branch_id: w.jkt.id, no_transaksi: 'X' }
      const failing = events.transaction(database.db, async (trx, record) => {
        const at = clock.now()
        const event = {
          order_id: order.id,
          action: 'export' as const,
          from_status: 3,
          to_status: 4,
          actor_id: w.staff.id,
          actor_role: 'seller' as const,
          detail: null,
          created_at: at,
        }
        await record(trx, event, { ...change, told: 'diproses', shown: true })
        throw new Error('the line write failed')
      })
      await expect(failing).rejects.toThrow('the line write failed')
      const later = await exportable()
      await ordersWith(new OrderEvents()).exportOrder(staff(), later.id)
      await settle(seen, 1)
      expect(seen.inTransaction).toHaveLength(1)
      expect(seen.afterCommit).toEqual([])
      expect(seen.announced).toEqual([later.id])
      expect(await exportsOf(order.id)).toBe(0)
    } finally {
      await close()
    }
  })

  it('refuses a second reaction of the same name', () => {
    const events = new OrderEvents()
    events.afterCommit('reports', () => {})
    expect(() => events.afterCommit('reports', () => {})).toThrow('reports reacts twice')
  })
})
