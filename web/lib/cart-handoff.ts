// What 'Pesan Lagi' and 'Tanya Part''s 'Tambah ke Keranjang' need of the buyer's cart, which is
// another feature: their pages hand it in (web/app/routes), so neither feature reaches into the
// cart's store.
import type { CartResponse } from '#common/cart.ts'

export interface CartHandoff {
  /** Cart edits still on their way reach the server first, so the sums are the ones on screen. */
  flush(): Promise<void>
  /** The cart as the answer carries it becomes the one on screen. */
  take(cart: CartResponse): void
}
