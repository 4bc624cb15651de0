import { type OrderListQuery, ORDER_LIST_LIMIT } from '../../common/orders'
import { statusOfBucket } from '../../common/order-status'
import type { Db } from '../db/connect'
import { badRequest, notFound } from '../http/app-error'
import type { RoleSession } from '../http/guards'
import { decodeListCursor, encodeListCursor } from './list-cursor'
import { presentDetail, presentListItem } from './presenter'
import { findOrder, listOrdersQuery, type OrderListFilter, orderEvents, orderLines } from './queries'
import { scopeOf } from './scope'

const JAKARTA_OFFSET = '+07:00'

function jakartaDayStart(day: string): Date {
  const date = new Date(`${day}T00:00:00${JAKARTA_OFFSET}`)
  if (Number.isNaN(date.getTime())) throw badRequest('Tanggal tidak valid.')
  return date
}

function filterOf(query: OrderListQuery): OrderListFilter {
  const q = query.q?.trim() ?? ''
  return {
    status: query.status && query.status !== 'all' ? statusOfBucket(query.status) : undefined,
    from: query.tanggal_from ? jakartaDayStart(query.tanggal_from) : undefined,
    // inclusive day: everything before the start of the next Jakarta day
    to: query.tanggal_to ? new Date(jakartaDayStart(query.tanggal_to).getTime() + 86_400_000) : undefined,
    noTransaksi: query.no_transaksi?.trim() || undefined,
    creator: query.creator?.trim() || undefined,
    store: query.store?.trim() || undefined,
    keterangan: query.keterangan?.trim() || undefined,
    // a one-character global search would match nearly everything: it applies from 2 (SPEC §5)
    q: q.length >= 2 ? q : undefined,
  }
}

export function createOrderService(deps: { db: Db }) {
  const { db } = deps

  async function list(session: RoleSession, query: OrderListQuery) {
    const limit = query.limit ?? ORDER_LIST_LIMIT
    const after = query.cursor ? decodeListCursor(query.cursor) : null
    const rows = await listOrdersQuery(db, scopeOf(session), filterOf(query), after, limit + 1).execute()
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    const hasMore = rows.length > limit
    return {
      items: page.map(presentListItem),
      has_more: hasMore,
      next_cursor: hasMore && last ? encodeListCursor({ createdAt: new Date(last.created_at), id: Number(last.id) }) : null,
    }
  }

  async function detail(session: RoleSession, id: number) {
    const order = await findOrder(db, scopeOf(session), id)
    if (!order) throw notFound('Pesanan tidak ditemukan')
    const [lines, events] = await Promise.all([orderLines(db, id), orderEvents(db, id)])
    const view = presentDetail(session.role, order, lines, events)
    // staff read the lines by stock on hand, most first (SPEC §2.11); the stored OSC is a snapshot
    if (session.role === 'seller') view.items.sort((a, b) => (b.qty_osc ?? -1) - (a.qty_osc ?? -1))
    return view
  }

  async function readyStatuses() {
    const rows = await db.selectFrom('ready_statuses').select(['id', 'name']).orderBy('sort_order').execute()
    return { items: rows }
  }

  return { list, detail, readyStatuses }
}

export type OrderService = ReturnType<typeof createOrderService>
