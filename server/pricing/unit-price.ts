import type { Db } from '../db/connect'
import type { PriceContext } from './list-price'
import { quotesOf } from './queries'
import type { Quote } from './terms'

/**
 * What a store pays for each part on a day (docs/product.md §10.10), read in one statement with
 * that day's agreements. Every answer that shows a price or stores one outside the catalogue's
 * kept pages (the cart, a new estimate, a switched order line, the confirmation) asks here, so a
 * buyer sees one price per part on every screen. A part not found has no entry.
 */
export async function unitPrices(db: Db, context: PriceContext, productIds: number[]): Promise<Map<number, Quote>> {
  return quotesOf(db, context, productIds)
}

/** A part's quote from unitPrices' answer, for parts the caller has just read (so they exist). */
export function priceOf(prices: Map<number, Quote>, productId: number): Quote {
  const price = prices.get(productId)
  if (price === undefined) throw new Error(`part ${productId} has no price`)
  return price
}
