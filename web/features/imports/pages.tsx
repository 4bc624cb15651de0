// Order import screen (SPEC §2.12); router.tsx lazy-loads it by this name.
export { ImportOrderPage } from './import-order-page'
