// Order import screen; router.tsx lazy-loads it by this name.
export { ImportOrderPage } from './import-order-page'
