// An order's detail (product.md §2.11); router.tsx lazy-loads it by this name, apart from the lists.

export { OrderDetailPage } from './order-detail-page'
