// Request bodies of the order actions (product.md §7), built from what the screen shows.
import type { KirimKonfirmasiRequest, LanjutPesanRequest } from '#common/orders.ts'
import type { DetailLine } from './lines'

/** How staff answer an OSC_WARNING: revised quantities, or proceed as they are. */
export type Resolve = NonNullable<KirimKonfirmasiRequest['resolve']>

/**
 * Every line is confirmed; staff's extra discounts where they gave one; statuses where one is known, except on lines 'Revisi & Kirim' revises:
 * those go without, and the server suggests one on the revised quantity.
 */
export function buildKirimKonfirmasi(lines: readonly DetailLine[], orderNote: string, resolve?: Resolve): KirimKonfirmasiRequest {
  const revised = new Map(resolve?.mode === 'revise' ? resolve.lines.map((l) => [l.order_detail_id, l.qty_confirmed]) : [])
  const body: KirimKonfirmasiRequest = {
    note_seller: orderNote.trim(),
    notes_per_part: lines.map((l) => ({
      order_detail_id: l.item.order_detail_id,
      note_part_seller: l.sellerNote.trim() || null,
    })),
    confirm_lines: lines.map((l) => ({
      order_detail_id: l.item.order_detail_id,
      qty_confirmed: revised.get(l.item.order_detail_id) ?? l.confirmed ?? 0,
    })),
    statuses: lines
      .filter((l) => l.statusId !== null && !revised.has(l.item.order_detail_id))
      .map((l) => ({ order_detail_id: l.item.order_detail_id, ready_status_id: l.statusId as number })),
    // a revised line's status is suggested again by the server, so its date would not fit it
    etas: lines
      .filter((l) => l.eta && !revised.has(l.item.order_detail_id))
      .map((l) => ({ order_detail_id: l.item.order_detail_id, eta: l.eta as string })),
  }
  // only the lines given one: a branch without extra discounts (cap 0) is sent none at all
  const extras = lines.filter((l) => l.extraPercent > 0)
  if (extras.length > 0) {
    body.extra_discounts = extras.map((l) => ({
      order_detail_id: l.item.order_detail_id,
      extra_discount_percent: l.extraPercent,
    }))
  }
  if (resolve) body.resolve = resolve
  return body
}

export function buildLanjutPesan(lines: readonly DetailLine[]): LanjutPesanRequest {
  return { order_lines: lines.map((l) => ({ order_detail_id: l.item.order_detail_id, qty_ordered: l.ordered ?? 0 })) }
}
