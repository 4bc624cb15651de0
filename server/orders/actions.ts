import type { KirimKonfirmasiRequest } from '../../common/orders'
import type { Db } from '../db/connect'
import type { OrderAction } from '../db/types'
import { AppError, notFound } from '../http/app-error'
import type { Clock } from '../http/clock'
import type { RoleSession } from '../http/guards'
import type { StockProvider } from '../stock/provider'
import { planConfirmation } from './confirmation'
import { exportFileName, exportRows, exportText } from './export-file'
import { notifyStatusChange } from './notify'
import { bucketOf } from './presenter'
import { findOrder, lockOrder, type OrderScope, orderLines } from './queries'
import { scopeOf } from './scope'
import { type OrderActionName, requireTransition } from './status'

type Locked = NonNullable<Awaited<ReturnType<typeof lockOrder>>>

export function createOrderActions(deps: { db: Db; clock: Clock; stock: StockProvider }) {
  const { db, clock, stock } = deps

  /**
   * Every action: one transaction that locks the order row, checks the (status, role, action)
   * triple, writes, appends the timeline event, tells listeners and commits. A second, racing
   * action finds the status already moved on and gets 409.
   */
  async function act<T>(
    session: RoleSession,
    id: number,
    action: OrderActionName,
    work: (trx: Db, order: Locked) => Promise<T>,
  ): Promise<{ result: T; status: number }> {
    const scope = scopeOf(session)
    return db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, scope, id)
      if (!order) throw notFound('Pesanan tidak ditemukan')
      const transition = requireTransition(order.status, session.role, action)
      const result = await work(trx, order)
      const now = clock.now()
      await trx
        .updateTable('orders')
        .set((eb) => ({ status: transition.to, version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .execute()
      await trx
        .insertInto('order_events')
        .values({
          order_id: id,
          action: action as OrderAction,
          from_status: order.status,
          to_status: transition.to,
          actor_id: session.user.id,
          actor_role: session.role,
          detail: null,
          created_at: now,
        })
        .execute()
      if (transition.to !== order.status) {
        await notifyStatusChange(trx, {
          order_id: id,
          status: transition.to,
          store_id: order.store_id,
          branch_id: order.branch_id,
          no_transaksi: order.no_transaksi,
        })
      }
      return { result, status: transition.to }
    })
  }

  const answer = (id: number, status: number) => ({ id, status_code: status, bucket: bucketOf(status) })

  async function stockFor(scope: OrderScope, session: RoleSession, partNos: string[], signal?: AbortSignal) {
    const branchCode = session.user.branch_code
    if (scope.kind !== 'branch' || !branchCode) return null
    const result = new Map<string, number>()
    for (let i = 0; i < partNos.length; i += 50) {
      const info = await stock.quantities(branchCode, partNos.slice(i, i + 50), signal)
      for (const [partNo, s] of info) result.set(partNo, s.qty)
    }
    return result
  }

  async function kirimKonfirmasi(session: RoleSession, id: number, body: KirimKonfirmasiRequest, signal?: AbortSignal) {
    const scope = scopeOf(session)
    const order = await findOrder(db, scope, id)
    if (!order) throw notFound('Pesanan tidak ditemukan')
    requireTransition(order.status, session.role, 'kirim-konfirmasi')
    const lines = (await orderLines(db, id)).map((l) => ({ ...l, id: Number(l.id) }))
    // the stock service is asked before the row lock: a slow service must not hold the order
    let stockNow: Map<string, number> | null = null
    try {
      stockNow = await stockFor(scope, session, [...new Set(lines.map((l) => l.part_no))], signal)
    } catch (error) {
      if (body.resolve?.mode !== 'proceed') throw error
    }
    const { planned, conflicts } = planConfirmation(lines, body, stockNow)
    if (conflicts.length > 0 && !body.resolve) {
      throw new AppError(409, 'OSC_WARNING', 'Beberapa qty melebihi ketersediaan OSC', { conflicts })
    }
    const { status } = await act(session, id, 'kirim-konfirmasi', async (trx) => {
      for (const line of planned) {
        await trx
          .updateTable('order_items')
          .set({ qty_confirmed: line.qty_confirmed, ready_status_id: line.ready_status_id, note_seller: line.note_seller, qty_osc: line.qty_osc })
          .where('id', '=', line.id)
          .where('order_id', '=', id)
          .execute()
      }
      if (body.note_seller !== undefined) {
        await trx.updateTable('orders').set({ note_seller: body.note_seller || null }).where('id', '=', id).execute()
      }
    })
    return answer(id, status)
  }

  async function lanjutPesan(session: RoleSession, id: number, orderLinesBody: Array<{ order_detail_id: number; qty_ordered: number }>) {
    const { status } = await act(session, id, 'lanjut-pesan', async (trx) => {
      const lines = await orderLines(trx, id)
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
      const planned = lines.map((l) => ({ id: Number(l.id), confirmed: l.qty_confirmed ?? 0, ordered: wanted.get(Number(l.id)) ?? l.qty_confirmed ?? 0 }))
      const violations = planned.filter((l) => l.ordered > l.confirmed)
      if (violations.length > 0) {
        throw new AppError(422, 'QTY_ORDERED_EXCEEDS_CONFIRMED', 'Beberapa qty_ordered melebihi qty_confirmed', {
          violations: violations.map((v) => ({ order_detail_id: v.id, qty_ordered: v.ordered, qty_confirmed: v.confirmed })),
        })
      }
      if (planned.every((l) => l.ordered === 0)) {
        throw new AppError(422, 'NOTHING_ORDERED', 'Isi Qty Dipesan minimal satu part, atau batalkan pesanan.')
      }
      for (const line of planned) {
        await trx.updateTable('order_items').set({ qty_ordered: line.ordered }).where('id', '=', line.id).execute()
      }
    })
    return answer(id, status)
  }

  async function batal(session: RoleSession, id: number) {
    const { status } = await act(session, id, 'batal', async () => undefined)
    return answer(id, status)
  }

  /** At Dipesan the export moves the order to Diproses; at Diproses it only downloads again. */
  async function exportOrder(session: RoleSession, id: number) {
    const { result } = await act(session, id, 'export', async (trx, order) => {
      const lines = await orderLines(trx, id)
      const rows = exportRows(
        order.status,
        lines.map((l) => ({ ...l, ready_status: l.ready_code })),
      )
      if (rows.length === 0) throw new AppError(422, 'EXPORT_EMPTY', 'Tidak ada baris untuk diexport.')
      return { fileName: exportFileName(order.no_transaksi), text: exportText(rows) }
    })
    return result
  }

  return { kirimKonfirmasi, lanjutPesan, batal, exportOrder }
}

export type OrderActions = ReturnType<typeof createOrderActions>
