import { type Insertable, type RawBuilder, sql } from 'kysely'
import type { BackorderListQuery, BackorderState, BackorderStateFilter } from '#common/backorders.ts'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'
import type { BackorderLinesTable } from './tables'

// The back-order lines' statements. Every read and every lock goes through a scope: a buyer sees
// his store's lines, staff their branch's, head office every branch's; another's line is not found.

export type BackorderScope = { kind: 'store'; storeId: number } | { kind: 'branch'; branchId: number } | { kind: 'all' }

const inScope = (scope: BackorderScope) =>
  scope.kind === 'store'
    ? sql`bl.store_id = ${scope.storeId}`
    : scope.kind === 'branch'
      ? sql`bl.branch_id = ${scope.branchId}`
      : sql`true`

/** Jakarta days a line has waited; flagged past its branch's number (the lists compute both). */
const ageDays = (now: Date) =>
  sql<number>`((${now}::timestamptz at time zone 'Asia/Jakarta')::date - (bl.created_at at time zone 'Asia/Jakarta')::date)`
const flagged = (now: Date) =>
  sql<boolean>`(bl.state in ('menunggu', 'stok_tersedia') and ${ageDays(now)} > b.backorder_flag_days)`
/** Stok Tersedia first (what staff act on first), then oldest first. */
const rank = sql<number>`(bl.state <> 'stok_tersedia')::int`

/** An exported order's lines with their ready status, what the export file is made of. */
export async function exportedLines(trx: Db, orderId: number) {
  return trx
    .selectFrom('order_items as i')
    .leftJoin('ready_statuses as r', 'r.id', 'i.ready_status_id')
    .select([
      'i.id',
      'i.product_id',
      'i.part_no',
      'i.part_name',
      'i.qty_estimasi',
      'i.qty_confirmed',
      sql<string | null>`i.eta::text`.as('eta'),
      'r.code as ready_status',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.line_no')
    .execute()
}

/** The order's export events so far, the one being recorded included: 1 at its first export. */
export async function exportsOf(trx: Db, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('order_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('action', '=', 'export')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Writes the lines an export left; a line already followed (a second download) is kept as it is. */
export async function insertLines(trx: Db, rows: Insertable<BackorderLinesTable>[]): Promise<number> {
  if (rows.length === 0) return 0
  const written = await trx
    .insertInto('backorder_lines')
    .values(rows)
    .onConflict((oc) => oc.column('order_item_id').doNothing())
    .returning('id')
    .execute()
  return written.length
}

export interface ListPosition {
  rank: number
  createdAt: Date
  id: number
}

/**
 * A page of the list: Stok Tersedia lines first, then the others, each oldest first. The two
 * ranks are read one after the other, each in its index's order (migration 0018), so a page
 * reads about its own lines however long the branch's history is.
 */
export async function listLines(
  db: Db,
  scope: BackorderScope,
  filters: Omit<BackorderListQuery, 'limit' | 'cursor'>,
  now: Date,
  limit: number,
  after: ListPosition | null,
) {
  const state = filters.state ?? 'terbuka'
  const store = filters.store?.trim()
  const where = (rank: 0 | 1) => sql`${inScope(scope)}
      ${stateOfRank(state, rank)}
      ${filters.part ? sql`and bl.part_no ilike ${containsPattern(filters.part.trim().toUpperCase())}` : sql``}
      ${
        store && scope.kind !== 'store'
          ? sql`and (s.name ilike ${containsPattern(store)} or s.ibs_cust_code ilike ${containsPattern(store)})`
          : sql``
      }
      ${filters.age === 'lama' ? sql`and ${flagged(now)}` : sql``}
      ${after && after.rank === rank ? sql`and (bl.created_at, bl.id) > (${after.createdAt}::timestamptz, ${after.id})` : sql``}`
  const rows: LineRow[] = []
  for (const rank of [0, 1] as const) {
    if ((after && after.rank > rank) || rows.length >= limit || stateOfRank(state, rank) === null) continue
    rows.push(...(await selectLines(db, now, where(rank), limit - rows.length, sql`bl.created_at, bl.id`)))
  }
  return rows
}

/**
 * The states of a rank under a state filter, written out so the planner takes the partial
 * indexes; null when the filter leaves the rank empty.
 */
function stateOfRank(state: BackorderStateFilter, rank: 0 | 1) {
  if (rank === 0)
    return state === 'terbuka' || state === 'semua' || state === 'stok_tersedia' ? sql`and bl.state = 'stok_tersedia'` : null
  if (state === 'stok_tersedia') return null
  if (state === 'terbuka') return sql`and bl.state = 'menunggu'`
  if (state === 'semua') return sql`and bl.state <> 'stok_tersedia'`
  return sql`and bl.state = ${state}`
}

/** The lines left over from one order, in the lists' order. */
export async function linesOfOrder(db: Db, orderId: number, now: Date) {
  return selectLines(db, now, sql`bl.order_id = ${orderId}`, 1000, sql`${rank}, bl.created_at, bl.id`)
}

async function selectLines(db: Db, now: Date, where: RawBuilder<unknown>, limit: number, order: RawBuilder<unknown>) {
  const result = await sql<LineRow>`
    select bl.id, bl.order_id, o.no_transaksi, o.status as order_status, s.name as store_name,
      s.ibs_cust_code as store_code, b.name as branch_name, bl.part_no, bl.part_name, bl.qty, bl.ready_code,
      bl.eta::text as eta, bl.state, bl.created_at, bl.available_qty, bl.reorder_id,
      r.no_transaksi as reorder_no, r.status as reorder_status, bl.cancel_reason,
      ${ageDays(now)} as age_days, ${flagged(now)} as flagged, ${rank} as rank
    from backorder_lines bl
      join orders o on o.id = bl.order_id
      join stores s on s.id = bl.store_id
      join branches b on b.id = bl.branch_id
      left join orders r on r.id = bl.reorder_id
    where ${where}
    order by ${order}
    limit ${limit}
  `.execute(db)
  return result.rows
}

export interface LineRow {
  id: string | number
  order_id: string | number
  no_transaksi: string
  order_status: number
  store_name: string
  store_code: string
  branch_name: string
  part_no: string
  part_name: string
  qty: number
  ready_code: BackorderLinesTable['ready_code']
  eta: string | null
  state: BackorderState
  created_at: Date
  available_qty: number | null
  reorder_id: string | number | null
  reorder_no: string | null
  reorder_status: number | null
  cancel_reason: string | null
  age_days: number
  flagged: boolean
  rank: number
}

/**
 * The navbar's figures: lines waiting, lines whose part arrived, open lines flagged as old. Read
 * from the per-day counts the database keeps (migration 0018): a line is 'Lama' when its Jakarta
 * day of opening lies more than its branch's number of days before today, as the lists flag it.
 */
export async function countLines(db: Db, scope: BackorderScope, now: Date) {
  const table = scope.kind === 'store' ? sql`backorder_store_days` : sql`backorder_branch_days`
  const where =
    scope.kind === 'store'
      ? sql`c.store_id = ${scope.storeId}`
      : scope.kind === 'branch'
        ? sql`c.branch_id = ${scope.branchId}`
        : sql`true`
  const result = await sql<{ menunggu: number; stok_tersedia: number; lama: number }>`
    select coalesce(sum(c.n) filter (where c.state = 'menunggu'), 0)::int as menunggu,
      coalesce(sum(c.n) filter (where c.state = 'stok_tersedia'), 0)::int as stok_tersedia,
      coalesce(sum(c.n) filter (where c.day < ${jakartaToday(now)} - b.backorder_flag_days), 0)::int as lama
    from ${table} c join branches b on b.id = c.branch_id
    where ${where}
  `.execute(db)
  return result.rows[0]
}

const jakartaToday = (now: Date) => sql`(${now}::timestamptz at time zone 'Asia/Jakarta')::date`

/** The chosen lines, locked for a move, with what the origin order's timeline records; others' lines are absent. */
export async function lockLines(trx: Db, scope: BackorderScope, ids: number[]) {
  const result = await sql<{
    id: string | number
    order_id: string | number
    store_id: number
    branch_id: number
    product_id: number | null
    part_no: string
    part_name: string
    qty: number
    state: BackorderState
    order_status: number
    no_transaksi: string
  }>`
    select bl.id, bl.order_id, bl.store_id, bl.branch_id, bl.product_id, bl.part_no, bl.part_name, bl.qty, bl.state,
      o.status as order_status, o.no_transaksi
    from backorder_lines bl join orders o on o.id = bl.order_id
    where bl.id = any(${ids}::bigint[]) and ${inScope(scope)}
    order by bl.id
    for update of bl
  `.execute(trx)
  return result.rows
}

export async function closeLines(
  trx: Db,
  ids: number[],
  close: { state: 'dipesan_ulang' | 'dibatalkan'; reorderId: number | null; reason: string | null; by: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('backorder_lines')
    .set({
      state: close.state,
      reorder_id: close.reorderId,
      cancel_reason: close.reason,
      closed_by: close.by,
      closed_at: close.at,
    })
    .where('id', 'in', ids)
    .execute()
}

/** The branches with waiting lines (or those of `branchIds`), and each one's waiting parts. */
export async function waitingParts(db: Db, branchIds: number[] | null) {
  const result = await sql<{ branch_id: number; branch_code: string; part_nos: string[] }>`
    select bl.branch_id, b.code as branch_code, array_agg(distinct bl.part_no order by bl.part_no) as part_nos
    from backorder_lines bl join branches b on b.id = bl.branch_id
    where bl.state = 'menunggu' ${branchIds ? sql`and bl.branch_id = any(${branchIds}::int[])` : sql``}
    group by bl.branch_id, b.code
    order by bl.branch_id
  `.execute(db)
  return result.rows
}

/**
 * The waiting lines of the branch whose part is now in its stock become Stok Tersedia. Rows
 * another instance moved a moment ago are no longer waiting and are not moved twice (the update
 * reads them again after their lock), so each buyer is told once.
 */
export async function markAvailable(trx: Db, branchId: number, stock: Array<{ part_no: string; qty: number }>, at: Date) {
  const result = await sql<{
    id: string | number
    order_id: string | number
    store_id: number
    part_no: string
    qty: number
    available_qty: number
  }>`
    update backorder_lines bl set state = 'stok_tersedia', available_qty = s.qty, available_at = ${at}
    from unnest(${stock.map((s) => s.part_no)}::text[], ${stock.map((s) => s.qty)}::int[]) as s(part_no, qty)
    where bl.branch_id = ${branchId} and bl.state = 'menunggu' and bl.part_no = s.part_no
    returning bl.id, bl.order_id, bl.store_id, bl.part_no, bl.qty, bl.available_qty
  `.execute(trx)
  return result.rows
}

/** What the timeline of each origin order records of a move: its status and number. */
export async function originOrders(trx: Db, orderIds: number[]) {
  if (orderIds.length === 0) return []
  return trx
    .selectFrom('orders')
    .select(['id', 'status', 'store_id', 'branch_id', 'no_transaksi'])
    .where('id', 'in', orderIds)
    .execute()
}

/** Of these parts, the ones withdrawn from the catalogue since (an estimate cannot take them). */
export async function withdrawnParts(trx: Db, productIds: Array<number | null>): Promise<Set<number>> {
  const ids = productIds.filter((id): id is number => id !== null)
  if (ids.length === 0) return new Set()
  const rows = await trx.selectFrom('products').select('id').where('id', 'in', ids).where('is_active', '=', false).execute()
  return new Set(rows.map((r) => r.id))
}

/** The orders an estimate made of back-orders re-ordered lines of. */
export async function originsOf(db: Db, reorderId: number) {
  return db
    .selectFrom('orders as o')
    .select(['o.id', 'o.no_transaksi', 'o.status'])
    .where('o.id', 'in', (eb) => eb.selectFrom('backorder_lines').select('order_id').where('reorder_id', '=', reorderId))
    .orderBy('o.id')
    .execute()
}

/** Where an order is, to tell whether the session may see it. */
export async function orderPlace(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['store_id', 'branch_id']).where('id', '=', orderId).executeTakeFirst()
}
