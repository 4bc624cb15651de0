import type { Kysely } from 'kysely'
import { defaultEta } from '#common/eta.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { READY_STATUS } from '#common/ready-status.ts'
import { type LinePrice, nextOrderNumber } from '#server/orders/index.ts'
import type { Database } from '../db/types'
import {
  DEMO_AGE_DAYS,
  DEMO_BRANCHES,
  DEMO_ORDER_PLAN,
  DEMO_OTHER_ORDERS,
  DEMO_REPLACED_IN_ESTIMATE,
  DEMO_STORES,
  type DemoUsers,
} from './demo-data'
import type { DemoPriceFacts } from './demo-prices'
import { confirmedAt, type PricedOrder, priceOrder, taxOnDays } from './demo-quotes'
import { insertChunks } from './insert'
import { type PlannedOrder, type ProductSnap, planOrder, productPicker, type Status } from './orders'
import type { Rng } from './random'

// The demo's orders and demo.user's cart. Orders are planned by orders.ts, priced with the
// demo's agreements (demo-quotes.ts: estimates at their day's prices, confirmed orders with their
// quote), numbered through the real nextOrderNumber in creation order, then written with a few
// multi-row INSERTs.

type Db = Kysely<Database>
const DAY = 86_400_000
/** Staff gave the newest of demo.user's confirmations 5 % extra on its first line (JKT01 allows 10 %). */
const DEMO_EXTRA_DISCOUNT_BP = 500

export interface OrderContext {
  branchIds: Map<string, number>
  storeIds: Map<string, number>
  users: DemoUsers
  products: ProductSnap[]
  prices: DemoPriceFacts
  now: Date
}

export async function insertOrders(trx: Db, rng: Rng, ctx: OrderContext): Promise<void> {
  const { now, users } = ctx
  const storeBranch = new Map(DEMO_STORES.map((s) => [ctx.storeIds.get(s.code) as number, s.branch]))
  const wanted: { store: string; status: Status }[] = DEMO_ORDER_PLAN.flatMap((p) =>
    p.statuses.map((status) => ({ store: p.store, status })),
  )
  const planned = new Set(DEMO_ORDER_PLAN.map((p) => p.store))
  const others = DEMO_STORES.filter((s) => !planned.has(s.code))
  for (let i = 0; i < DEMO_OTHER_ORDERS; i++) {
    const status = rng.weighted<Status>([
      [1, 2],
      [2, 2],
      [3, 2],
      [4, 3],
      [5, 1],
    ])
    wanted.push({ store: rng.pick(others).code, status })
  }

  const pick = productPicker(rng, ctx.products)
  const orders: PlannedOrder[] = wanted.map(({ store, status }) => {
    const storeId = ctx.storeIds.get(store) as number
    const branchId = ctx.branchIds.get(storeBranch.get(storeId) as string) as number
    const [minAge, maxAge] = DEMO_AGE_DAYS[status]
    return planOrder(rng, {
      status,
      branchId,
      storeId,
      buyerId: users.buyerOf.get(storeId) as number,
      staffIds: users.staffOf.get(branchId) as number[],
      createdAt: new Date(now.getTime() - Math.floor((minAge + rng.next() * (maxAge - minAge)) * DAY)),
      now,
      pickProducts: pick,
      maxItems: 12,
    })
  })
  const demoStoreId = ctx.storeIds.get(DEMO_ORDER_PLAN[0].store)
  holdReplacedPart(
    orders.filter((o) => o.storeId === demoStoreId && o.status === 1),
    ctx.products,
  )
  // numbers follow creation time within each branch and month, as they would have live
  orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  const priced = await priceOrders(trx, orders, ctx)
  const codeOf = new Map([...ctx.branchIds].map(([code, id]) => [id, code]))
  const numbers: string[] = []
  for (const o of orders) numbers.push(await nextOrderNumber(trx, o.branchId, codeOf.get(o.branchId) as string, o.createdAt))

  const inserted = await trx
    .insertInto('orders')
    .values(
      orders.map((o, i) => ({
        no_transaksi: numbers[i],
        branch_id: o.branchId,
        store_id: o.storeId,
        created_by: o.createdBy,
        status: o.status,
        source: o.source,
        note_user: o.noteUser,
        note_seller: o.noteSeller,
        version: o.version,
        created_at: o.createdAt,
        updated_at: o.updatedAt,
        ...quoteColumns(priced[i]),
      })),
    )
    .returning(['id', 'no_transaksi'])
    .execute()
  const idOf = new Map(inserted.map((r) => [r.no_transaksi, r.id]))
  const ids = numbers.map((n) => idOf.get(n) as number)

  const items = orders.flatMap((o, i) =>
    o.items.map((it) => ({
      order_id: ids[i],
      line_no: it.lineNo,
      product_id: it.productId,
      part_no: it.partNo,
      part_name: it.partName,
      ...(priced[i].lines.get(it.lineNo) as LinePrice),
      qty_estimasi: it.qtyEstimasi,
      qty_osc: it.qtyOsc,
      qty_confirmed: it.qtyConfirmed,
      qty_ordered: it.qtyOrdered,
      ready_status_id: it.readyStatusId,
      note_user: it.noteUser,
      note_seller: it.noteSeller,
      // staff gave an Indent line the default three weeks from the day they confirmed it
      eta: it.readyStatusId === READY_STATUS.INDENT ? defaultEta(jakartaDay(confirmedAt(o))) : null,
    })),
  )
  await insertChunks(trx, 'order_items', items)
  const events = orders.flatMap((o, i) =>
    o.events.map((e) => ({
      order_id: ids[i],
      action: e.action,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      actor_id: e.actorId,
      actor_role: e.actorRole,
      // as the live confirmation records it: the prices that moved and the extra discounts given
      detail: e.action === 'kirim-konfirmasi' && priced[i].confirmation ? JSON.stringify(priced[i].confirmation) : null,
      created_at: e.createdAt,
    })),
  )
  await insertChunks(trx, 'order_events', events)
}

/** A few items in demo.user's cart so the cart page and its badge are not empty. */
export async function insertCart(
  trx: Db,
  rng: Rng,
  userId: number,
  products: ProductSnap[],
  stockJkt: Map<number, number>,
  now: Date,
) {
  const inStock = products.slice(0, 200).filter((p) => (stockJkt.get(p.id) ?? 0) > 0)
  const chosen = [...products.slice(0, 2), ...inStock.slice(2, 5)].filter((p, i, all) => all.indexOf(p) === i)
  await trx.insertInto('carts').values({ user_id: userId, updated_at: now }).execute()
  await insertChunks(
    trx,
    'cart_items',
    chosen.map((p, i) => {
      const at = new Date(now.getTime() - (chosen.length - i) * 3_600_000)
      return {
        user_id: userId,
        product_id: p.id,
        qty: rng.int(1, 4),
        description: i === 0 ? 'Untuk servis Xpander pelanggan' : null,
        added_at: at,
        updated_at: at,
      }
    }),
  )
}

/** Every order's prices, in the orders' order; the tax settings of the confirmation days read once. */
async function priceOrders(trx: Db, orders: PlannedOrder[], ctx: OrderContext): Promise<PricedOrder[]> {
  const confirmed = orders.filter((o) => o.status !== 1)
  const taxes = await taxOnDays(
    trx,
    confirmed.map((o) => jakartaDay(confirmedAt(o))),
  )
  const demoStoreId = ctx.storeIds.get(DEMO_ORDER_PLAN[0].store)
  const newestKonfirmasi = orders.filter((o) => o.storeId === demoStoreId && o.status === 2).at(-1)
  const validDays = new Map(DEMO_BRANCHES.map((b) => [ctx.branchIds.get(b.code), b.quote_valid_days]))
  return orders.map((o) =>
    priceOrder(o, {
      facts: ctx.prices,
      taxes,
      validDays: validDays.get(o.branchId) ?? 7,
      extras: o === newestKonfirmasi ? new Map([[1, DEMO_EXTRA_DISCOUNT_BP]]) : undefined,
    }),
  )
}

/** The order's frozen quote columns; none for an estimate. */
function quoteColumns(priced: PricedOrder) {
  const q = priced.quote
  if (!q) {
    return {
      priced_on: null,
      price_valid_until: null,
      ppn_rate_bp: null,
      dpp_numerator: null,
      dpp_denominator: null,
      totals: null,
    }
  }
  return {
    priced_on: q.priced_on,
    price_valid_until: q.price_valid_until,
    ppn_rate_bp: q.ppn_rate_bp,
    dpp_numerator: q.dpp_numerator,
    dpp_denominator: q.dpp_denominator,
    totals: JSON.stringify(q.totals),
  }
}

/**
 * The oldest of demo.user's estimates asks for 1770A066, replaced since by 1770A121 (demo-data's
 * supersessions): staff confirming it see the current number and can switch the line.
 */
function holdReplacedPart(estimates: PlannedOrder[], products: ProductSnap[]): void {
  const replaced = products.find((p) => p.stoId === DEMO_REPLACED_IN_ESTIMATE)
  const oldest = [...estimates].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]
  if (!replaced || !oldest || oldest.items.some((it) => it.partNo === replaced.stoId)) return
  const first = oldest.items[0]
  Object.assign(first, { productId: replaced.id, partNo: replaced.stoId, partName: replaced.name, price: replaced.price })
}
