import { CART_MAX_ACTIVE_ITEMS } from '#common/cart.ts'
import { bindDeps } from '../lib/bind-deps'
import { NO_REUSE, ReuseCache } from '../lib/reuse-cache'
import { OrderEvents } from '../order-events'
import type { CartDeps } from './cart-deps'
import { addToCart, clearCart, getCart, refill, refillWithin, removeLine, replaceLine, setLine } from './cart-lines'
import { checkout } from './checkout'
import { FREQUENT_TIMING, frequent } from './frequent-priced'

/**
 * What the cart feature hands the cart: the limit and the frequent parts' reuse may be left at
 * their defaults, the order events too (tests that watch no reaction).
 */
export type CartServiceDeps = Omit<CartDeps, 'maxItems' | 'frequentCache' | 'orderEvents'> & {
  maxActiveItems?: number
  frequentReuse?: boolean
  orderEvents?: OrderEvents
}

/** A buyer's cart (cart-lines.ts), its checkout into an estimate, and the store's frequent parts. */
export function createCartService(options: CartServiceDeps) {
  const { maxActiveItems, frequentReuse, ...shared } = options
  const deps: CartDeps = {
    ...shared,
    orderEvents: options.orderEvents ?? new OrderEvents(),
    maxItems: maxActiveItems ?? CART_MAX_ACTIVE_ITEMS,
    frequentCache: new ReuseCache(options.clock, frequentReuse === false ? NO_REUSE : FREQUENT_TIMING),
  }
  return bindDeps(deps, {
    get: getCart,
    add: addToCart,
    replace: replaceLine,
    set: setLine,
    remove: removeLine,
    clear: clearCart,
    checkout,
    refill,
    refillWithin,
    frequent,
  })
}

export type CartService = ReturnType<typeof createCartService>
