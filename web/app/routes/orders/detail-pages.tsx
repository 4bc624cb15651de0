// An order's detail (product.md §2.10); router.tsx lazy-loads it by this name, apart from the lists.

export { OrderDetailPage } from './order-detail-page'
