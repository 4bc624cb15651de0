// Pengiriman (product.md §13.2); router.tsx lazy-loads it by this name, one page for both areas.
export { DeliveryPage } from './delivery-page'
