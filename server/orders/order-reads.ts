import { jakartaDayEnd, jakartaDayStart } from '#common/jakarta-time.ts'
import { ORDER_STATUS, statusOfBucket } from '#common/order-status.ts'
import { ORDER_LIST_LIMIT, type OrderListQuery } from '#common/orders.ts'
import { currentPartsOf } from '../catalogue'
import { notFound } from '../http/app-error'
import type { PlaceSession, StoreSession } from '../http/guards'
import { keysetPage } from '../lib/cursor'
import { priceOf } from '../pricing'
import { decodeListCursor, encodeListCursor } from './list-cursor'
import { type OrderDeps, type OrderPlace, today, unitPricesOf } from './order-deps'
import { orderScope } from './policy'
import { type LineReplacement, presentDetail, presentListItem, presentReadyStatuses } from './presenter'
import * as q from './queries'

// What a store or a branch reads of its orders: the list, one order's detail, the ready statuses,
// and 'Pesan Lagi', which reads an order to fill the cart again.

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
    fulfilment: query.pengiriman,
    // a one-character global search would match nearly everything: it applies from 2
    q: text.length >= 2 ? text : undefined,
  }
}

export async function listOrders(deps: OrderDeps, session: PlaceSession, query: OrderListQuery) {
  const limit = query.limit ?? ORDER_LIST_LIMIT
  const after = query.cursor ? decodeListCursor(query.cursor) : null
  const rows = await q.listOrdersQuery(deps.db, orderScope(session), filterOf(query), after, limit + 1).execute()
  const page = keysetPage(rows, limit, presentListItem, (last) =>
    encodeListCursor({ createdAt: new Date(last.created_at), id: Number(last.id) }),
  )
  return { items: page.items, has_more: rows.length > limit, next_cursor: page.next_cursor }
}

export async function orderDetail(deps: OrderDeps, session: PlaceSession, id: number) {
  const { db } = deps
  const order = await q.findOrder(db, orderScope(session), id)
  if (!order) throw notFound('Pesanan tidak ditemukan')
  const [lines, events] = await Promise.all([q.orderLines(db, id), q.orderEvents(db, id)])
  const canSwitch = session.role === 'seller' && order.status === ORDER_STATUS.ESTIMASI
  const replacements = canSwitch
    ? await replacementsOf(
        deps,
        order,
        lines.map((l) => l.part_no),
      )
    : new Map()
  return presentDetail(session.role, order, lines, events, await taxOf(deps, order), replacements)
}

/** The current parts of numbers replaced since the estimate, with the unit price they would take. */
async function replacementsOf(deps: OrderDeps, order: OrderPlace, partNos: string[]): Promise<Map<string, LineReplacement>> {
  const current = await currentPartsOf(deps.db, partNos, today(deps))
  const prices = await unitPricesOf(
    deps,
    deps.db,
    order,
    [...current.values()].map((p) => p.id),
  )
  const offers = new Map<string, LineReplacement>()
  for (const [partNo, part] of current)
    offers.set(partNo, { nomor_part: part.sto_id, nama_part: part.name, price: priceOf(prices, part.id).price })
  return offers
}

/** The PPN an order counts: the settings its confirmation froze, else today's (docs/product.md §10.11). */
async function taxOf(
  deps: OrderDeps,
  order: { ppn_rate_bp: number | null; dpp_numerator: number | null; dpp_denominator: number | null },
) {
  if (order.ppn_rate_bp !== null && order.dpp_numerator !== null && order.dpp_denominator !== null) {
    return { ppn_rate_bp: order.ppn_rate_bp, dpp_numerator: order.dpp_numerator, dpp_denominator: order.dpp_denominator }
  }
  return deps.books.taxOn(today(deps))
}

export async function readyStatuses(deps: OrderDeps) {
  return presentReadyStatuses(await q.listReadyStatuses(deps.db))
}

/**
 * 'Pesan Lagi': the order's lines into the buyer's cart, each at the quantity ordered, else
 * confirmed, else estimated (the first above 0), under the cart's rules. Any status; the
 * buyer's own store only (another store's order is not found).
 */
export async function pesanLagi(deps: OrderDeps, session: StoreSession, id: number) {
  const order = await q.findOrder(deps.db, orderScope(session), id)
  if (!order) throw notFound('Pesanan tidak ditemukan')
  const lines = (await q.orderLines(deps.db, id)).map((l) => ({ part_no: l.part_no, qty: reorderQty(l) }))
  return deps.cart.refill(session, lines)
}

/** The quantity to order again: ordered, else confirmed, else estimated, the first above 0. */
export function reorderQty(line: { qty_ordered: number | null; qty_confirmed: number | null; qty_estimasi: number }): number {
  if (line.qty_ordered) return line.qty_ordered
  if (line.qty_confirmed) return line.qty_confirmed
  return line.qty_estimasi
}
