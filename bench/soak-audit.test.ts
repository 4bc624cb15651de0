import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../server/db/connect'
import { openTestDatabase } from '../server/test/database'
import { buildOrder, buildOrderWorld, part } from '../server/test/order-factories'
import { type Buyer, Ledger } from './soak-actors'
import { auditChains, auditCheckouts } from './soak-audit'

// The soak's audit must see what it is there to see: a figure of 0 after a run only means
// something if a broken chain or a lost cart line makes it non-zero.

let database: DatabaseHandle
let world: Awaited<ReturnType<typeof buildOrderWorld>>

beforeAll(async () => {
  database = await openTestDatabase()
  world = await buildOrderWorld(database.db)
})
afterAll(() => database.close())

const orderOf = async (status: 1 | 2 | 3 | 4 | 5, lines: Array<{ qty: number }> = [{ qty: 2 }]) =>
  buildOrder(database.db, {
    branch: world.jkt,
    store: world.store,
    creator: world.buyer,
    status,
    created_at: new Date(),
    lines: await Promise.all(lines.map(async (l) => ({ product: await part(database.db), qty_estimasi: l.qty }))),
  })

describe('the order chain audit', () => {
  it('passes orders that went through the status machine, and counts every kind of break', async () => {
    for (const status of [1, 2, 3, 4, 5] as const) await orderOf(status)
    expect((await auditChains(database.db)).violations).toBe(0)

    // an export straight from Estimasi is no step of the machine
    const skipped = await orderOf(1)
    await database.db
      .insertInto('order_events')
      .values({
        order_id: skipped.id,
        action: 'export',
        from_status: 1,
        to_status: 4,
        actor_id: world.staff.id,
        actor_role: 'seller',
      })
      .execute()
    await database.db.updateTable('orders').set({ status: 4 }).where('id', '=', skipped.id).execute()
    expect((await auditChains(database.db)).detail).toContain('bad step 1')

    // a status written without its event leaves the chain ending elsewhere
    const silent = await orderOf(2)
    await database.db.updateTable('orders').set({ status: 3 }).where('id', '=', silent.id).execute()
    const found = await auditChains(database.db)
    expect(found.detail).toContain('status not at chain end 1')
    expect(found.violations).toBe(2)
  })
})

describe('the checkout audit', () => {
  const buyerOf = (cart: Map<number, number>): Buyer => ({ name: 'beli.satu', headers: {}, userId: world.buyer.id, cart })

  it('holds the orders and the cart against what the bench did, line by line', async () => {
    const since = new Date(Date.now() - 1_000)
    const order = await orderOf(1, [{ qty: 3 }, { qty: 5 }])
    const stored = await database.db
      .selectFrom('order_items')
      .select(['product_id', 'qty_estimasi'])
      .where('order_id', '=', order.id)
      .execute()
    const ledger = new Ledger()
    const lines = new Map(stored.map((l) => [Number(l.product_id), l.qty_estimasi]))
    const other = await database.db
      .selectFrom('orders')
      .select('id')
      .where('created_by', '=', world.buyer.id)
      .where('created_at', '>=', since)
      .execute()
    for (const o of other) {
      if (Number(o.id) === order.id) continue
      const its = await database.db
        .selectFrom('order_items')
        .select(['product_id', 'qty_estimasi'])
        .where('order_id', '=', o.id)
        .execute()
      ledger.checkouts.set(Number(o.id), {
        buyer: world.buyer.id,
        lines: new Map(its.map((l) => [Number(l.product_id), l.qty_estimasi])),
      })
    }
    ledger.checkouts.set(order.id, { buyer: world.buyer.id, lines })
    expect((await auditCheckouts(database.db, ledger, [buyerOf(new Map())], since)).violations).toBe(0)

    // a line whose quantity differs from what was in the cart
    const [first] = lines.keys()
    ledger.checkouts.set(order.id, { buyer: world.buyer.id, lines: new Map([...lines, [first, 4]]) })
    expect((await auditCheckouts(database.db, ledger, [buyerOf(new Map())], since)).violations).toBe(1)
    ledger.checkouts.set(order.id, { buyer: world.buyer.id, lines })

    // an order the bench never saw made (a doubled checkout)
    await orderOf(1)
    expect((await auditCheckouts(database.db, ledger, [buyerOf(new Map())], since)).violations).toBe(1)
  })
})
