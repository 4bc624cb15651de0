import type { PesanLagiResponse } from '#common/cart.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import type { Db } from '../db/connect'
import type { StoreSession } from '../http/guards'
import { type PriceBooks, unitPrices } from '../pricing'
import type { StockProvider } from '../stock'
import type { OrderActionDeps } from './order-action'

/**
 * What 'Pesan Lagi' needs of the cart (the cart feature's refill, handed in by app.ts): declared
 * here rather than imported, because the cart uses the orders feature's estimate and the two
 * indexes would import each other.
 */
export interface CartRefill {
  refill(buyer: StoreSession, lines: { part_no: string; qty: number }[]): Promise<PesanLagiResponse>
}

/** What the orders' operations work with: every change runs as order-action.ts runs it. */
export interface OrderDeps extends OrderActionDeps {
  stock: StockProvider
  cart: CartRefill
  /** the tax settings in effect, kept (server/pricing) */
  books: PriceBooks
}

/** Where an order is placed: whose prices its new lines take. */
export type OrderPlace = { branch_id: number; store_id: number }

/** The Jakarta day: arrival dates and supersessions are calendar days there. */
export const today = (deps: Pick<OrderDeps, 'clock'>) => jakartaDay(deps.clock.now())

/** What the order's store pays today for these parts (server/pricing), as a new line would. */
export function unitPricesOf(deps: OrderDeps, executor: Db, order: OrderPlace, productIds: number[]) {
  const context = { branchId: order.branch_id, storeId: order.store_id, day: today(deps) }
  return unitPrices(executor, context, productIds)
}
