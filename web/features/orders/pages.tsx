// Order screens (SPEC §2.9–§2.11); filled in by the order issues.
import { type OrderBucket, STATUS_INFO, statusOfBucket } from '../../../common/order-status'
import { PlaceholderPage } from '../../components/placeholder-page'

export { NewOrderPage } from './new-order-page'

/** `status` absent: all orders. */
export function OrderListPage({ status }: { status?: OrderBucket }) {
  const title = status ? `Pesanan ${STATUS_INFO[statusOfBucket(status)].label}` : 'Semua Pesanan'
  return <PlaceholderPage title={title} />
}

export function OrderDetailPage() {
  return <PlaceholderPage title="Detail Pesanan" />
}
