// Selisih (product.md §13.3); router.tsx lazy-loads it by this name.
export { DiscrepancyListPage } from './discrepancy-list-page'
