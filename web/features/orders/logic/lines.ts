// One line as the screen shows it: the server's values, or the viewer's draft where he may edit.
import { defaultEta, etaAllowed, etaRequired } from '#common/eta.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { lineTotal, type OrderTotals } from '#common/order-totals.ts'
import type { OrderDetail, OrderItem } from '#common/orders.ts'
import { discounted, percentToBp } from '#common/price-math.ts'
import { statusQtyMismatch } from '#common/ready-status.ts'
import type { DetailView } from './detail-view'
import { checkExtraDiscount, shownQty, totalsOf } from './line-money'
import { defaultConfirmedQty, defaultOrderedQty } from './qty'
import { type ReadyStatus, statusName, suggestedStatusId } from './ready-status'

export interface LineDraft {
  /** Qty Konfirmasi typed by staff */
  confirmed: Record<number, number>
  /** Qty Dipesan typed by the buyer */
  ordered: Record<number, number>
  /** per-part status chosen by hand (wins over the suggestion) */
  status: Record<number, number>
  /** per-part staff notes as edited */
  notes: Record<number, string>
  /** arrival dates as picked ('' = none, for a Sebagian line with no rest to come) */
  eta: Record<number, string>
  /** staff's extra discount per line as typed ('2,5'; '' = none) */
  extra: Record<number, string>
  orderNote: string
}

export type OscPhase = 'idle' | 'loading' | 'done' | 'failed'
export interface OscState {
  phase: OscPhase
  /** quantity per uppercased part number */
  qty: Record<string, number>
  /** when the branch's stock was read ('Stok per …'), once loaded and when the server knows */
  stockTime?: { at: string; staleHours: number }
}

export interface DetailLine {
  item: OrderItem
  /** branch stock: live at Estimasi for staff, else what was stored at confirmation */
  stock: number | null
  oscFailed: boolean
  confirmed: number | null
  ordered: number | null
  statusId: number | null
  statusName: string | null
  /** why the status contradicts the confirmed quantity (common/ready-status.ts), while staff edit */
  statusProblem: string | null
  sellerNote: string
  /** expected arrival 'yyyy-mm-dd': as picked while staff confirm (Indent starts at today + 21) */
  eta: string | null
  /** staff at Estimasi: branch stock of the current part of a replaced number */
  replacementStock: number | null
  /** staff's extra discount: as typed while they confirm, else the one the confirmation gave */
  extraPercent: number
  /** the typed extra discount, and why it cannot be sent (above the branch's cap) */
  extraText: string
  extraProblem: string | null
  /** the net unit price: the server's, less the extra discount staff are typing */
  price: number
  /** the quantity the amount counts ('Jumlah' = price × qty) */
  qty: number
  amount: number
}

export const emptyDraft = (orderNote = ''): LineDraft => ({
  confirmed: {},
  ordered: {},
  status: {},
  notes: {},
  eta: {},
  extra: {},
  orderNote,
})

/** Today as arrival dates count it: the Jakarta day. */
export const etaToday = () => jakartaDay(new Date())

/** The date a line carries while staff confirm: picked, else three weeks for Indent, else none. */
function draftEta(draft: LineDraft, id: number, statusId: number | null): string | null {
  if (!etaAllowed(statusId)) return null
  const picked = draft.eta[id]
  if (picked !== undefined) return picked || (etaRequired(statusId) ? defaultEta(etaToday()) : null)
  return etaRequired(statusId) ? defaultEta(etaToday()) : null
}

function liveStock(osc: OscState, partNo: string): { shown: number | null; known: number | null } {
  if (osc.phase === 'done') {
    const qty = osc.qty[partNo.toUpperCase()] ?? 0
    return { shown: qty, known: qty }
  }
  // a failed load shows 0 with an error icon, but 0 is not what the branch has
  return { shown: osc.phase === 'failed' ? 0 : null, known: null }
}

function capitalise(code: string | null): string | null {
  return code ? code.charAt(0).toUpperCase() + code.slice(1) : null
}

/** Staff's extra discount on a line: typed and checked against the cap while they confirm, else kept. */
function extraOf(item: OrderItem, view: DetailView, draft: LineDraft, cap: number) {
  if (!view.editConfirm) return { text: '', percent: item.extra_discount_percent, problem: null }
  const text = draft.extra[item.order_detail_id] ?? ''
  return { text, ...checkExtraDiscount(text, cap) }
}

function buildLine(
  item: OrderItem,
  view: DetailView,
  draft: LineDraft,
  osc: OscState,
  statuses: readonly ReadyStatus[],
  extraCap: number,
): DetailLine {
  const id = item.order_detail_id
  const live = view.editConfirm ? liveStock(osc, item.nomor_part) : { shown: item.qty_osc, known: item.qty_osc }
  const confirmed = view.editConfirm
    ? (draft.confirmed[id] ?? defaultConfirmedQty(item.qty_estimasi, live.known))
    : item.qty_confirmed
  const ordered = view.editOrdered ? (draft.ordered[id] ?? defaultOrderedQty(item.qty_confirmed)) : item.qty_ordered
  // the suggestion follows the quantity confirmed (typed, revised, or the stock by default), so it
  // never contradicts it; with no stock known and nothing typed there is none
  const basis = draft.confirmed[id] ?? (live.known === null ? null : confirmed)
  const statusId = view.editConfirm
    ? (draft.status[id] ?? suggestedStatusId(statuses, basis, item.qty_estimasi) ?? item.status_part_code_raw)
    : item.status_part_code_raw
  const line = {
    item,
    stock: live.shown,
    oscFailed: view.editConfirm && osc.phase === 'failed',
    confirmed,
    ordered,
    statusId,
    statusName:
      statusName(statuses, statusId) ?? (statusId === item.status_part_code_raw ? capitalise(item.status_part_code) : null),
    statusProblem: view.editConfirm && statusId !== null ? statusQtyMismatch(statusId, confirmed ?? 0, item.qty_estimasi) : null,
    sellerNote: view.editConfirm ? (draft.notes[id] ?? item.catatan_per_part_seller ?? '') : (item.catatan_per_part_seller ?? ''),
    eta: view.editConfirm ? draftEta(draft, id, statusId) : item.eta,
    replacementStock: view.editConfirm && item.pengganti ? liveStock(osc, item.pengganti.nomor_part).shown : null,
  }
  const extra = extraOf(item, view, draft, extraCap)
  // at Estimasi the line's price is before any extra discount; the server takes it off the same way
  const price = view.editConfirm ? discounted(item.price, percentToBp(extra.percent)) : item.price
  const qty = shownQty(view, item, confirmed, ordered)
  return {
    ...line,
    extraPercent: extra.percent,
    extraText: extra.text,
    extraProblem: extra.problem,
    price,
    qty,
    amount: lineTotal({ price, qty }),
  }
}

/** Staff read lines with the most stock first; ties and unknown stock keep the order's own order. */
export function sortByStock<T extends { stock: number | null }>(lines: readonly T[]): T[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => (b.line.stock ?? -1) - (a.line.stock ?? -1) || a.index - b.index)
    .map((e) => e.line)
}

export function buildLines(
  order: OrderDetail,
  view: DetailView,
  draft: LineDraft,
  osc: OscState,
  statuses: readonly ReadyStatus[],
) {
  const cap = order.batas_diskon_tambahan ?? 0
  const lines = order.items.map((item) => buildLine(item, view, draft, osc, statuses, cap))
  return view.role === 'seller' ? sortByStock(lines) : lines
}

/** The order's totals as the lines on screen count them (common/order-totals.ts). */
export function totalOf(order: Pick<OrderDetail, 'tax'>, lines: readonly DetailLine[]): OrderTotals {
  return totalsOf(lines, order.tax)
}
