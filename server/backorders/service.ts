import { BACKORDER_LIST_LIMIT, BACKORDER_TEXT } from '#common/backorder-rules.ts'
import type { BackorderListQuery, BatalSisaRequest, PesanSisaResponse } from '#common/backorders.ts'
import { QTY_MAX } from '#common/cart-rules.ts'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { AdminSession, PlaceSession, StoreSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { keysetPage } from '../lib/cursor'
import type { OrderEvents, RecordChange } from '../order-events'
import { canSeeOrder, createEstimate, orderRef } from '../orders'
import { decodePosition, encodePosition, presentLine } from './presenter'
import * as q from './queries'
import { BACKORDER_TRANSITIONS, requireMovable } from './transitions'

// The back-orders as people use them: the lists, the buyer's 'Pesan Sisa' and 'Batalkan Sisa',
// the staff's cancellation with a reason. Every move locks its lines, checks the transition table
// and records an event on each origin order's timeline through the order events, like an order's
// own action. Stock arrivals are arrivals.ts.

export interface BackorderDeps {
  db: Db
  clock: Clock
  orderEvents: OrderEvents
}

type ListSession = PlaceSession | AdminSession

export function scopeOf(session: ListSession): q.BackorderScope {
  if (session.role === 'user') return { kind: 'store', storeId: session.store.id }
  if (session.role === 'seller') return { kind: 'branch', branchId: session.branch.id }
  return { kind: 'all' }
}

const lineNotFound = () => notFound('Sisa pesanan tidak ditemukan')
const unique = (ids: number[]) => [...new Set(ids)]

export function createBackorderService(deps: BackorderDeps) {
  const { db, clock, orderEvents } = deps

  async function list(session: ListSession, query: BackorderListQuery) {
    const limit = query.limit ?? BACKORDER_LIST_LIMIT
    const after = query.cursor ? decodePosition(query.cursor) : null
    const now = clock.now()
    const scope = scopeOf(session)
    const [rows, counts] = await Promise.all([q.listLines(db, scope, query, now, limit + 1, after), q.countLines(db, scope, now)])
    return { ...keysetPage(rows, limit, presentLine, encodePosition), counts }
  }

  async function counts(session: ListSession) {
    return q.countLines(db, scopeOf(session), clock.now())
  }

  /** The buyer's one tap: a new estimate of the chosen lines, at his prices of today. */
  async function pesan(session: StoreSession, ids: number[]): Promise<PesanSisaResponse> {
    return orderEvents.transaction(db, async (trx, record) => {
      const lines = await lockChosen(trx, scopeOf(session), ids)
      requireMovable('pesan', 'user', lines)
      const gone = await q.withdrawnParts(
        trx,
        lines.map((l) => l.product_id),
      )
      const withdrawn = lines.filter((l) => l.product_id === null || gone.has(l.product_id))
      if (withdrawn.length > 0) {
        throw new AppError(
          422,
          'BACKORDER_PART_GONE',
          `Part ${withdrawn.map((l) => l.part_no).join(', ')} tidak ada lagi di katalog. Batalkan sisa pesanan itu.`,
        )
      }
      // one line per part, as in the cart: lines of two orders for one part add up (999 at most)
      const byPart = new Map<number, { productId: number; partNo: string; partName: string; qty: number; noteUser: null }>()
      for (const l of lines) {
        const id = l.product_id as number
        const same = byPart.get(id)
        if (same) same.qty = Math.min(QTY_MAX, same.qty + l.qty)
        else byPart.set(id, { productId: id, partNo: l.part_no, partName: l.part_name, qty: l.qty, noteUser: null })
      }
      const now = clock.now()
      const order = await createEstimate(trx, {
        record,
        branch: session.branch,
        storeId: session.store.id,
        createdBy: session.user.id,
        actorRole: 'user',
        source: 'sisa',
        noteUser: null,
        at: now,
        lines: [...byPart.values()],
      })
      await q.closeLines(trx, lineIds(lines), {
        state: 'dipesan_ulang',
        reorderId: order.id,
        reason: null,
        by: session.user.id,
        at: now,
      })
      await recordOnOrigins(trx, record, lines, {
        move: 'pesan',
        actor: session,
        at: now,
        detail: (own) => ({ lines: own.map(partQty), reorder: order.no_transaksi }),
        told: null,
      })
      return { order: orderRef({ id: order.id, no_transaksi: order.no_transaksi, status: 1 }), lines: lines.length }
    })
  }

  /** The buyer gives lines up (a reason is his choice); staff must say why, and the buyer is told. */
  async function batal(session: PlaceSession, body: BatalSisaRequest) {
    const reason = body.reason ?? null
    if (session.role === 'seller' && !reason) throw new AppError(422, 'FIELD_INVALID', BACKORDER_TEXT.reasonRequired)
    return orderEvents.transaction(db, async (trx, record) => {
      const lines = await lockChosen(trx, scopeOf(session), body.ids)
      requireMovable('batal', session.role, lines)
      const now = clock.now()
      await q.closeLines(trx, lineIds(lines), { state: 'dibatalkan', reorderId: null, reason, by: session.user.id, at: now })
      await recordOnOrigins(trx, record, lines, {
        move: 'batal',
        actor: session,
        at: now,
        detail: (own) => ({ lines: own.map(partQty), reason }),
        told: session.role === 'seller' ? 'sisa_batal' : null,
      })
      return { cancelled: lines.length }
    })
  }

  /** An order's lines left over, and the orders an estimate made of back-orders came from. */
  async function ofOrder(session: PlaceSession, orderId: number) {
    const place = await q.orderPlace(db, orderId)
    if (!place || !canSeeOrder(session, place)) throw notFound('Pesanan tidak ditemukan')
    const [lines, origins] = await Promise.all([q.linesOfOrder(db, orderId, clock.now()), q.originsOf(db, orderId)])
    return { lines: lines.map(presentLine), origins: origins.map(orderRef) }
  }

  return { list, counts, pesan, batal, ofOrder }
}

export type BackorderService = ReturnType<typeof createBackorderService>

/** The chosen lines locked; any id that is not the session's (or not a line) makes the whole request 404. */
async function lockChosen(trx: Db, scope: q.BackorderScope, ids: number[]) {
  const wanted = unique(ids)
  const lines = await q.lockLines(trx, scope, wanted)
  if (lines.length !== wanted.length) throw lineNotFound()
  return lines
}

const lineIds = (lines: Array<{ id: string | number }>) => lines.map((l) => Number(l.id))
const partQty = (l: { part_no: string; qty: number }) => ({ part_no: l.part_no, qty: l.qty })

/** One timeline event on each origin order of the moved lines, as its own order change. */
export async function recordOnOrigins<L extends { order_id: string | number; part_no: string; qty: number }>(
  trx: Db,
  record: RecordChange,
  lines: L[],
  how: {
    move: keyof typeof BACKORDER_TRANSITIONS
    /** who moved them; null: the portal itself (a stock load) */
    actor: { user: { id: number }; role: 'user' | 'seller' } | null
    at: Date
    detail: (own: L[]) => object
    told: 'sisa_tersedia' | 'sisa_batal' | null
  },
): Promise<void> {
  const byOrder = new Map<number, L[]>()
  for (const l of lines) byOrder.set(Number(l.order_id), [...(byOrder.get(Number(l.order_id)) ?? []), l])
  for (const order of await q.originOrders(trx, [...byOrder.keys()])) {
    const id = Number(order.id)
    await record(
      trx,
      {
        order_id: id,
        action: BACKORDER_TRANSITIONS[how.move].action,
        from_status: order.status,
        to_status: order.status,
        actor_id: how.actor?.user.id ?? null,
        actor_role: how.actor?.role ?? 'sistem',
        detail: JSON.stringify(how.detail(byOrder.get(id) ?? [])),
        created_at: how.at,
      },
      {
        order_id: id,
        status: order.status,
        store_id: order.store_id,
        branch_id: order.branch_id,
        no_transaksi: order.no_transaksi,
        told: how.told,
        // the origin order's open screen shows its back-order lines
        shown: true,
      },
    )
  }
}
