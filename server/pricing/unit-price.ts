import type { Db } from '../db/connect'
import type { PriceContext } from './list-price'
import { listPricesOf } from './queries'

/**
 * The unit price a store pays for each part on a day: today the list price. Every answer that
 * shows a price or stores one (the cart, a new estimate, a switched order line) asks here, so a
 * buyer sees one price per part on every screen (docs/product.md §10.9). A part not found has no
 * entry.
 */
export async function unitPrices(db: Db, context: PriceContext, productIds: number[]): Promise<Map<number, number>> {
  return listPricesOf(db, context.branchId, productIds)
}

/** A part's price from unitPrices' answer, for parts the caller has just read (so they exist). */
export function priceOf(prices: Map<number, number>, productId: number): number {
  const price = prices.get(productId)
  if (price === undefined) throw new Error(`part ${productId} has no price`)
  return price
}
