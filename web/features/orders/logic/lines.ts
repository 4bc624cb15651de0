// One line as the screen shows it: the server's values, or the viewer's draft where he may edit.
import { defaultEta, etaAllowed, etaRequired } from '#common/eta.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import type { OrderDetail, OrderItem } from '#common/orders.ts'
import { statusQtyMismatch } from '#common/ready-status.ts'
import type { DetailView } from './detail-view'
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
  subtotal: number
}

export const emptyDraft = (orderNote = ''): LineDraft => ({
  confirmed: {},
  ordered: {},
  status: {},
  notes: {},
  eta: {},
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

/** The quantity a line's subtotal counts at this stage. */
function countedQty(view: DetailView, line: Pick<DetailLine, 'confirmed' | 'ordered'>, estimate: number): number {
  switch (view.status) {
    case 1:
      return view.role === 'seller' ? (line.confirmed ?? estimate) : estimate
    case 2:
      return view.role === 'user' ? (line.ordered ?? 0) : (line.confirmed ?? 0)
    case 3:
    case 4:
      return line.ordered ?? line.confirmed ?? estimate
    default:
      return line.confirmed ?? estimate
  }
}

function capitalise(code: string | null): string | null {
  return code ? code.charAt(0).toUpperCase() + code.slice(1) : null
}

function buildLine(
  item: OrderItem,
  view: DetailView,
  draft: LineDraft,
  osc: OscState,
  statuses: readonly ReadyStatus[],
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
  return { ...line, subtotal: item.price * countedQty(view, line, item.qty_estimasi) }
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
  const lines = order.items.map((item) => buildLine(item, view, draft, osc, statuses))
  return view.role === 'seller' ? sortByStock(lines) : lines
}

export function totalOf(lines: readonly DetailLine[]): number {
  return lines.reduce((sum, l) => sum + l.subtotal, 0)
}
