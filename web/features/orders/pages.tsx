// Order screens (SPEC §2.9–§2.11); filled in by the order issues.
export { OrderDetailPage } from './detail/order-detail-page'
export { OrderListPage } from './list/order-list-page'
export { NewOrderPage } from './new-order-page'
