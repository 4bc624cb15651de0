// Sisa Pesanan (product.md §13.1); router.tsx lazy-loads it by this name, one page for both areas.
export { BackorderListPage } from './backorder-list-page'
