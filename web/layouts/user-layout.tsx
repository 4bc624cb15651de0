import { CartBadgeLink } from '../features/cart/components/cart-badge-link'
import { AppLayout } from './app-layout'
import { USER_NAV } from './nav-items'

/** Buyers are mostly on phones: mobile-first, centred content, cart always in reach. */
export default function UserLayout() {
  return <AppLayout brand="DIPO Parts" items={USER_NAV} headerExtra={<CartBadgeLink />} />
}
