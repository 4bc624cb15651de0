import { type ExpressionBuilder, type Insertable, sql } from 'kysely'
import type { FulfilmentState } from '#common/fulfilment.ts'
import { jakartaPeriod } from '#common/jakarta-time.ts'
import type { PriceSource } from '#common/price-math.ts'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'
import type { Database } from '../db/types'
import type { ConfirmedLine } from './confirmation'
import type { ListPosition } from './list-cursor'
import { formatOrderNumber } from './numbering'
import type { OrdersTable } from './tables'

/** Whose orders a session sees: a buyer his store's, staff their branch's (product.md §10.2). */
export type OrderScope = { kind: 'store'; storeId: number } | { kind: 'branch'; branchId: number }

export interface OrderListFilter {
  status?: number
  fulfilment?: FulfilmentState
  from?: Date
  to?: Date
  noTransaksi?: string
  creator?: string
  store?: string
  keterangan?: string
  q?: string
}

type OrderListEb = ExpressionBuilder<
  Database & { o: Database['orders']; u: Database['users']; s: Database['stores'] },
  'o' | 'u' | 's'
>

function creatorMatches(eb: OrderListEb, pattern: string) {
  return eb.or([
    sql<boolean>`u.username ilike ${pattern} escape '\\'`,
    sql<boolean>`(u.first_name || ' ' || u.last_name) ilike ${pattern} escape '\\'`,
  ])
}

function storeMatches(eb: OrderListEb, pattern: string) {
  return eb.or([sql<boolean>`s.name ilike ${pattern} escape '\\'`, sql<boolean>`s.ibs_cust_code ilike ${pattern} escape '\\'`])
}

/** Orders with their creator and store, limited to what the scope may see. */
function scopedOrders(db: Db, scope: OrderScope) {
  const query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.created_by')
    .innerJoin('stores as s', 's.id', 'o.store_id')
  return scope.kind === 'store' ? query.where('o.store_id', '=', scope.storeId) : query.where('o.branch_id', '=', scope.branchId)
}

export function listOrdersQuery(db: Db, scope: OrderScope, filter: OrderListFilter, after: ListPosition | null, limit: number) {
  let query = scopedOrders(db, scope).select([
    'o.id',
    // ISO text made by the database: parsing 200 timestamps into Dates only to print them again
    // was a tenth of a list call's time in the server
    sql<string>`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
    'o.no_transaksi',
    'o.status',
    'o.fulfilment',
    'o.note_user',
    'u.username',
    'u.first_name',
    'u.last_name',
    's.name as store_name',
  ])
  if (filter.status !== undefined) query = query.where('o.status', '=', filter.status)
  if (filter.fulfilment) query = query.where('o.fulfilment', '=', filter.fulfilment)
  if (filter.from) query = query.where('o.created_at', '>=', filter.from)
  if (filter.to) query = query.where('o.created_at', '<', filter.to)
  if (filter.noTransaksi)
    query = query.where(sql<boolean>`o.no_transaksi ilike ${containsPattern(filter.noTransaksi)} escape '\\'`)
  if (filter.keterangan) query = query.where(sql<boolean>`o.note_user ilike ${containsPattern(filter.keterangan)} escape '\\'`)
  if (filter.creator) {
    const pattern = containsPattern(filter.creator)
    query = query.where((eb) => creatorMatches(eb as OrderListEb, pattern))
  }
  if (filter.store) {
    const pattern = containsPattern(filter.store)
    query = query.where((eb) => storeMatches(eb as OrderListEb, pattern))
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q)
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`o.no_transaksi ilike ${pattern} escape '\\'`,
        sql<boolean>`o.note_user ilike ${pattern} escape '\\'`,
        creatorMatches(eb as OrderListEb, pattern),
        storeMatches(eb as OrderListEb, pattern),
      ]),
    )
  }
  if (after) {
    query = query.where(sql<boolean>`(o.created_at, o.id) < (${after.createdAt}::timestamptz, ${after.id}::bigint)`)
  }
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limit)
}

export async function findOrder(db: Db, scope: OrderScope, id: number) {
  return scopedOrders(db, scope)
    .innerJoin('branches as b', 'b.id', 'o.branch_id')
    .select([
      'o.id',
      'o.no_transaksi',
      'o.status',
      'o.fulfilment',
      'o.version',
      'o.branch_id',
      'o.store_id',
      'o.note_user',
      'o.note_seller',
      'o.created_at',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.mobile as creator_mobile',
      's.name as store_name',
      's.ibs_cust_code',
      's.npwp as store_npwp',
      's.address as store_address',
      sql<string | null>`o.price_valid_until::text`.as('price_valid_until'),
      'o.ppn_rate_bp',
      'o.dpp_numerator',
      'o.dpp_denominator',
      'b.code as branch_code',
      'b.name as branch_name',
      'b.address as branch_address',
      'b.phone as branch_phone',
      'b.max_extra_discount_bp',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst()
}

export async function orderLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_items as i')
    .leftJoin('ready_statuses as r', 'r.id', 'i.ready_status_id')
    .select([
      'i.id',
      'i.line_no',
      'i.part_no',
      'i.part_name',
      'i.price',
      'i.price_list',
      'i.discount_bp',
      'i.extra_discount_bp',
      'i.price_source',
      'i.price_before',
      'i.qty_estimasi',
      'i.qty_osc',
      'i.qty_confirmed',
      'i.qty_ordered',
      'i.ready_status_id',
      'r.code as ready_code',
      'i.note_user',
      'i.note_seller',
      sql<string | null>`i.eta::text`.as('eta'),
      'i.asked_part_no',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.line_no')
    .execute()
}

export async function orderEvents(db: Db, orderId: number) {
  return (
    db
      .selectFrom('order_events as e')
      // the portal's own acts (a stock load showing a back-ordered part) have no person
      .leftJoin('users as u', 'u.id', 'e.actor_id')
      .select(['e.action', 'e.to_status', 'e.created_at', 'e.detail', sql<string>`coalesce(u.username, 'Sistem')`.as('username')])
      .where('e.order_id', '=', orderId)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute()
  )
}

/** Locks the order row for the action's transaction; scope keeps other stores and branches out. */
export async function lockOrder(trx: Db, scope: OrderScope, id: number) {
  const row = await sql<{
    id: number
    status: number
    version: number
    no_transaksi: string
    store_id: number
    branch_id: number
    /** the last Jakarta day the confirmation's prices hold */
    price_valid_until: string | null
  }>`
    select id, status, version, no_transaksi, store_id, branch_id, price_valid_until::text as price_valid_until from orders
    where id = ${id} and ${scope.kind === 'store' ? sql`store_id = ${scope.storeId}` : sql`branch_id = ${scope.branchId}`}
    for update`.execute(trx)
  return row.rows[0]
}

// ---- writes of the order actions --------------------------------------------------------------

export async function moveStatus(trx: Db, id: number, to: number, at: Date): Promise<void> {
  await trx
    .updateTable('orders')
    .set((eb) => ({ status: to, version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .execute()
}

/** An update of one line of `orderId`, to `.set()`: a line id of another order changes nothing. */
export function updateOrderLine(trx: Db, orderId: number, lineId: number) {
  return trx.updateTable('order_items').where('id', '=', lineId).where('order_id', '=', orderId)
}

export async function setLineConfirmation(trx: Db, orderId: number, line: ConfirmedLine): Promise<void> {
  await updateOrderLine(trx, orderId, line.id)
    .set({
      qty_confirmed: line.qty_confirmed,
      ready_status_id: line.ready_status_id,
      note_seller: line.note_seller,
      qty_osc: line.qty_osc,
      eta: line.eta,
    })
    .execute()
}

export async function setSellerNote(trx: Db, orderId: number, note: string | null): Promise<void> {
  await trx.updateTable('orders').set({ note_seller: note }).where('id', '=', orderId).execute()
}

export async function setLineOrdered(trx: Db, orderId: number, lineId: number, qty: number): Promise<void> {
  await updateOrderLine(trx, orderId, lineId).set({ qty_ordered: qty }).execute()
}

export async function setLineEta(trx: Db, orderId: number, lineId: number, eta: string): Promise<void> {
  await updateOrderLine(trx, orderId, lineId).set({ eta }).execute()
}

/** A line now delivers another part: its number, name and list price, and the number asked for. */
export async function switchLinePart(
  trx: Db,
  orderId: number,
  lineId: number,
  part: {
    product_id: number
    part_no: string
    part_name: string
    price: number
    price_list: number
    discount_bp: number
    price_source: PriceSource
    asked_part_no: string
  },
): Promise<void> {
  await updateOrderLine(trx, orderId, lineId).set(part).execute()
}

export async function listReadyStatuses(db: Db) {
  return db.selectFrom('ready_statuses').select(['id', 'name']).orderBy('sort_order').execute()
}

// ---- a new estimate ---------------------------------------------------------------------------

type NewOrder = Pick<
  Insertable<OrdersTable>,
  'no_transaksi' | 'branch_id' | 'store_id' | 'created_by' | 'status' | 'source' | 'note_user'
>

export async function insertOrder(trx: Db, order: NewOrder & { at: Date }) {
  const { at, ...values } = order
  return trx
    .insertInto('orders')
    .values({ ...values, note_seller: null, created_at: at, updated_at: at })
    .returning(['id', 'no_transaksi'])
    .executeTakeFirstOrThrow()
}

/** A line of a new estimate, as the cart or the import has it. */
export interface NewOrderLine {
  productId: number | null
  partNo: string
  partName: string
  price: number
  /** the list price and the agreement behind price (none: price is the list price) */
  priceList?: number
  discountBp?: number
  priceSource?: PriceSource
  qty: number
  noteUser: string | null
}

export async function insertLines(trx: Db, orderId: number, lines: NewOrderLine[]): Promise<void> {
  await trx
    .insertInto('order_items')
    .values(
      lines.map((line, index) => ({
        order_id: orderId,
        line_no: index + 1,
        product_id: line.productId,
        part_no: line.partNo,
        part_name: line.partName,
        price: line.price,
        price_list: line.priceList ?? line.price,
        discount_bp: line.discountBp ?? 0,
        price_source: line.priceSource ?? 'daftar',
        qty_estimasi: line.qty,
        note_user: line.noteUser || null,
      })),
    )
    .execute()
}

// ---- order numbers: one counter per branch and month in order_counters -------------------------
// The counter is bumped with a single upsert, so two transactions creating orders at once
// serialise on the counter row and never share a number; a rolled-back order gives its number
// back to nobody (gaps are fine, duplicates are not).

/**
 * Whether the branch takes orders (it is active), read under a lock that a closing of the branch
 * (which locks the row for update) waits for, and that waits for a closing in progress.
 */
export async function branchTakesOrders(trx: Db, branchId: number): Promise<boolean> {
  const row = await trx.selectFrom('branches').select('is_active').where('id', '=', branchId).forKeyShare().executeTakeFirst()
  return row?.is_active === true
}

/** Next number for an order of `branchId` created at `at`; call it inside the order's transaction. */
export async function nextOrderNumber(trx: Db, branchId: number, branchCode: string, at: Date): Promise<string> {
  const period = jakartaPeriod(at)
  const row = await trx
    .insertInto('order_counters')
    .values({ branch_id: branchId, period, last_value: 1 })
    .onConflict((oc) =>
      oc.columns(['branch_id', 'period']).doUpdateSet({ last_value: sql<number>`order_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow()
  return formatOrderNumber(branchCode, period, row.last_value)
}

export interface CounterReservation {
  branchId: number
  period: string
  count: number
}

/**
 * Reserves `count` consecutive numbers per (branch, period) in one statement, for bulk loads;
 * returns the first reserved sequence per `${branchId}:${period}`. Later nextOrderNumber calls
 * continue after the reserved range. Each (branch, period) must appear once.
 */
export async function reserveOrderNumbers(trx: Db, wanted: CounterReservation[]): Promise<Map<string, number>> {
  const first = new Map<string, number>()
  if (wanted.length === 0) return first
  const rows = await sql<{ branch_id: number; period: string; last_value: number }>`
    insert into order_counters (branch_id, period, last_value)
    select * from unnest(${wanted.map((w) => w.branchId)}::int4[], ${wanted.map((w) => w.period)}::text[],
                         ${wanted.map((w) => w.count)}::int4[])
    on conflict (branch_id, period) do update set last_value = order_counters.last_value + excluded.last_value
    returning branch_id, period, last_value`.execute(trx)
  const counts = new Map(wanted.map((w) => [`${w.branchId}:${w.period}`, w.count]))
  for (const r of rows.rows) {
    const key = `${r.branch_id}:${r.period}`
    first.set(key, r.last_value - (counts.get(key) ?? 0) + 1)
  }
  return first
}
