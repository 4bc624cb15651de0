import { type Kysely, sql } from 'kysely'
import { jakartaPeriod } from '#common/jakarta-time.ts'
import { formatOrderNumber, reserveOrderNumbers } from '#server/orders/index.ts'
import type { Database } from '../db/types'
import { BATCH, countRows, type Progress } from './bulk'
import { Columns } from './insert'
import { type PlannedOrder, type ProductSnap, planOrder, productPicker, type Status } from './orders'
import { createRng, type Rng, seedFor } from './random'

// Two years of orders for every store, made chronologically in batches of 5,000: numbers are
// reserved per (branch, month) in a short transaction of their own, then each batch's orders,
// items and events go in one transaction, so an interrupted run leaves whole orders only (and
// harmless gaps in the numbering). Two batches run at once: one builds rows while PostgreSQL
// writes the other's, which keeps both cores of a small server busy.

type Db = Kysely<Database>

const ORDER_SEED = 0x5eed_0004
const DAY = 86_400_000
const SPAN_DAYS = 730
const CONCURRENCY = 2

const ORDER_COLUMNS = `id:int8 no_transaksi:text branch_id:int4 store_id:int4 created_by:int4 status:int2 source:text
  note_user:text note_seller:text version:int4 created_at:timestamptz updated_at:timestamptz`
const ITEM_COLUMNS = `order_id:int8 line_no:int4 product_id:int4 part_no:text part_name:text price:int8 price_list:int8 qty_estimasi:int4
  qty_osc:int4 qty_confirmed:int4 qty_ordered:int4 ready_status_id:int2 note_user:text note_seller:text`
const EVENT_COLUMNS =
  'order_id:int8 action:text from_status:int2 to_status:int2 actor_id:int4 actor_role:text created_at:timestamptz'

interface Network {
  stores: { id: number; branchId: number; buyerId: number }[]
  staffOf: Map<number, number[]>
  codeOf: Map<number, string>
  products: ProductSnap[]
}

async function loadNetwork(db: Db): Promise<Network> {
  const branches = await db.selectFrom('branches').select(['id', 'code']).execute()
  const staff = await sql<{ id: number; branch_id: number }>`
    select id, branch_id from users where 'seller' = any(roles) and branch_id is not null and is_active`.execute(db)
  const staffOf = new Map<number, number[]>()
  for (const s of staff.rows) staffOf.set(s.branch_id, [...(staffOf.get(s.branch_id) ?? []), s.id])
  // a store orders through its first buyer; stores of a branch without staff cannot be served
  const stores = await sql<{ id: number; branch_id: number; buyer_id: number }>`
    select distinct on (s.id) s.id, s.branch_id, u.id as buyer_id
    from stores s join users u on u.store_id = s.id and 'user' = any(u.roles)
    order by s.id, u.id`.execute(db)
  const products = await db
    .selectFrom('products')
    .select(['id', 'sto_id', 'name', 'price'])
    .where('is_active', '=', true)
    .orderBy('id')
    .execute()
  return {
    stores: stores.rows
      .filter((s) => staffOf.has(s.branch_id))
      .map((s) => ({ id: s.id, branchId: s.branch_id, buyerId: s.buyer_id })),
    staffOf,
    codeOf: new Map(branches.map((b) => [b.id, b.code])),
    products: products.map((p) => ({ id: p.id, stoId: p.sto_id, name: p.name, price: p.price })),
  }
}

/** Business grows: twice as many orders per day at the end of the span as at its start. */
function rampedInstant(u: number, start: number, span: number): number {
  const g = 1
  const x = (-1 + Math.sqrt(1 + 2 * g * u * (1 + g / 2))) / g
  return start + x * span
}

/** Old orders are mostly processed or cancelled; the last days hold the open work. */
function statusForAge(rng: Rng, ageDays: number): Status {
  if (ageDays < 3)
    return rng.weighted<Status>([
      [1, 35],
      [2, 30],
      [3, 20],
      [4, 10],
      [5, 5],
    ])
  if (ageDays < 14)
    return rng.weighted<Status>([
      [1, 10],
      [2, 15],
      [3, 20],
      [4, 45],
      [5, 10],
    ])
  return rng.weighted<Status>([
    [1, 2],
    [2, 3],
    [3, 5],
    [4, 78],
    [5, 12],
  ])
}

function planBatch(net: Network, rng: Rng, from: number, to: number, total: number, now: Date): PlannedOrder[] {
  const end = now.getTime() - 10 * 60_000
  const start = end - SPAN_DAYS * DAY
  const pick = productPicker(rng, net.products)
  const orders: PlannedOrder[] = []
  for (let j = from; j < to; j++) {
    const at = rampedInstant((j + rng.next()) / total, start, end - start)
    // a few busy workshops order far more often than the rest
    const r = rng.next()
    const store = net.stores[Math.floor(r * r * net.stores.length)]
    orders.push(
      planOrder(rng, {
        status: statusForAge(rng, (end - at) / DAY),
        branchId: store.branchId,
        storeId: store.id,
        buyerId: store.buyerId,
        staffIds: net.staffOf.get(store.branchId) as number[],
        createdAt: new Date(at),
        now,
        pickProducts: pick,
        maxItems: 8,
      }),
    )
  }
  return orders
}

async function numberBatch(db: Db, net: Network, orders: PlannedOrder[]): Promise<string[]> {
  const keyOf = (o: PlannedOrder) => `${o.branchId}:${jakartaPeriod(o.createdAt)}`
  const counts = new Map<string, number>()
  for (const o of orders) counts.set(keyOf(o), (counts.get(keyOf(o)) ?? 0) + 1)
  // sorted, so concurrent batches lock counter rows in the same order and cannot deadlock
  const wanted = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => {
      const [branchId, period] = key.split(':')
      return { branchId: Number(branchId), period, count }
    })
  const next = await reserveOrderNumbers(db, wanted)
  return orders.map((o) => {
    const key = keyOf(o)
    const seq = next.get(key) as number
    next.set(key, seq + 1)
    return formatOrderNumber(net.codeOf.get(o.branchId) as string, jakartaPeriod(o.createdAt), seq)
  })
}

async function insertBatch(db: Db, net: Network, orders: PlannedOrder[]): Promise<void> {
  const numbers = await numberBatch(db, net, orders)
  await db.transaction().execute(async (trx) => {
    const ids = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('orders', 'id')) as id from generate_series(1, ${orders.length})`.execute(trx)
    const oc = Columns.of(ORDER_COLUMNS)
    const ic = Columns.of(ITEM_COLUMNS)
    const ec = Columns.of(EVENT_COLUMNS)
    orders.forEach((o, k) => {
      const id = ids.rows[k].id
      oc.push(
        id,
        numbers[k],
        o.branchId,
        o.storeId,
        o.createdBy,
        o.status,
        o.source,
        o.noteUser,
        o.noteSeller,
        o.version,
        o.createdAt.toISOString(),
        o.updatedAt.toISOString(),
      )
      for (const it of o.items) {
        ic.push(
          id,
          it.lineNo,
          it.productId,
          it.partNo,
          it.partName,
          it.price,
          it.price,
          it.qtyEstimasi,
          it.qtyOsc,
          it.qtyConfirmed,
          it.qtyOrdered,
          it.readyStatusId,
          it.noteUser,
          it.noteSeller,
        )
      }
      for (const e of o.events) ec.push(id, e.action, e.fromStatus, e.toStatus, e.actorId, e.actorRole, e.createdAt.toISOString())
    })
    await oc.insert('orders').execute(trx)
    await ic.insert('order_items').execute(trx)
    await ec.insert('order_events').execute(trx)
  })
}

/** Adds orders until there are `target`; returns how many it added. */
export async function bulkOrders(db: Db, target: number, now: Date, progress: Progress): Promise<number> {
  const existing = await countRows(db, 'orders')
  const total = target - existing
  if (total <= 0) return 0
  const net = await loadNetwork(db)
  if (net.stores.length === 0 || net.products.length === 0)
    throw new Error('Orders need stores with a buyer, branch staff and products')
  let nextBatch = 0
  let failed = false
  const batches = Math.ceil(total / BATCH)
  const worker = async () => {
    for (let b = nextBatch++; b < batches && !failed; b = nextBatch++) {
      // the same database state gives the same orders: seeded by (existing count, batch)
      const rng = createRng(seedFor(ORDER_SEED + existing, b))
      const orders = planBatch(net, rng, b * BATCH, Math.min(total, (b + 1) * BATCH), total, now)
      try {
        await insertBatch(db, net, orders)
      } catch (err) {
        failed = true // the other worker stops after its current batch
        throw err
      }
      progress.increment(orders.length)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return total
}
