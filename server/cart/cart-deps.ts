import { jakartaDay } from '#common/jakarta-time.ts'
import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import type { ReuseCache } from '../lib/reuse-cache'
import type { OrderEvents } from '../order-events'
import type { PriceBooks } from '../pricing'

/** What the cart's operations work with; the frequent parts' cache is one per service. */
export interface CartDeps {
  db: Db
  clock: Clock
  /** how many lines a cart holds at most */
  maxItems: number
  /** the stores' frequent parts, counted and kept a short while (frequent-priced.ts) */
  frequentCache: ReuseCache
  /** how a checkout's new order reaches those who react to it (server/order-events) */
  orderEvents: OrderEvents
  /** the tax settings in effect, kept (server/pricing) */
  books: PriceBooks
}

/** The Jakarta day: prices and supersessions are of a calendar day there. */
export const today = (deps: Pick<CartDeps, 'clock'>) => jakartaDay(deps.clock.now())
