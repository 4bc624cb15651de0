import type { Db } from '../db/connect'
import { bindDeps } from '../lib/bind-deps'
import type { Clock } from '../lib/clock'
import { OrderEvents } from '../order-events'
import type { PriceBooks } from '../pricing'
import type { StockProvider } from '../stock'
import type { CartRefill, OrderDeps } from './order-deps'
import { gantiPart, perbaruiHarga, ubahEta } from './order-edits'
import { listOrders, orderDetail, pesanLagi, readyStatuses } from './order-reads'
import { batal, exportOrder, kirimKonfirmasi, lanjutPesan } from './status-actions'

export type { CartRefill } from './order-deps'

/** What the orders feature hands the orders: the order events may be left out (tests that watch no reaction). */
export interface OrderServiceDeps {
  db: Db
  clock: Clock
  stock: StockProvider
  cart: CartRefill
  /** how each change reaches those who react to it (server/order-events) */
  orderEvents?: OrderEvents
  /** the tax settings in effect, kept (server/pricing) */
  books: PriceBooks
}

/**
 * The orders of a store or a branch: lists, details (order-reads.ts), the actions of the status
 * machine (status-actions.ts) and the edits of its lines (order-edits.ts).
 */
export function createOrderService(options: OrderServiceDeps) {
  const deps: OrderDeps = { ...options, orderEvents: options.orderEvents ?? new OrderEvents() }
  return bindDeps(deps, {
    pesanLagi,
    list: listOrders,
    detail: orderDetail,
    readyStatuses,
    kirimKonfirmasi,
    lanjutPesan,
    batal,
    exportOrder,
    ubahEta,
    gantiPart,
    perbaruiHarga,
  })
}

export type OrderService = ReturnType<typeof createOrderService>
