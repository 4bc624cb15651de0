// Order screens (SPEC §2.9–§2.11); router.tsx lazy-loads them by these names, as one chunk.
export { NewOrderPage } from './new-order-page'
export { OrderDetailPage } from './order-detail-page'
export { OrderListPage } from './order-list-page'
export { prefetch } from './prefetch'
