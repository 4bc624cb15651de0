import { sql } from 'kysely'
import { type FulfilmentState, fulfilmentOf } from '#common/fulfilment.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { Db } from '../db/connect'
import type { OrderChange } from '../order-events'

// The order's fulfilment kept right in the transaction of whatever moves it (an in-transaction
// reaction of the order events, feature.ts): the export starts it, a delivery, a receipt and a
// closed discrepancy move it. Computed afresh from the order's rows each time, so no sequence
// of changes can leave it wrong.

const MOVES: ReadonlySet<string> = new Set(['export', 'kirim-barang', 'terima-barang', 'tutup-selisih'])

export async function refreshFulfilment(trx: Db, change: Pick<OrderChange, 'order_id' | 'action'>): Promise<FulfilmentState | null> {
  if (!MOVES.has(change.action)) return null
  const { rows } = await sql<{ supplied: number; delivered: number; unreceived: number; open: number }>`
    select
      (select coalesce(sum(i.qty_ordered), 0)::int from order_items i join ready_statuses r on r.id = i.ready_status_id
        where i.order_id = ${change.order_id} and r.code in ('ada', 'sebagian')) as supplied,
      (select coalesce(sum(dl.qty), 0)::int from delivery_lines dl join deliveries d on d.id = dl.delivery_id
        where d.order_id = ${change.order_id}) as delivered,
      (select count(*)::int from deliveries d where d.order_id = ${change.order_id} and d.received_at is null) as unreceived,
      (select count(*)::int from discrepancies x where x.order_id = ${change.order_id} and x.state = 'terbuka') as open`.execute(trx)
  const f = rows[0]
  const state = fulfilmentOf({ supplied: f.supplied, delivered: f.delivered, unreceived: f.unreceived, openDiscrepancies: f.open })
  await trx
    .updateTable('orders')
    .set({ fulfilment: state })
    .where('id', '=', change.order_id)
    .where('status', '=', ORDER_STATUS.DIPROSES)
    .execute()
  return state
}
