// The cart page's lines and its 'Sering Dipesan' panel, asked as soon as its code and the session
// are there (router.tsx, prefetchRoute): the calls travel while the screen renders.

import { frequentQuery } from '../../lib/cart/api/get-frequent'
import { cartQuery } from '../../lib/cart/use-cart'
import { queryClient } from '../../lib/query-client'

export function prefetch(): void {
  void queryClient.prefetchQuery(cartQuery())
  void queryClient.prefetchQuery(frequentQuery())
}
