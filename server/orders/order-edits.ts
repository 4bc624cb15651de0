import type { UbahEtaRequest } from '#common/orders.ts'
import { currentPartsOf } from '../catalogue'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import type { BranchSession } from '../http/guards'
import type { OrderChange } from '../order-events'
import { lineQuote, priceOf } from '../pricing'
import { type PartSwitch, planEtaMoves } from './line-edits'
import { type LockedOrder, runOrderAction } from './order-action'
import { type OrderDeps, today, unitPricesOf } from './order-deps'
import { presentActionResult } from './presenter'
import * as q from './queries'
import { freezeQuote } from './quote'
import { type OrderEditName, requireEdit } from './status'

// The staff's edits of an order's lines that keep its status: arrival dates, a replaced part,
// renewed prices.

/** The edits people are told of. */
const EDIT_EVENT: Record<OrderEditName, OrderChange['told']> = {
  'ubah-eta': 'eta',
  'ganti-part': null,
  'perbarui-harga': 'harga',
}

/**
 * A change to the order's lines that keeps its status: checked against the edit's rule, recorded
 * in the timeline with what changed, and heard by every open screen.
 */
async function edit(
  deps: OrderDeps,
  session: BranchSession,
  id: number,
  name: OrderEditName,
  work: (trx: Db, order: LockedOrder) => Promise<object>,
) {
  const { status } = await runOrderAction(deps, session, id, {
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
export async function ubahEta(deps: OrderDeps, session: BranchSession, id: number, body: UbahEtaRequest) {
  return edit(deps, session, id, 'ubah-eta', async (trx) => {
    const lines = (await q.orderLines(trx, id)).map((l) => ({ ...l, id: Number(l.id) }))
    const moves = planEtaMoves(lines, body, today(deps))
    for (const move of moves) await q.setLineEta(trx, id, move.order_detail_id, move.to)
    return { lines: moves }
  })
}

/**
 * Staff deliver the current part of a line's replaced number (ganti-part): the line takes its
 * number, name and the unit price its store pays for it today, and remembers the number the
 * buyer asked for.
 */
export async function gantiPart(deps: OrderDeps, session: BranchSession, id: number, lineId: number) {
  return edit(deps, session, id, 'ganti-part', async (trx, order): Promise<PartSwitch> => {
    const lines = await q.orderLines(trx, id)
    const line = lines.find((l) => Number(l.id) === lineId)
    if (!line) throw new AppError(422, 'UNKNOWN_ORDER_LINE', `Baris #${lineId} bukan bagian pesanan ini.`)
    const current = (await currentPartsOf(trx, [line.part_no], today(deps))).get(line.part_no)
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
      ...lineQuote(priceOf(await unitPricesOf(deps, trx, order, [current.id]), current.id)),
      asked_part_no: line.asked_part_no ?? line.part_no,
    })
    return { order_detail_id: lineId, from: line.part_no, to: current.sto_id }
  })
}

/** Staff renew a confirmation's prices: priced today, a new validity, the buyer told (perbarui-harga). */
export async function perbaruiHarga(deps: OrderDeps, session: BranchSession, id: number) {
  return edit(deps, session, id, 'perbarui-harga', async (trx, order) => {
    const quote = await freezeQuote(trx, order, today(deps), null)
    return { changes: quote.changes }
  })
}
