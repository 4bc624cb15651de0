import { CartBadgeLink } from '#web/features/cart/components/cart-badge-link.tsx'
import { cartQuery } from '#web/features/cart/hooks/use-cart.ts'
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx'
import { queryClient } from '#web/lib/query-client.ts'
import { AppLayout } from './app-layout'
import { USER_NAV } from './nav-items'

/** Buyers are mostly on phones: mobile-first, centred content, cart always in reach. */
export default function UserLayout() {
  return (
    <AppLayout
      brand="DIPO Parts"
      items={USER_NAV}
      headerExtra={
        <>
          <NotificationBell />
          <CartBadgeLink />
        </>
      }
    />
  )
}

/**
 * The cart's count in the header, asked before the first render (route-start.ts, prefetchRoute,
 * finds it by name once the layout has loaded: the cart's store comes with the layout).
 * @public
 */
export function prefetch(): void {
  void queryClient.prefetchQuery(cartQuery())
}
