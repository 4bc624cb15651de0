import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextOrderNumber } from '#server/orders/index.ts'
import { openTestDatabase } from '#server/test/database.ts'
import type { DatabaseHandle } from '../db/connect'
import { bulkParts, bulkStock, bulkStores, countMissingStock, countRows } from './bulk'
import { bulkOrders } from './bulk-orders'
import { seedDemo } from './demo'

// The dealer-scale phases at a small scale: they top up to their targets, never duplicate on a
// second run, and leave data as coherent as the demo's.

const NOW = new Date('2026-11-20T08:00:00Z')
let handle: DatabaseHandle
let lastDemoOrder = 0
const none = { increment() {} }

beforeAll(async () => {
  handle = await openTestDatabase()
  await seedDemo(handle.db, { passwordHash: 'scrypt$10$8$1$c2FsdA==$a2V5', now: NOW, parts: 500 })
  const last = await handle.db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow()
  lastDemoOrder = Number(last.id)
})

afterAll(async () => {
  await handle?.close()
})

async function runAll() {
  let counted = 0
  await bulkParts(handle.db, 1_800, NOW, none)
  await bulkStock(handle.db, NOW, {
    increment(n) {
      counted += n
    },
  })
  await bulkStores(handle.db, 40, 'scrypt$10$8$1$c2FsdA==$a2V5', NOW, none)
  await bulkOrders(handle.db, 700, NOW, none)
  return counted
}

describe('bulk generator', () => {
  it('tops up parts, stock, stores and orders to their targets, and a second run adds nothing', async () => {
    expect(await countMissingStock(handle.db)).toBe(0)
    const stockRows = await runAll()
    expect(stockRows).toBe(2 * 1_300)
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          (['products', 'stock', 'stores', 'users', 'orders', 'order_items', 'order_events'] as const).map(async (t) => [
            t,
            await countRows(handle.db, t),
          ]),
        ),
      )
    const first = await counts()
    expect(first).toMatchObject({ products: 1_800, stock: 3_600, stores: 60, users: 65, orders: 700 })
    await runAll()
    expect(await counts()).toEqual(first)
  })

  it('writes orders in every status, in their store branch, with a full history and unique numbers', async () => {
    const statuses = await sql<{ status: number }>`select distinct status from orders order by 1`.execute(handle.db)
    expect(statuses.rows.map((r) => r.status)).toEqual([1, 2, 3, 4, 5])
    const bad = await sql`
      select o.id from orders o join stores s on s.id = o.store_id
      left join (select order_id, count(*) as n, max(to_status) filter (where action <> 'create') as last
                 -- a delivery, a receipt and a closed discrepancy are events that leave the order as it is
                 from order_events where action not in ('kirim-barang', 'terima-barang', 'tutup-selisih')
                 group by order_id) e on e.order_id = o.id
      where o.branch_id <> s.branch_id or e.n is distinct from o.version
         or (o.status > 1 and e.last is distinct from o.status::int)`.execute(handle.db)
    expect(bad.rows).toEqual([])
    const items = await sql<{ n: number; lo: number; hi: number }>`
      select count(*)::int as n, min(c)::int as lo, max(c)::int as hi
      from (select count(*) as c from order_items i join orders o on o.id = i.order_id where o.id > ${lastDemoOrder} group by o.id) x`.execute(
      handle.db,
    )
    expect(items.rows[0]).toMatchObject({ lo: 1, hi: 8 })
    const buyers = await sql`select username from users where username !~ '^[a-z0-9._-]{3,20}$'`.execute(handle.db)
    expect(buyers.rows).toEqual([])
  })

  it('leaves the counters ahead of every bulk number, so live orders continue after them', async () => {
    const latest = await handle.db
      .selectFrom('orders')
      .innerJoin('branches', 'branches.id', 'orders.branch_id')
      .select(['orders.no_transaksi', 'orders.created_at', 'branches.id', 'branches.code'])
      .orderBy('orders.created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    const [, , period] = latest.no_transaksi.split('/')
    const max = await sql<{ m: number }>`
      select max(split_part(no_transaksi, '/', 4)::int) as m from orders
      where branch_id = ${latest.id} and split_part(no_transaksi, '/', 3) = ${period}`.execute(handle.db)
    const next = await nextOrderNumber(handle.db, latest.id, latest.code, latest.created_at)
    expect(Number(next.split('/')[3])).toBeGreaterThan(max.rows[0].m)
  })
})
