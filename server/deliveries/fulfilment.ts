import { type FulfilmentState, fulfilmentOf } from '#common/fulfilment.ts'
import type { Db } from '../db/connect'
import type { OrderChange } from '../order-events'
import * as rq from './receipt-queries'

// The order's fulfilment kept right in the transaction of whatever moves it (an in-transaction
// reaction of the order events, feature.ts): the export starts it, a delivery, a receipt and a
// closed discrepancy move it. Computed afresh from the order's rows each time, so no sequence
// of changes can leave it wrong.

const MOVES: ReadonlySet<string> = new Set(['export', 'kirim-barang', 'terima-barang', 'tutup-selisih'])

export async function refreshFulfilment(
  trx: Db,
  change: Pick<OrderChange, 'order_id' | 'action'>,
): Promise<FulfilmentState | null> {
  if (!MOVES.has(change.action)) return null
  const f = await rq.fulfilmentFacts(trx, change.order_id)
  const state = fulfilmentOf({
    supplied: f.supplied,
    delivered: f.delivered,
    unreceived: f.unreceived,
    openDiscrepancies: f.open,
  })
  await rq.setFulfilment(trx, change.order_id, state)
  return state
}
