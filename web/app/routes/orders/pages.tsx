// The order lists and the new order (product.md §2.9, §2.10); router.tsx lazy-loads them by these names,
// as one chunk. An order's detail is its own chunk (detail-pages.tsx): neither carries the other.

export { NewOrderPage } from './new-order-page'
export { OrderListPage } from './order-list-page'
