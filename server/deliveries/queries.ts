import type { Insertable } from 'kysely'
import { sql } from 'kysely'
import type { Db } from '../db/connect'
import type { DeliveriesTable } from './tables'

// The deliveries' SQL: the order locked for a delivery, its lines with what was sent so far, the
// monthly number, and the reads of the screens and the Surat Jalan.

/** Who may see what: a store's, a branch's, or (head office) every delivery. */
export type DeliveryScope = { kind: 'store'; storeId: number } | { kind: 'branch'; branchId: number } | { kind: 'all' }

const inScope = (scope: DeliveryScope) =>
  scope.kind === 'store'
    ? sql<boolean>`d.store_id = ${scope.storeId}`
    : scope.kind === 'branch'
      ? sql<boolean>`d.branch_id = ${scope.branchId}`
      : sql<boolean>`true`

/**
 * The order row locked for a delivery: every delivery of one order takes this lock first, so two
 * clerks at once are served one after the other and the second sees what the first sent. Its first
 * export's Jakarta day bounds the delivery's date.
 */
export async function lockOrder(trx: Db, branchId: number, orderId: number) {
  const rows = await sql<{
    id: number
    status: number
    no_transaksi: string
    store_id: number
    branch_id: number
    branch_code: string
    exported_on: string | null
  }>`
    select o.id, o.status, o.no_transaksi, o.store_id, o.branch_id, b.code as branch_code,
      (select (min(e.created_at) at time zone 'Asia/Jakarta')::date::text from order_events e
        where e.order_id = o.id and e.action = 'export') as exported_on
    from orders o join branches b on b.id = o.branch_id
    where o.id = ${orderId} and o.branch_id = ${branchId}
    for update of o`.execute(trx)
  return rows.rows[0]
}

/** The order's place, for a read's access check. */
export async function orderPlace(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['store_id', 'branch_id', 'status']).where('id', '=', orderId).executeTakeFirst()
}

/** Every line of the order with its ready status and the quantity its deliveries took so far. */
export async function linesWithDelivered(db: Db, orderId: number) {
  return db
    .selectFrom('order_items as i')
    .leftJoin('ready_statuses as r', 'r.id', 'i.ready_status_id')
    .select((eb) => [
      'i.id',
      'i.line_no',
      'i.part_no',
      'i.part_name',
      'i.qty_ordered',
      'r.code as ready_status',
      eb
        .selectFrom('delivery_lines as dl')
        .select(sql<number>`coalesce(sum(dl.qty), 0)::int`.as('n'))
        .whereRef('dl.order_item_id', '=', 'i.id')
        .as('delivered'),
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.line_no')
    .execute()
}

/** The next number of the branch's month, taken in the delivery's transaction (a rollback gives it back). */
export async function nextSeq(trx: Db, branchId: number, period: string): Promise<number> {
  const row = await trx
    .insertInto('delivery_counters')
    .values({ branch_id: branchId, period, last_seq: 1 })
    .onConflict((oc) =>
      oc.columns(['branch_id', 'period']).doUpdateSet({ last_seq: sql<number>`delivery_counters.last_seq + 1` }),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow()
  return row.last_seq
}

export async function insertDelivery(
  trx: Db,
  row: Insertable<DeliveriesTable>,
  lines: Array<{ order_item_id: number; qty: number }>,
): Promise<number> {
  const { id } = await trx.insertInto('deliveries').values(row).returning('id').executeTakeFirstOrThrow()
  await trx
    .insertInto('delivery_lines')
    .values(lines.map((l) => ({ delivery_id: id, order_item_id: l.order_item_id, qty: l.qty })))
    .execute()
  return Number(id)
}

const summaryColumns = [
  'd.id',
  'd.number',
  'd.method',
  'd.courier',
  'd.plate',
  'd.tracking',
  sql<string>`d.delivered_on::text`.as('delivered_on'),
  'd.created_at',
  sql<string>`coalesce(u.username, '-')`.as('recorded_by'),
  sql<number>`(select count(*)::int from delivery_lines dl where dl.delivery_id = d.id)`.as('lines'),
  sql<number>`(select coalesce(sum(dl.qty), 0)::int from delivery_lines dl where dl.delivery_id = d.id)`.as('pieces'),
] as const

/** An order's deliveries, the first first. */
export async function deliveriesOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('deliveries as d')
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .select(summaryColumns)
    .where('d.order_id', '=', orderId)
    .orderBy('d.id')
    .execute()
}

export type DeliverySummaryRow = Awaited<ReturnType<typeof deliveriesOfOrder>>[number]

export async function deliverySummary(db: Db, id: number) {
  return db
    .selectFrom('deliveries as d')
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .select(summaryColumns)
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow()
}

/** One delivery in the viewer's scope, with what the Surat Jalan prints of its branch and store. */
export async function deliveryInScope(db: Db, scope: DeliveryScope, id: number) {
  return db
    .selectFrom('deliveries as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .innerJoin('branches as b', 'b.id', 'd.branch_id')
    .innerJoin('stores as s', 's.id', 'd.store_id')
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .select(summaryColumns)
    .select([
      'o.id as order_id',
      'o.no_transaksi',
      'o.status',
      'b.code as branch_code',
      'b.name as branch_name',
      'b.address as branch_address',
      'b.phone as branch_phone',
      's.ibs_cust_code as store_code',
      's.name as store_name',
      'd.received_at',
      'd.received_role',
      sql<string | null>`(select username from users where id = d.received_by)`.as('received_by'),
      sql<string>`coalesce(s.address, '')`.as('store_address'),
    ])
    .where('d.id', '=', id)
    .where(inScope(scope))
    .executeTakeFirst()
}

export async function itemsOfDelivery(db: Db, deliveryId: number) {
  return db
    .selectFrom('delivery_lines as dl')
    .innerJoin('order_items as i', 'i.id', 'dl.order_item_id')
    .select(['dl.order_item_id', 'i.line_no', 'i.part_no', 'i.part_name', 'dl.qty', 'dl.qty_received'])
    .where('dl.delivery_id', '=', deliveryId)
    .orderBy('i.line_no')
    .execute()
}
