import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { FulfilmentState } from '#common/fulfilment.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { DiscrepancyKind, ReceivedRole, Resolution } from '#common/receipt-rules.ts'
import type { Db } from '../db/connect'
import type { DeliveryScope } from './queries'

// The receipts' and discrepancies' SQL: a delivery locked for its confirmation, what arrived, the
// discrepancies and their photos, the staff's list, and the deliveries the portal confirms itself.

const scoped = (scope: DeliveryScope, alias: string) =>
  scope.kind === 'store'
    ? sql`${sql.ref(`${alias}.store_id`)} = ${scope.storeId}`
    : scope.kind === 'branch'
      ? sql`${sql.ref(`${alias}.branch_id`)} = ${scope.branchId}`
      : sql`true`

/** The delivery locked for its confirmation: a second confirmation waits, then finds it received. */
export async function lockDelivery(trx: Db, scope: DeliveryScope, id: number) {
  const { rows } = await sql<{
    id: number
    number: string
    order_id: number
    branch_id: number
    store_id: number
    no_transaksi: string
    status: number
    received_at: Date | null
  }>`
    select d.id, d.number, d.order_id, d.branch_id, d.store_id, o.no_transaksi, o.status, d.received_at
    from deliveries d join orders o on o.id = d.order_id
    where d.id = ${id} and ${scoped(scope, 'd')}
    for update of d`.execute(trx)
  return rows[0]
}

/** Whether the viewer may see the delivery, and whether it is confirmed, without a lock. */
export async function deliveryState(db: Db, scope: DeliveryScope, id: number) {
  const { rows } = await sql<{ received_at: Date | null }>`
    select d.received_at from deliveries d where d.id = ${id} and ${scoped(scope, 'd')}`.execute(db)
  return rows[0]
}

export async function deliveryLines(db: Db, deliveryId: number) {
  return db
    .selectFrom('delivery_lines as dl')
    .innerJoin('order_items as i', 'i.id', 'dl.order_item_id')
    .select(['dl.order_item_id', 'dl.qty', 'dl.qty_received', 'i.part_no'])
    .where('dl.delivery_id', '=', deliveryId)
    .orderBy('i.line_no')
    .execute()
}

export async function markReceived(
  trx: Db,
  deliveryId: number,
  how: { at: Date; by: number | null; role: ReceivedRole; lines: Array<{ order_item_id: number; qty_received: number }> },
): Promise<void> {
  await trx
    .updateTable('deliveries')
    .set({ received_at: how.at, received_by: how.by, received_role: how.role })
    .where('id', '=', deliveryId)
    .execute()
  await sql`
    update delivery_lines dl set qty_received = r.qty
    from unnest(${how.lines.map((l) => l.order_item_id)}::bigint[], ${how.lines.map((l) => l.qty_received)}::int[])
      as r(item, qty)
    where dl.delivery_id = ${deliveryId} and dl.order_item_id = r.item`.execute(trx)
}

export async function insertDiscrepancy(
  trx: Db,
  row: {
    delivery_id: number
    order_item_id: number
    order_id: number
    branch_id: number
    store_id: number
    kind: DiscrepancyKind
    note: string
    created_at: Date
  },
): Promise<number> {
  const { id } = await trx.insertInto('discrepancies').values(row).returning('id').executeTakeFirstOrThrow()
  return Number(id)
}

/** Names uploaded photos of the delivery as the discrepancy's; answers how many it could (others' or used ones are not). */
export async function attachPhotos(trx: Db, deliveryId: number, discrepancyId: number, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const res = await trx
    .updateTable('delivery_photos')
    .set({ discrepancy_id: discrepancyId })
    .where('delivery_id', '=', deliveryId)
    .where('discrepancy_id', 'is', null)
    .where('id', 'in', ids)
    .executeTakeFirst()
  return Number(res.numUpdatedRows)
}

/** Stores a re-encoded photo for the delivery under a new random id, if the delivery holds fewer than `max`. */
export async function savePhoto(
  trx: Db,
  photo: { deliveryId: number; by: number; contentType: string; bytes: Buffer; at: Date },
  max: number,
): Promise<string | null> {
  const { n } = await trx
    .selectFrom('delivery_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('delivery_id', '=', photo.deliveryId)
    .executeTakeFirstOrThrow()
  if (Number(n) >= max) return null
  const id = randomBytes(16).toString('base64url')
  await trx
    .insertInto('delivery_photos')
    .values({
      id,
      delivery_id: photo.deliveryId,
      uploaded_by: photo.by,
      content_type: photo.contentType,
      bytes: photo.bytes,
      created_at: photo.at,
    })
    .execute()
  return id
}

/** A photo's bytes if its delivery is in the viewer's scope. */
export async function photoInScope(db: Db, scope: DeliveryScope, id: string) {
  return db
    .selectFrom('delivery_photos as p')
    .innerJoin('deliveries as d', 'd.id', 'p.delivery_id')
    .select(['p.content_type', 'p.bytes'])
    .where('p.id', '=', id)
    .where(scoped(scope, 'd') as never)
    .executeTakeFirst()
}

export interface DiscrepancyRow {
  id: number
  delivery_id: number
  number: string
  order_id: number
  no_transaksi: string
  status: number
  store_name: string
  store_code: string
  order_item_id: number
  part_no: string
  part_name: string
  qty_sent: number
  qty_received: number
  kind: DiscrepancyKind
  note: string
  photos: string[]
  state: 'terbuka' | 'selesai'
  resolution: Resolution | null
  resolution_note: string | null
  created_at: Date
  closed_at: Date | null
}

/** Discrepancies with what the screens show of them; `where` names x (discrepancies). */
async function selectDiscrepancies(db: Db, where: ReturnType<typeof sql>, limit: number) {
  const { rows } = await sql<DiscrepancyRow>`
    select x.id, x.delivery_id, d.number, x.order_id, o.no_transaksi, o.status, s.name as store_name,
      s.ibs_cust_code as store_code, x.order_item_id, i.part_no, i.part_name, dl.qty as qty_sent,
      coalesce(dl.qty_received, dl.qty) as qty_received, x.kind, x.note,
      coalesce((select array_agg(p.id order by p.created_at, p.id) from delivery_photos p where p.discrepancy_id = x.id),
        '{}') as photos,
      x.state, x.resolution, x.resolution_note, x.created_at, x.closed_at
    from discrepancies x
      join deliveries d on d.id = x.delivery_id
      join delivery_lines dl on dl.delivery_id = x.delivery_id and dl.order_item_id = x.order_item_id
      join orders o on o.id = x.order_id
      join stores s on s.id = x.store_id
      join order_items i on i.id = x.order_item_id
    where ${where}
    order by x.created_at, x.id
    limit ${limit}`.execute(db)
  return rows
}

export const discrepanciesOfDelivery = (db: Db, deliveryId: number) =>
  selectDiscrepancies(db, sql`x.delivery_id = ${deliveryId}`, 200)

export const discrepancyById = async (db: Db, id: number) => (await selectDiscrepancies(db, sql`x.id = ${id}`, 1))[0]

/** A page of the staff's list: the scope's discrepancies in a state (or all), oldest first, after a position. */
export function listDiscrepancies(
  db: Db,
  scope: DeliveryScope,
  state: 'terbuka' | 'selesai' | 'semua',
  after: { t: string; i: number } | null,
  limit: number,
) {
  return selectDiscrepancies(
    db,
    sql`${scoped(scope, 'x')}
      ${state === 'semua' ? sql`` : sql`and x.state = ${state}`}
      ${after ? sql`and (x.created_at, x.id) > (${after.t}::timestamptz, ${after.i})` : sql``}`,
    limit,
  )
}

/** Who confirmed a delivery, and when. */
export async function receiptOf(db: Db, deliveryId: number) {
  return db
    .selectFrom('deliveries as d')
    .leftJoin('users as u', 'u.id', 'd.received_by')
    .select(['d.received_at', 'd.received_role', 'u.username'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirstOrThrow()
}

/** What a Diproses order's fulfilment is made of (common/fulfilment.ts). */
export async function fulfilmentFacts(trx: Db, orderId: number) {
  const { rows } = await sql<{ supplied: number; delivered: number; unreceived: number; open: number }>`
    select
      (select coalesce(sum(i.qty_ordered), 0)::int from order_items i join ready_statuses r on r.id = i.ready_status_id
        where i.order_id = ${orderId} and r.code in ('ada', 'sebagian')) as supplied,
      (select coalesce(sum(dl.qty), 0)::int from delivery_lines dl join deliveries d on d.id = dl.delivery_id
        where d.order_id = ${orderId}) as delivered,
      (select count(*)::int from deliveries d where d.order_id = ${orderId} and d.received_at is null) as unreceived,
      (select count(*)::int from discrepancies x where x.order_id = ${orderId} and x.state = 'terbuka') as open`.execute(trx)
  return rows[0]
}

/** Writes it on the order, if the order is (still) Diproses. */
export async function setFulfilment(trx: Db, orderId: number, state: FulfilmentState): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ fulfilment: state })
    .where('id', '=', orderId)
    .where('status', '=', ORDER_STATUS.DIPROSES)
    .execute()
}

/** The discrepancy locked for its closing, in the staff's branch. */
export async function lockDiscrepancy(trx: Db, branchId: number, id: number) {
  const { rows } = await sql<{
    id: number
    state: 'terbuka' | 'selesai'
    order_id: number
    branch_id: number
    store_id: number
    no_transaksi: string
    status: number
    part_no: string
  }>`
    select x.id, x.state, x.order_id, x.branch_id, x.store_id, o.no_transaksi, o.status, i.part_no
    from discrepancies x join orders o on o.id = x.order_id join order_items i on i.id = x.order_item_id
    where x.id = ${id} and x.branch_id = ${branchId}
    for update of x`.execute(trx)
  return rows[0]
}

export async function closeDiscrepancy(
  trx: Db,
  id: number,
  close: { resolution: Resolution; note: string; by: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('discrepancies')
    .set({
      state: 'selesai',
      resolution: close.resolution,
      resolution_note: close.note,
      closed_by: close.by,
      closed_at: close.at,
    })
    .where('id', '=', id)
    .execute()
}

/**
 * Deliveries not confirmed after their branch's number of Jakarta days, locked; ones another
 * instance is confirming are skipped (it has them).
 */
export async function lockOverdue(trx: Db, now: Date, limit: number) {
  const { rows } = await sql<{
    id: number
    number: string
    order_id: number
    branch_id: number
    store_id: number
    no_transaksi: string
    status: number
  }>`
    select d.id, d.number, d.order_id, d.branch_id, d.store_id, o.no_transaksi, o.status
    from deliveries d join branches b on b.id = d.branch_id join orders o on o.id = d.order_id
    where d.received_at is null
      and d.delivered_on < (${now}::timestamptz at time zone 'Asia/Jakarta')::date - b.auto_receipt_days
    order by d.id
    limit ${limit}
    for update of d skip locked`.execute(trx)
  return rows
}
