import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx'
import { AppLayout } from './app-layout'
import { SELLER_NAV } from './nav-items'

/** Staff work at wide screens with long tables: dense navigation, full-width content. */
export default function SellerLayout() {
  return <AppLayout brand="DIPO Parts (Seller)" items={SELLER_NAV} dense headerExtra={<NotificationBell />} />
}
