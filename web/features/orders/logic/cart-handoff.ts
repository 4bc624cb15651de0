// What 'Pesan Lagi' needs of the buyer's cart, which is another feature: the order page hands it in
// (web/app/routes/orders), so the orders feature never reaches into the cart's store.
import type { CartResponse } from '#common/cart.ts'

export interface CartHandoff {
  /** Cart edits still on their way reach the server first, so the sums are the ones on screen. */
  flush(): Promise<void>
  /** The cart as the answer carries it becomes the one on screen. */
  take(cart: CartResponse): void
}
