// Cart screen (SPEC §2.8); router.tsx lazy-loads it by this name.
export { CartPage } from './cart-page'
export { prefetch } from './prefetch'
