import type { QueryClient } from '@tanstack/react-query'
import { useBackorderBadge } from '#web/features/backorders/hooks/use-backorder-badge.ts'
import { CartBadgeLink } from '#web/features/cart/components/cart-badge-link.tsx'
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx'
import { useRequestBadge } from '#web/features/part-requests/hooks/use-request-badge.ts'
import { AppLayout } from './app-layout'
import { prefetchHeader } from './header-data'
import { type NavBadges, USER_NAV } from './nav-items'

/** The buyer's store's open back-orders beside 'Sisa Pesanan'. */
const useStoreBackorders = () => useBackorderBadge('user')
/** The store's answered requests beside 'Tanya Part'. */
const useStoreRequests = () => useRequestBadge('user')
const BADGES: NavBadges = { backorders: useStoreBackorders, partRequests: useStoreRequests }

/** Buyers are mostly on phones: mobile-first, centred content, cart always in reach. */
export default function UserLayout() {
  return (
    <AppLayout
      brand="DIPO Parts"
      items={USER_NAV}
      badges={BADGES}
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
 * The header's counts and the cart, asked before the first render: the layout route's loader, once
 * its module has loaded (app/router.tsx; the cart's store comes with the layout).
 * @public
 */
export function prefetch(client: QueryClient): Promise<unknown> {
  return prefetchHeader(client, 'user')
}
