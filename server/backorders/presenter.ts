import { z } from 'zod'
import { BACKORDER_READY_LABEL, BACKORDER_STATE_LABEL } from '#common/backorder-rules.ts'
import type { BackorderLine } from '#common/backorders.ts'
import { decodeCursor, encodeCursor, writtenInstant } from '../lib/cursor'
import { orderRef } from '../orders'
import type { LineRow, ListPosition } from './queries'

// A back-order line as the lists answer it, and the lists' keyset position.

export function presentLine(row: LineRow): BackorderLine {
  return {
    id: Number(row.id),
    order: orderRef({ id: row.order_id, no_transaksi: row.no_transaksi, status: row.order_status }),
    toko: row.store_name,
    kode_toko: row.store_code,
    cabang: row.branch_name,
    part_no: row.part_no,
    part_name: row.part_name,
    qty: row.qty,
    ready_code: row.ready_code,
    ready_label: BACKORDER_READY_LABEL[row.ready_code],
    eta: row.eta,
    state: row.state,
    state_label: BACKORDER_STATE_LABEL[row.state],
    created_at: new Date(row.created_at).toISOString(),
    age_days: Number(row.age_days),
    flagged: row.flagged,
    available_qty: row.available_qty,
    reorder:
      row.reorder_id !== null && row.reorder_no !== null && row.reorder_status !== null
        ? orderRef({ id: row.reorder_id, no_transaksi: row.reorder_no, status: row.reorder_status })
        : null,
    cancel_reason: row.cancel_reason,
  }
}

/** Only a position this server wrote reads back. */
const positionShape = z.object({
  r: z.union([z.literal(0), z.literal(1)]),
  t: writtenInstant('ms'),
  i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export function encodePosition(row: LineRow): string {
  return encodeCursor({ r: Number(row.rank), t: new Date(row.created_at).toISOString(), i: Number(row.id) })
}

export function decodePosition(cursor: string): ListPosition {
  const { r, t, i } = decodeCursor(cursor, positionShape)
  return { rank: r, createdAt: new Date(t), id: i }
}
