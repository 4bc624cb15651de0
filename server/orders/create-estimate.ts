import type { Role } from '../../common/roles'
import type { Db } from '../db/connect'
import { nextOrderNumber } from './numbering'

export interface EstimateLine {
  productId: number | null
  partNo: string
  partName: string
  price: number
  qty: number
  noteUser: string | null
}

export interface EstimateInput {
  branch: { id: number; code: string }
  storeId: number
  createdBy: number
  actorRole: Role
  source: 'cart' | 'import'
  noteUser: string | null
  lines: EstimateLine[]
  at: Date
}

/**
 * Writes one order in Estimasi with its lines and its 'create' event. Call inside the caller's
 * transaction (cart checkout, import commit) so the order and what it consumes commit together.
 */
export async function createEstimate(trx: Db, input: EstimateInput): Promise<{ id: number; no_transaksi: string }> {
  const noTransaksi = await nextOrderNumber(trx, input.branch.id, input.branch.code, input.at)
  const order = await trx
    .insertInto('orders')
    .values({
      no_transaksi: noTransaksi,
      branch_id: input.branch.id,
      store_id: input.storeId,
      created_by: input.createdBy,
      status: 1,
      source: input.source,
      note_user: input.noteUser || null,
      note_seller: null,
      created_at: input.at,
      updated_at: input.at,
    })
    .returning(['id', 'no_transaksi'])
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('order_items')
    .values(
      input.lines.map((line, index) => ({
        order_id: order.id,
        line_no: index + 1,
        product_id: line.productId,
        part_no: line.partNo,
        part_name: line.partName,
        price: line.price,
        qty_estimasi: line.qty,
        note_user: line.noteUser || null,
      })),
    )
    .execute()
  await trx
    .insertInto('order_events')
    .values({
      order_id: order.id,
      action: 'create',
      from_status: null,
      to_status: 1,
      actor_id: input.createdBy,
      actor_role: input.actorRole,
      detail: JSON.stringify({ source: input.source, lines: input.lines.length }),
      created_at: input.at,
    })
    .execute()
  return { id: Number(order.id), no_transaksi: order.no_transaksi }
}
