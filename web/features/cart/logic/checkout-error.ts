// What the buyer reads when sending the estimate fails (product.md §8.3, Cart).
import { ApiError } from '#web/api/client.ts'
import { CHECKOUT_FAILED } from './messages'

export function checkoutErrorText(error: unknown): string {
  return error instanceof ApiError && error.detail ? error.detail : CHECKOUT_FAILED
}

/** 409 CART_ITEMS_MISSING: some items already left the cart, so the screen must reload it. */
export function cartChangedUnderneath(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409
}
