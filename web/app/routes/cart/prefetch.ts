// The cart page's 'Sering Dipesan' panel, asked as soon as the session is known (routes.ts names
// it for the cart's route): the call travels while the screen renders. The lines come
// with the user layout's own prefetch (the cart's count in its header reads the same answer).
import type { QueryClient } from '@tanstack/react-query'
import { frequentQuery } from '#web/features/cart/api/get-frequent.ts'

export function prefetch(_match: unknown, client: QueryClient): Promise<void> {
  return client.prefetchQuery(frequentQuery())
}
