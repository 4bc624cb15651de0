// What an area's header shows beside its navbar: the counts of 'Sisa Pesanan' and 'Tanya Part', the
// bell's messages and, for buyers, the cart's count. Asked with the page's own first data (each
// layout's `prefetch`), so a first screen the server renders holds its whole header and nothing
// moves when the counts arrive.
import type { QueryClient } from '@tanstack/react-query'
import { backorderCountsQuery } from '#web/features/backorders/api/get-counts.ts'
import { cartQuery } from '#web/features/cart/hooks/use-cart.ts'
import { notificationsQuery } from '#web/features/notifications/api/get-notifications.ts'
import { partRequestCountQuery } from '#web/features/part-requests/api/read.ts'

export function prefetchHeader(client: QueryClient, side: 'user' | 'seller'): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(backorderCountsQuery(side)),
    client.prefetchQuery(partRequestCountQuery()),
    client.prefetchQuery(notificationsQuery()),
    side === 'user' ? client.prefetchQuery(cartQuery()) : undefined,
  ])
}
