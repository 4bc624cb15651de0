import { FREQUENT_DAYS, type FrequentResponse } from '#common/cart.ts'
import type { StoreSession } from '../http/guards'
import type { ReuseTiming } from '../lib/reuse-cache'
import { pricedFields, priceOf, unitPrices } from '../pricing'
import { type CartDeps, today } from './cart-deps'
import { frequentParts } from './frequent'

/**
 * A store's frequent parts change only when it places an order, and counting them reads every
 * line of its last 90 days (20–30 ms for the busiest store of the dealer-scale data): a store's
 * list is reused 30 s per instance, never older than 5 minutes.
 */
export const FREQUENT_TIMING: ReuseTiming = { freshMs: 30_000, staleMs: 5 * 60_000 }

/**
 * 'Sering Dipesan' of the buyer's store, its count reused a short while (FREQUENT_TIMING); the
 * prices are asked each time, so a new stock feed shows at once, as in the cart.
 */
export async function frequent(deps: CartDeps, buyer: StoreSession): Promise<FrequentResponse> {
  const { db } = deps
  const storeId = buyer.store.id
  const counted = await deps.frequentCache.get(`store:${storeId}`, async () => ({
    items: await frequentParts(db, storeId, { now: deps.clock.now(), today: today(deps), days: FREQUENT_DAYS }),
  }))
  const context = { branchId: buyer.branch.id, storeId, day: today(deps) }
  const prices = await unitPrices(
    db,
    context,
    counted.value.items.map((i) => i.product_id),
  )
  const items = counted.value.items.map((i) => ({ ...i, ...pricedFields(priceOf(prices, i.product_id)) }))
  return { items, days: FREQUENT_DAYS }
}
