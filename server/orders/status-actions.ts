import { OSC_MAX_PARTS } from '#common/catalogue.ts'
import type { KirimKonfirmasiRequest } from '#common/orders.ts'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { BranchSession, PlaceSession, StoreSession } from '../http/guards'
import type { OrderChange } from '../order-events'
import { planConfirmation } from './confirmation'
import { exportFileName, exportRows, exportText } from './export-file'
import { type LockedOrder, runOrderAction } from './order-action'
import { type OrderDeps, today } from './order-deps'
import { orderScope } from './policy'
import { presentActionResult } from './presenter'
import * as q from './queries'
import { extraDiscountsOf, freezeQuote, requireQuoteValid } from './quote'
import { extraDiscountCap } from './quote-queries'
import { type OrderActionName, requireTransition } from './status'

// The actions of the status machine (status.ts) that move an order on: the seller's confirmation,
// the buyer's order or cancellation, the seller's export.

/** The actions people are told of when they move an order (a re-export moves nothing). */
const ACTION_EVENT: Record<OrderActionName, OrderChange['told']> = {
  'kirim-konfirmasi': 'konfirmasi',
  'lanjut-pesan': 'dipesan',
  batal: 'batal',
  export: 'diproses',
}

/** An action of the status machine (status.ts), run as every order change is (order-action.ts). */
function act<T>(
  deps: OrderDeps,
  session: PlaceSession,
  id: number,
  action: OrderActionName,
  work: (trx: Db, order: LockedOrder) => Promise<T>,
  detailOf?: (result: T) => object | undefined,
) {
  return runOrderAction(deps, session, id, {
    name: action,
    nextStatus: (order) => requireTransition(order.status, session.role, action).to,
    write: work,
    detailOf,
    announceUnmoved: false,
    // a re-export moves nothing and tells nobody
    toldAs: (moved) => (moved ? ACTION_EVENT[action] : null),
  })
}

/** Branch stock of the parts, asked in chunks the stock service accepts. */
async function stockOf(deps: OrderDeps, session: BranchSession, partNos: string[], signal?: AbortSignal) {
  const result = new Map<string, number>()
  for (let i = 0; i < partNos.length; i += OSC_MAX_PARTS) {
    const info = await deps.stock.quantities(session.branch.code, partNos.slice(i, i + OSC_MAX_PARTS), signal)
    for (const [partNo, s] of info) result.set(partNo, s.qty)
  }
  return result
}

export async function kirimKonfirmasi(
  deps: OrderDeps,
  session: BranchSession,
  id: number,
  body: KirimKonfirmasiRequest,
  signal?: AbortSignal,
) {
  const { db } = deps
  const order = await q.findOrder(db, orderScope(session), id)
  if (!order) throw notFound('Pesanan tidak ditemukan')
  requireTransition(order.status, session.role, 'kirim-konfirmasi')
  const lines = (await q.orderLines(db, id)).map((l) => ({ ...l, id: Number(l.id) }))
  // the stock service is asked before the row lock: a slow service must not hold the order
  let stockNow: Map<string, number> | null = null
  try {
    stockNow = await stockOf(deps, session, [...new Set(lines.map((l) => l.part_no))], signal)
  } catch (error) {
    if (body.resolve?.mode !== 'proceed') throw error
  }
  const { planned, conflicts } = planConfirmation(lines, body, stockNow, today(deps))
  if (conflicts.length > 0 && !body.resolve) {
    throw new AppError(409, 'OSC_WARNING', 'Beberapa qty melebihi ketersediaan OSC', { conflicts })
  }
  const extras = extraDiscountsOf(
    body.extra_discounts,
    new Set(lines.map((l) => l.id)),
    await extraDiscountCap(db, order.branch_id),
  )
  const { status } = await act(
    deps,
    session,
    id,
    'kirim-konfirmasi',
    async (trx, locked) => {
      for (const line of planned) await q.setLineConfirmation(trx, id, line)
      if (body.note_seller !== undefined) await q.setSellerNote(trx, id, body.note_seller || null)
      // the confirmation is the quote: priced today, frozen with its tax settings (quote.ts)
      return freezeQuote(trx, locked, today(deps), extras)
    },
    // the timeline keeps the prices that moved and the extra discounts given, for the buyer too
    (quote) => (quote.changes.length > 0 || quote.extras.length > 0 ? quote : undefined),
  )
  return presentActionResult(id, status)
}

type OrderedLine = { order_detail_id: number; qty_ordered: number }
type OrderLine = Awaited<ReturnType<typeof q.orderLines>>[number]

/**
 * The quantity each line is ordered at: what the buyer asked, a line he did not touch as
 * confirmed; never above the confirmed quantity, and not nothing at all.
 */
function plannedOrdering(lines: OrderLine[], orderLinesBody: OrderedLine[]) {
  const wanted = new Map<number, number>()
  for (const entry of orderLinesBody) {
    if (!lines.some((l) => Number(l.id) === entry.order_detail_id)) {
      throw new AppError(422, 'UNKNOWN_ORDER_LINE', `Baris #${entry.order_detail_id} bukan bagian pesanan ini.`)
    }
    if (wanted.has(entry.order_detail_id)) {
      throw new AppError(422, 'DUPLICATE_ORDER_LINE', `Baris #${entry.order_detail_id} ganda.`)
    }
    wanted.set(entry.order_detail_id, entry.qty_ordered)
  }
  // a line the buyer did not touch is ordered as confirmed
  const planned = lines.map((l) => ({
    id: Number(l.id),
    confirmed: l.qty_confirmed ?? 0,
    ordered: wanted.get(Number(l.id)) ?? l.qty_confirmed ?? 0,
  }))
  const violations = planned.filter((l) => l.ordered > l.confirmed)
  if (violations.length > 0) {
    throw new AppError(422, 'QTY_ORDERED_EXCEEDS_CONFIRMED', 'Beberapa qty_ordered melebihi qty_confirmed', {
      violations: violations.map((v) => ({ order_detail_id: v.id, qty_ordered: v.ordered, qty_confirmed: v.confirmed })),
    })
  }
  if (planned.every((l) => l.ordered === 0)) {
    throw new AppError(422, 'NOTHING_ORDERED', 'Isi Qty Dipesan minimal satu part, atau batalkan pesanan.')
  }
  return planned
}

export async function lanjutPesan(deps: OrderDeps, session: StoreSession, id: number, orderLinesBody: OrderedLine[]) {
  const { status } = await act(deps, session, id, 'lanjut-pesan', async (trx, order) => {
    requireQuoteValid(order.price_valid_until, today(deps))
    const planned = plannedOrdering(await q.orderLines(trx, id), orderLinesBody)
    for (const line of planned) await q.setLineOrdered(trx, id, line.id, line.ordered)
  })
  return presentActionResult(id, status)
}

export async function batal(deps: OrderDeps, session: StoreSession, id: number) {
  const { status } = await act(deps, session, id, 'batal', async () => undefined)
  return presentActionResult(id, status)
}

/** At Dipesan the export moves the order to Diproses; at Diproses it only downloads again. */
export async function exportOrder(deps: OrderDeps, session: BranchSession, id: number) {
  const { result } = await act(deps, session, id, 'export', async (trx, order) => {
    const lines = await q.orderLines(trx, id)
    const rows = exportRows(
      order.status,
      lines.map((l) => ({ ...l, ready_status: l.ready_code })),
    )
    if (rows.length === 0) throw new AppError(422, 'EXPORT_EMPTY', 'Tidak ada baris untuk diexport.')
    return { fileName: exportFileName(order.no_transaksi), text: exportText(rows) }
  })
  return result
}
