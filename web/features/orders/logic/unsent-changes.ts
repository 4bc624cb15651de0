// Whether the viewer has changed something on the order that is not sent yet (staff's quantities,
// statuses, arrival dates, notes and extra discounts at Estimasi; the buyer's Qty Dipesan at
// Konfirmasi): leaving the page then asks first (product.md §2.11). A value typed back to where it
// started is no change.
import type { OrderDetail } from '#common/orders.ts'
import type { DetailView } from './detail-view'
import { buildLines, type DetailLine, emptyDraft, type LineDraft, type OscState } from './lines'
import type { ReadyStatus } from './ready-status'

/** What a line sends: the fields a viewer edits. */
const sentFields = (l: DetailLine) => [l.confirmed, l.ordered, l.statusId, l.sellerNote, l.eta, l.extraText]

export function hasUnsentChanges(
  order: OrderDetail,
  view: DetailView,
  draft: LineDraft,
  osc: OscState,
  statuses: readonly ReadyStatus[],
): boolean {
  if (!view.editConfirm && !view.editOrdered) return false
  if (view.editConfirm && draft.orderNote !== (order.catatan_pesanan_seller ?? '')) return true
  // the lines as the server's values and the suggestions draw them, against the lines as edited
  const untouched = new Map(
    buildLines(order, view, emptyDraft(), osc, statuses).map((l) => [l.item.order_detail_id, sentFields(l)]),
  )
  return buildLines(order, view, draft, osc, statuses).some((line) => {
    const before = untouched.get(line.item.order_detail_id)
    return sentFields(line).some((value, i) => value !== before?.[i])
  })
}
