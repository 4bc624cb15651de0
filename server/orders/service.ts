import type { PesanLagiResponse } from '#common/cart.ts'
import { OSC_MAX_PARTS } from '#common/catalogue.ts'
import { jakartaDay, jakartaDayEnd, jakartaDayStart } from '#common/jakarta-time.ts'
import { ORDER_STATUS, statusOfBucket } from '#common/order-status.ts'
import { type KirimKonfirmasiRequest, ORDER_LIST_LIMIT, type OrderListQuery, type UbahEtaRequest } from '#common/orders.ts'
import { currentPartsOf } from '../catalogue'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { BranchSession, PlaceSession, StoreSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { lineQuote, type PriceBooks, priceOf, unitPrices } from '../pricing'
import type { StockProvider } from '../stock'
import { planConfirmation } from './confirmation'
import { exportFileName, exportRows, exportText } from './export-file'
import { type PartSwitch, planEtaMoves } from './line-edits'
import { decodeListCursor, encodeListCursor } from './list-cursor'
import { type LockedOrder, runOrderAction } from './order-action'
import { orderScope } from './policy'
import { type LineReplacement, presentActionResult, presentDetail, presentListItem, presentReadyStatuses } from './presenter'
import * as q from './queries'
import { extraDiscountsOf, freezeQuote, requireQuoteValid } from './quote'
import { extraDiscountCap } from './quote-queries'
import { type OrderActionName, type OrderEditName, requireEdit, requireTransition } from './status'
import type { OrderHappening, OrderNotifier, OrderWritten } from './status-notice'

/** The actions people are told of when they move an order (a re-export moves nothing). */
const ACTION_EVENT: Record<OrderActionName, OrderHappening['event'] | null> = {
  'kirim-konfirmasi': 'konfirmasi',
  'lanjut-pesan': 'dipesan',
  batal: 'batal',
  export: 'diproses',
}

/** The edits people are told of. */
const EDIT_EVENT: Record<OrderEditName, OrderHappening['event'] | null> = {
  'ubah-eta': 'eta',
  'ganti-part': null,
  'perbarui-harga': 'harga',
}

function filterOf(query: OrderListQuery): q.OrderListFilter {
  const text = query.q?.trim() ?? ''
  return {
    status: query.status && query.status !== 'all' ? statusOfBucket(query.status) : undefined,
    from: query.tanggal_from ? jakartaDayStart(query.tanggal_from) : undefined,
    // inclusive day: everything before the start of the next Jakarta day
    to: query.tanggal_to ? jakartaDayEnd(query.tanggal_to) : undefined,
    noTransaksi: query.no_transaksi?.trim() || undefined,
    creator: query.creator?.trim() || undefined,
    store: query.store?.trim() || undefined,
    keterangan: query.keterangan?.trim() || undefined,
    // a one-character global search would match nearly everything: it applies from 2
    q: text.length >= 2 ? text : undefined,
  }
}

/**
 * What 'Pesan Lagi' needs of the cart (the cart feature's refill, handed in by app.ts): declared
 * here rather than imported, because the cart uses the orders feature's estimate and the two
 * indexes would import each other.
 */
export interface CartRefill {
  refill(buyer: StoreSession, lines: { part_no: string; qty: number }[]): Promise<PesanLagiResponse>
}

/** Where an order is placed: whose prices its new lines take. */
type OrderPlace = { branch_id: number; store_id: number }

/** The orders of a store or a branch: lists, details, and the actions of the status machine. */
export function createOrderService(deps: {
  db: Db
  clock: Clock
  stock: StockProvider
  cart: CartRefill
  /** told after each action's or edit's commit (status-notice.ts) */
  written?: OrderWritten
  /** writes the messages of a change inside its transaction (status-notice.ts) */
  notify?: OrderNotifier
  /** the tax settings in effect, kept (server/pricing) */
  books: PriceBooks
}) {
  const { db, clock, stock } = deps
  const written = deps.written ?? (() => undefined)
  const notify = deps.notify ?? (async () => undefined)
  /** The Jakarta day: arrival dates and supersessions are calendar days there. */
  const today = () => jakartaDay(clock.now())

  async function list(session: PlaceSession, query: OrderListQuery) {
    const limit = query.limit ?? ORDER_LIST_LIMIT
    const after = query.cursor ? decodeListCursor(query.cursor) : null
    const rows = await q.listOrdersQuery(db, orderScope(session), filterOf(query), after, limit + 1).execute()
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    const hasMore = rows.length > limit
    return {
      items: page.map(presentListItem),
      has_more: hasMore,
      next_cursor: hasMore && last ? encodeListCursor({ createdAt: new Date(last.created_at), id: Number(last.id) }) : null,
    }
  }

  async function detail(session: PlaceSession, id: number) {
    const order = await q.findOrder(db, orderScope(session), id)
    if (!order) throw notFound('Pesanan tidak ditemukan')
    const [lines, events] = await Promise.all([q.orderLines(db, id), q.orderEvents(db, id)])
    const canSwitch = session.role === 'seller' && order.status === ORDER_STATUS.ESTIMASI
    const replacements = canSwitch
      ? await replacementsOf(
          order,
          lines.map((l) => l.part_no),
        )
      : new Map()
    return presentDetail(session.role, order, lines, events, await taxOf(order), replacements)
  }

  /** The current parts of numbers replaced since the estimate, with the unit price they would take. */
  async function replacementsOf(order: OrderPlace, partNos: string[]): Promise<Map<string, LineReplacement>> {
    const current = await currentPartsOf(db, partNos, today())
    const prices = await unitPricesOf(
      db,
      order,
      [...current.values()].map((p) => p.id),
    )
    const offers = new Map<string, LineReplacement>()
    for (const [partNo, part] of current)
      offers.set(partNo, { nomor_part: part.sto_id, nama_part: part.name, price: priceOf(prices, part.id).price })
    return offers
  }

  /** The PPN an order counts: the settings its confirmation froze, else today's (docs/product.md §10.11). */
  async function taxOf(order: { ppn_rate_bp: number | null; dpp_numerator: number | null; dpp_denominator: number | null }) {
    if (order.ppn_rate_bp !== null && order.dpp_numerator !== null && order.dpp_denominator !== null) {
      return { ppn_rate_bp: order.ppn_rate_bp, dpp_numerator: order.dpp_numerator, dpp_denominator: order.dpp_denominator }
    }
    return deps.books.taxOn(today())
  }

  /** What the order's store pays today for these parts (server/pricing), as a new line would. */
  function unitPricesOf(executor: Db, order: OrderPlace, productIds: number[]) {
    const context = { branchId: order.branch_id, storeId: order.store_id, day: today() }
    return unitPrices(executor, context, productIds)
  }

  async function readyStatuses() {
    return presentReadyStatuses(await q.listReadyStatuses(db))
  }

  const actionDeps = { db, clock, notify, written }

  /** An action of the status machine (status.ts), run as every order change is (order-action.ts). */
  async function act<T>(
    session: PlaceSession,
    id: number,
    action: OrderActionName,
    work: (trx: Db, order: LockedOrder) => Promise<T>,
    detailOf?: (result: T) => object | undefined,
  ) {
    return runOrderAction(actionDeps, session, id, {
      name: action,
      nextStatus: (order) => requireTransition(order.status, session.role, action).to,
      write: work,
      detailOf,
      announceUnmoved: false,
      // a re-export moves nothing and tells nobody
      toldAs: (moved) => (moved ? ACTION_EVENT[action] : null),
    })
  }

  /**
   * A change to the order's lines that keeps its status: checked against the edit's rule, recorded
   * in the timeline with what changed, and heard by every open screen.
   */
  async function edit(
    session: PlaceSession,
    id: number,
    name: OrderEditName,
    work: (trx: Db, order: LockedOrder) => Promise<object>,
  ) {
    const { status } = await runOrderAction(actionDeps, session, id, {
      name,
      nextStatus: (order) => {
        requireEdit(order.status, session.role, name)
        return order.status
      },
      write: (trx, order) => work(trx, order),
      detailOf: (changes) => changes,
      announceUnmoved: true,
      toldAs: () => EDIT_EVENT[name],
    })
    return presentActionResult(id, status)
  }

  /** Staff move arrival dates of lines still to come later (ubah-eta). */
  async function ubahEta(session: BranchSession, id: number, body: UbahEtaRequest) {
    return edit(session, id, 'ubah-eta', async (trx) => {
      const lines = (await q.orderLines(trx, id)).map((l) => ({ ...l, id: Number(l.id) }))
      const moves = planEtaMoves(lines, body, today())
      for (const move of moves) await q.setLineEta(trx, id, move.order_detail_id, move.to)
      return { lines: moves }
    })
  }

  /**
   * Staff deliver the current part of a line's replaced number (ganti-part): the line takes its
   * number, name and the unit price its store pays for it today, and remembers the number the
   * buyer asked for.
   */
  async function gantiPart(session: BranchSession, id: number, lineId: number) {
    return edit(session, id, 'ganti-part', async (trx, order): Promise<PartSwitch> => {
      const lines = await q.orderLines(trx, id)
      const line = lines.find((l) => Number(l.id) === lineId)
      if (!line) throw new AppError(422, 'UNKNOWN_ORDER_LINE', `Baris #${lineId} bukan bagian pesanan ini.`)
      const current = (await currentPartsOf(trx, [line.part_no], today())).get(line.part_no)
      if (!current) throw new AppError(409, 'NOT_SUPERSEDED', `${line.part_no} tidak diganti part lain.`)
      if (lines.some((l) => l.part_no === current.sto_id)) {
        throw new AppError(
          409,
          'PART_ALREADY_IN_ORDER',
          `${current.sto_id} sudah ada di baris lain pesanan ini: isi qty konfirmasi di baris itu.`,
        )
      }
      await q.switchLinePart(trx, id, lineId, {
        product_id: current.id,
        part_no: current.sto_id,
        part_name: current.name,
        ...lineQuote(priceOf(await unitPricesOf(trx, order, [current.id]), current.id)),
        asked_part_no: line.asked_part_no ?? line.part_no,
      })
      return { order_detail_id: lineId, from: line.part_no, to: current.sto_id }
    })
  }

  /** Staff renew a confirmation's prices: priced today, a new validity, the buyer told (perbarui-harga). */
  async function perbaruiHarga(session: BranchSession, id: number) {
    return edit(session, id, 'perbarui-harga', async (trx, order) => {
      const quote = await freezeQuote(trx, order, today(), null)
      return { changes: quote.changes }
    })
  }

  /** Branch stock of the parts, asked in chunks the stock service accepts. */
  async function stockOf(session: BranchSession, partNos: string[], signal?: AbortSignal) {
    const result = new Map<string, number>()
    for (let i = 0; i < partNos.length; i += OSC_MAX_PARTS) {
      const info = await stock.quantities(session.branch.code, partNos.slice(i, i + OSC_MAX_PARTS), signal)
      for (const [partNo, s] of info) result.set(partNo, s.qty)
    }
    return result
  }

  async function kirimKonfirmasi(session: BranchSession, id: number, body: KirimKonfirmasiRequest, signal?: AbortSignal) {
    const order = await q.findOrder(db, orderScope(session), id)
    if (!order) throw notFound('Pesanan tidak ditemukan')
    requireTransition(order.status, session.role, 'kirim-konfirmasi')
    const lines = (await q.orderLines(db, id)).map((l) => ({ ...l, id: Number(l.id) }))
    // the stock service is asked before the row lock: a slow service must not hold the order
    let stockNow: Map<string, number> | null = null
    try {
      stockNow = await stockOf(session, [...new Set(lines.map((l) => l.part_no))], signal)
    } catch (error) {
      if (body.resolve?.mode !== 'proceed') throw error
    }
    const { planned, conflicts } = planConfirmation(lines, body, stockNow, today())
    if (conflicts.length > 0 && !body.resolve) {
      throw new AppError(409, 'OSC_WARNING', 'Beberapa qty melebihi ketersediaan OSC', { conflicts })
    }
    const extras = extraDiscountsOf(
      body.extra_discounts,
      new Set(lines.map((l) => l.id)),
      await extraDiscountCap(db, order.branch_id),
    )
    const { status } = await act(
      session,
      id,
      'kirim-konfirmasi',
      async (trx, locked) => {
        for (const line of planned) await q.setLineConfirmation(trx, id, line)
        if (body.note_seller !== undefined) await q.setSellerNote(trx, id, body.note_seller || null)
        // the confirmation is the quote: priced today, frozen with its tax settings (quote.ts)
        return freezeQuote(trx, locked, today(), extras)
      },
      // the timeline keeps the prices that moved and the extra discounts given, for the buyer too
      (quote) => (quote.changes.length > 0 || quote.extras.length > 0 ? quote : undefined),
    )
    return presentActionResult(id, status)
  }

  async function lanjutPesan(
    session: StoreSession,
    id: number,
    orderLinesBody: Array<{ order_detail_id: number; qty_ordered: number }>,
  ) {
    const { status } = await act(session, id, 'lanjut-pesan', async (trx, order) => {
      requireQuoteValid(order.price_valid_until, today())
      const lines = await q.orderLines(trx, id)
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
      for (const line of planned) await q.setLineOrdered(trx, id, line.id, line.ordered)
    })
    return presentActionResult(id, status)
  }

  async function batal(session: StoreSession, id: number) {
    const { status } = await act(session, id, 'batal', async () => undefined)
    return presentActionResult(id, status)
  }

  /** At Dipesan the export moves the order to Diproses; at Diproses it only downloads again. */
  async function exportOrder(session: BranchSession, id: number) {
    const { result } = await act(session, id, 'export', async (trx, order) => {
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

  /**
   * 'Pesan Lagi': the order's lines into the buyer's cart, each at the quantity ordered, else
   * confirmed, else estimated (the first above 0), under the cart's rules. Any status; the
   * buyer's own store only (another store's order is not found).
   */
  async function pesanLagi(session: StoreSession, id: number) {
    const order = await q.findOrder(db, orderScope(session), id)
    if (!order) throw notFound('Pesanan tidak ditemukan')
    const lines = (await q.orderLines(db, id)).map((l) => ({ part_no: l.part_no, qty: reorderQty(l) }))
    return deps.cart.refill(session, lines)
  }

  return {
    pesanLagi,
    list,
    detail,
    readyStatuses,
    kirimKonfirmasi,
    lanjutPesan,
    batal,
    exportOrder,
    ubahEta,
    gantiPart,
    perbaruiHarga,
  }
}

export type OrderService = ReturnType<typeof createOrderService>

/** The quantity to order again: ordered, else confirmed, else estimated, the first above 0. */
export function reorderQty(line: { qty_ordered: number | null; qty_confirmed: number | null; qty_estimasi: number }): number {
  if (line.qty_ordered) return line.qty_ordered
  if (line.qty_confirmed) return line.qty_confirmed
  return line.qty_estimasi
}
