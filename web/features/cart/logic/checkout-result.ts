// Where the buyer lands after sending an estimate (product.md §8.3, Cart).
import type { CheckoutResponse } from '#common/cart.ts'
import { paths } from '#web/lib/paths.ts'

/**
 * The new order's id. The schema promises order_id (common/cart.ts checkoutResponseSchema); an
 * answer without a usable one (a proxy, a half-deployed server) must not lead to a broken link.
 */
export function orderIdOf(answer: Partial<CheckoutResponse> | null | undefined): number | null {
  const id = answer?.order_id
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/** The new estimate, or the estimate list when the answer named none. */
export function estimatePath(orderId: number | null): string {
  return orderId === null ? paths.orders('user', 'estimasi') : paths.orderDetail('user', 'estimasi', orderId)
}
