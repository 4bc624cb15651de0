// Tanya Part (product.md §14.4); router.tsx lazy-loads these by name.
export { RequestListPage } from './request-list-page'
export { RequestNewPage } from './request-new-page'
export { RequestPage } from './request-page'
