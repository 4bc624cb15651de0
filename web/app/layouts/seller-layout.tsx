import type { QueryClient } from '@tanstack/react-query'
import { useBackorderBadge } from '#web/features/backorders/hooks/use-backorder-badge.ts'
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx'
import { useRequestBadge } from '#web/features/part-requests/hooks/use-request-badge.ts'
import { AppLayout } from './app-layout'
import { prefetchHeader } from './header-data'
import { type NavBadges, SELLER_NAV } from './nav-items'

/** The branch's open back-orders beside 'Sisa Pesanan'. */
const useBranchBackorders = () => useBackorderBadge('seller')
/** The branch's requests waiting for an answer beside 'Tanya Part'. */
const useBranchRequests = () => useRequestBadge('seller')
const BADGES: NavBadges = { backorders: useBranchBackorders, partRequests: useBranchRequests }

/**
 * The header's counts, asked before the first render: the layout route's loader (app/router.tsx).
 * @public
 */
export function prefetch(client: QueryClient): Promise<unknown> {
  return prefetchHeader(client, 'seller')
}

/** Staff work at wide screens with long tables: dense navigation, full-width content. */
export default function SellerLayout() {
  return <AppLayout brand="DIPO Parts (Seller)" items={SELLER_NAV} badges={BADGES} dense headerExtra={<NotificationBell />} />
}
