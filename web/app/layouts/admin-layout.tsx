import { AppLayout } from './app-layout'
import { ADMIN_NAV } from './nav-items'

/** Head office works at a desk over every branch: dense navigation, full-width tables, no order stream. */
export default function AdminLayout() {
  return <AppLayout brand="DIPO Parts (Admin Pusat)" items={ADMIN_NAV} dense liveOrders={false} />
}
