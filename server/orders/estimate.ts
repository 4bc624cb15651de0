import { jakartaDay } from '#common/jakarta-time.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import type { Role } from '#common/roles.ts'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import type { BranchRef } from '../http/guards'
import type { RecordChange } from '../order-events'
import { priceOf, unitPrices } from '../pricing'
import * as q from './queries'
import type { OrderSource } from './tables'

/** A line as the cart or the import hands it over: its price is asked of the pricing module. */
export type EstimateLine = Omit<q.NewOrderLine, 'price' | 'productId'> & { productId: number }

export interface EstimateInput {
  branch: BranchRef
  storeId: number
  createdBy: number
  actorRole: Role
  source: OrderSource
  noteUser: string | null
  lines: EstimateLine[]
  at: Date
  /** the transaction's record of order changes (server/order-events): the new order is one */
  record: RecordChange
}

/**
 * Writes one order in Estimasi with its lines, and records its 'create' event (announced, the
 * branch's staff told). Call inside the caller's order-events transaction (cart checkout, import
 * commit) so the order and what it consumes commit together.
 */
export async function createEstimate(trx: Db, input: EstimateInput): Promise<{ id: number; no_transaksi: string }> {
  // A closed branch takes no new estimates, whoever asks: its people's sessions end when it
  // closes, and this holds too for a buyer working at a store of a branch other than his own
  // account's, and for a checkout that meets the closing in flight (the two take turns on the row).
  if (!(await q.branchTakesOrders(trx, input.branch.id))) {
    throw new AppError(403, 'BRANCH_INACTIVE', 'Cabang sedang tidak aktif. Hubungi kantor pusat.')
  }
  const order = await q.insertOrder(trx, {
    no_transaksi: await q.nextOrderNumber(trx, input.branch.id, input.branch.code, input.at),
    branch_id: input.branch.id,
    store_id: input.storeId,
    created_by: input.createdBy,
    status: ORDER_STATUS.ESTIMASI,
    source: input.source,
    note_user: input.noteUser || null,
    at: input.at,
  })
  const orderId = Number(order.id)
  await q.insertLines(trx, orderId, await priced(trx, input))
  const event = {
    order_id: orderId,
    action: 'create' as const,
    from_status: null,
    to_status: ORDER_STATUS.ESTIMASI,
    actor_id: input.createdBy,
    actor_role: input.actorRole,
    detail: JSON.stringify({ source: input.source, lines: input.lines.length }),
    created_at: input.at,
  }
  // every instance hears of the new order once it commits (open lists reload, reports recount),
  // and the branch's staff are told of it
  await input.record(trx, event, {
    order_id: orderId,
    status: ORDER_STATUS.ESTIMASI,
    store_id: input.storeId,
    branch_id: input.branch.id,
    no_transaksi: order.no_transaksi,
    told: 'estimasi_baru',
    shown: true,
  })
  return { id: orderId, no_transaksi: order.no_transaksi }
}

/**
 * The lines with the unit price the store pays on the estimate's Jakarta day, the price its cart
 * showed (docs/product.md §10.9); the line keeps it from then on (§10.5).
 */
async function priced(trx: Db, input: EstimateInput): Promise<q.NewOrderLine[]> {
  const context = { branchId: input.branch.id, storeId: input.storeId, day: jakartaDay(input.at) }
  const prices = await unitPrices(
    trx,
    context,
    input.lines.map((l) => l.productId),
  )
  // the caller read each part in this transaction: every one has its price
  return input.lines.map((line) => {
    const quote = priceOf(prices, line.productId)
    return { ...line, price: quote.price, priceList: quote.price_list, discountBp: quote.discount_bp, priceSource: quote.source }
  })
}
