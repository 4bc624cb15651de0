// POST /api/cart/checkout (product.md §7): the checked items become one estimate.
import { useMutation } from '@tanstack/react-query'
import type { CheckoutRequest, CheckoutResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'
import { cartSync } from '../hooks/use-cart'
import { cartChangedUnderneath } from '../logic/checkout-error'

function postCheckout(body: CheckoutRequest): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/cart/checkout', body)
}

/** Edits still waiting to be synced reach the server first, so the estimate holds exactly what the screen shows. */
async function checkoutAsShown(body: CheckoutRequest): Promise<CheckoutResponse> {
  await cartSync.flush()
  return postCheckout(body)
}

/** The cart is reloaded afterwards (the items left it), and after a refusal that says it changed underneath. */
export function useCheckout() {
  return useMutation({
    mutationFn: checkoutAsShown,
    onSuccess: () => cartSync.reload(),
    onError: (error) => (cartChangedUnderneath(error) ? cartSync.reload() : undefined),
  })
}
