// An order's detail (SPEC §2.10); router.tsx lazy-loads it by this name, apart from the lists.

export { prefetch } from './detail-prefetch'
export { OrderDetailPage } from './order-detail-page'
