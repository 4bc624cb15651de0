import type { CreateDeliveryRequest, CreateDeliveryResponse, OrderDeliveries } from '#common/deliveries.ts'
import { DELIVERY_BACKDATE_DAYS, DELIVERY_TEXT, deliveryNumber } from '#common/delivery-rules.ts'
import { addDays, jakartaDay } from '#common/jakarta-time.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { AdminSession, BranchSession, PlaceSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import type { OrderEvents } from '../order-events'
import { suppliedOf } from '../orders'
import { presentDelivery, presentDiscrepancy, presentSummary } from './presenter'
import * as q from './queries'
import { discrepanciesOfDelivery } from './receipt-queries'

// Deliveries as people use them: staff record what left the branch of a Diproses order, each on
// its own numbered Surat Jalan; buyers and staff read an order's deliveries and one delivery whole.
// Recording locks the order row first, so two clerks at once never send more than the order holds.

export interface DeliveryDeps {
  db: Db
  clock: Clock
  orderEvents: OrderEvents
}

type Reader = PlaceSession | AdminSession

export function scopeOf(session: Reader): q.DeliveryScope {
  if (session.role === 'user') return { kind: 'store', storeId: session.store.id }
  if (session.role === 'seller') return { kind: 'branch', branchId: session.branch.id }
  return { kind: 'all' }
}

const orderNotFound = () => notFound('Pesanan tidak ditemukan')

function canRead(session: Reader, place: { store_id: number; branch_id: number }): boolean {
  const scope = scopeOf(session)
  if (scope.kind === 'store') return place.store_id === scope.storeId
  if (scope.kind === 'branch') return place.branch_id === scope.branchId
  return true
}

type LineRow = Awaited<ReturnType<typeof q.linesWithDelivered>>[number]

/** Per line what the branch supplies, what its deliveries took, and what is still to send. */
function lineBalance(l: LineRow) {
  const ordered = suppliedOf({ ready_status: l.ready_status, qty_ordered: l.qty_ordered })
  const delivered = Number(l.delivered)
  return {
    order_item_id: Number(l.id),
    line_no: l.line_no,
    part_no: l.part_no,
    part_name: l.part_name,
    ordered,
    delivered,
    open: Math.max(0, ordered - delivered),
  }
}

/** The delivery's day: not after today, not before the order was exported, at most a month back. */
function checkDate(day: string, today: string, exportedOn: string | null): void {
  if (day > today) throw new AppError(422, 'FIELD_INVALID', DELIVERY_TEXT.dateFuture, { field: 'date' })
  if (day < addDays(today, -DELIVERY_BACKDATE_DAYS)) {
    throw new AppError(422, 'FIELD_INVALID', DELIVERY_TEXT.dateTooOld, { field: 'date' })
  }
  if (exportedOn && day < exportedOn) {
    throw new AppError(422, 'FIELD_INVALID', DELIVERY_TEXT.dateBeforeExport, { field: 'date' })
  }
}

export function createDeliveryService(deps: DeliveryDeps) {
  const { db, clock, orderEvents } = deps

  async function ofOrder(session: Reader, orderId: number): Promise<OrderDeliveries> {
    const place = await q.orderPlace(db, orderId)
    if (!place || !canRead(session, place)) throw orderNotFound()
    const [lines, deliveries] = await Promise.all([q.linesWithDelivered(db, orderId), q.deliveriesOfOrder(db, orderId)])
    const balances = lines.map(lineBalance)
    return {
      lines: balances,
      deliveries: deliveries.map(presentSummary),
      can_record: session.role === 'seller' && place.status === ORDER_STATUS.DIPROSES && balances.some((l) => l.open > 0),
    }
  }

  async function one(session: Reader, id: number) {
    const row = await q.deliveryInScope(db, scopeOf(session), id)
    if (!row) throw notFound(DELIVERY_TEXT.notFound)
    const [items, discrepancies] = await Promise.all([q.itemsOfDelivery(db, id), discrepanciesOfDelivery(db, id)])
    return presentDelivery(row, items, {
      can_receive: session.role !== 'admin' && row.received_at === null,
      discrepancies: discrepancies.map(presentDiscrepancy),
    })
  }

  async function record(session: BranchSession, orderId: number, body: CreateDeliveryRequest): Promise<CreateDeliveryResponse> {
    return orderEvents.transaction(db, async (trx, recordChange) => {
      const order = await q.lockOrder(trx, session.branch.id, orderId)
      if (!order) throw orderNotFound()
      if (order.status !== ORDER_STATUS.DIPROSES) throw new AppError(409, 'DELIVERY_NOT_ALLOWED', DELIVERY_TEXT.notDiproses)
      const now = clock.now()
      checkDate(body.date, jakartaDay(now), order.exported_on)

      // read after the lock: another clerk's delivery of this order has committed or not begun
      const balances = new Map((await q.linesWithDelivered(trx, orderId)).map((l) => [Number(l.id), lineBalance(l)]))
      const sent = body.lines.map((l) => {
        const line = balances.get(l.order_item_id)
        if (!line) throw new AppError(422, 'FIELD_INVALID', DELIVERY_TEXT.lineNotInOrder, { field: 'lines' })
        return { ...l, line }
      })
      const over = sent.filter((s) => s.qty > s.line.open)
      if (over.length > 0) {
        const parts = over.map((s) => `${s.line.part_no} (sisa ${s.line.open})`).join(', ')
        throw new AppError(409, 'DELIVERY_OVER_QUANTITY', DELIVERY_TEXT.overDelivery(parts))
      }

      const seq = await q.nextSeq(trx, session.branch.id, body.date.slice(0, 4) + body.date.slice(5, 7))
      const number = deliveryNumber(order.branch_code, body.date, seq)
      const picked = body.method === 'diambil'
      const id = await q.insertDelivery(
        trx,
        {
          number,
          order_id: orderId,
          branch_id: order.branch_id,
          store_id: order.store_id,
          method: body.method,
          courier: picked ? null : (body.courier ?? null),
          plate: picked ? null : (body.plate ?? null),
          tracking: picked ? null : (body.tracking ?? null),
          delivered_on: body.date,
          created_by: session.user.id,
          created_at: now,
        },
        sent.map((s) => ({ order_item_id: s.order_item_id, qty: s.qty })),
      )
      await recordChange(
        trx,
        {
          order_id: orderId,
          action: 'kirim-barang',
          from_status: order.status,
          to_status: order.status,
          actor_id: session.user.id,
          actor_role: 'seller',
          detail: JSON.stringify({
            delivery_id: id,
            number,
            method: body.method,
            lines: sent.map((s) => ({ part_no: s.line.part_no, qty: s.qty })),
          }),
          created_at: now,
        },
        {
          order_id: orderId,
          status: order.status,
          store_id: order.store_id,
          branch_id: order.branch_id,
          no_transaksi: order.no_transaksi,
          told: 'barang_dikirim',
          shown: true,
        },
      )
      return { delivery: presentSummary(await q.deliverySummary(trx, id)) }
    })
  }

  return { ofOrder, one, record }
}

export type DeliveryService = ReturnType<typeof createDeliveryService>
