import { sql } from 'kysely'
import { deliveryNumber } from '#common/delivery-rules.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { Db } from '../db/connect'
import { insertDelivery, nextDeliverySeq, refreshFulfilment } from '../deliveries'
import { suppliedOf } from '../orders'

// Deliveries of the demo's exported orders (docs/product.md §13.2), so a newcomer sees the panel,
// a Surat Jalan and an order still partly to send: each planned store's newest Diproses order is
// sent whole by the exporting clerk, the one before it half, two hours after its export; every
// exported order then has its fulfilment.

export async function insertDemoDeliveries(trx: Db, storeIds: number[], now: Date): Promise<void> {
  const { rows: orders } = await sql<{
    id: number
    branch_id: number
    store_id: number
    branch_code: string
    updated_at: Date
    exporter: number
    rank: number
  }>`
    select * from (
      select o.id, o.branch_id, o.store_id, b.code as branch_code, o.updated_at, e.actor_id as exporter,
        row_number() over (partition by o.store_id order by o.updated_at desc, o.id desc)::int as rank
      from orders o
        join branches b on b.id = o.branch_id
        join lateral (select actor_id from order_events where order_id = o.id and action = 'export'
          order by created_at desc limit 1) e on true
      where o.status = ${ORDER_STATUS.DIPROSES} and o.store_id = any(${storeIds}::int[])
    ) ranked where rank <= 2
    order by updated_at, id`.execute(trx)
  for (const order of orders) {
    const lines = await trx
      .selectFrom('order_items as i')
      .leftJoin('ready_statuses as r', 'r.id', 'i.ready_status_id')
      .select(['i.id', 'i.part_no', 'i.qty_ordered', 'r.code as ready_status'])
      .where('i.order_id', '=', order.id)
      .orderBy('i.line_no')
      .execute()
    const supplied = lines
      .map((l) => ({ order_item_id: Number(l.id), part_no: l.part_no, qty: suppliedOf(l) }))
      .filter((l) => l.qty > 0)
    const sent = order.rank === 1 ? supplied : supplied.slice(0, Math.ceil(supplied.length / 2))
    if (sent.length === 0) continue
    // two hours after the export, never later than the seed's now
    const at = new Date(Math.min(order.updated_at.getTime() + 2 * 3_600_000, now.getTime()))
    const day = jakartaDay(at)
    const seq = await nextDeliverySeq(trx, order.branch_id, day.slice(0, 4) + day.slice(5, 7))
    const number = deliveryNumber(order.branch_code, day, seq)
    const picked = order.rank === 2
    const id = await insertDelivery(
      trx,
      {
        number,
        order_id: order.id,
        branch_id: order.branch_id,
        store_id: order.store_id,
        method: picked ? 'diambil' : 'dikirim',
        courier: picked ? null : 'Pak Slamet',
        plate: picked ? null : 'B 9123 KDA',
        tracking: null,
        delivered_on: day,
        created_by: order.exporter,
        created_at: at,
      },
      sent.map((l) => ({ order_item_id: l.order_item_id, qty: l.qty })),
    )
    await trx
      .insertInto('order_events')
      .values({
        order_id: order.id,
        action: 'kirim-barang',
        from_status: ORDER_STATUS.DIPROSES,
        to_status: ORDER_STATUS.DIPROSES,
        actor_id: order.exporter,
        actor_role: 'seller',
        detail: JSON.stringify({
          delivery_id: id,
          number,
          method: picked ? 'diambil' : 'dikirim',
          lines: sent.map((l) => ({ part_no: l.part_no, qty: l.qty })),
        }),
        created_at: at,
      })
      .execute()
  }
  // every exported order of the demo shows where its parts are (docs/product.md §13.4): the ones
  // sent by their rule, the others in one statement (the seed writes in bulk)
  for (const o of orders) await refreshFulfilment(trx, { order_id: o.id, action: 'kirim-barang' })
  await trx
    .updateTable('orders')
    .set({ fulfilment: 'menunggu_kirim' })
    .where('status', '=', ORDER_STATUS.DIPROSES)
    .where('fulfilment', 'is', null)
    .execute()
}
