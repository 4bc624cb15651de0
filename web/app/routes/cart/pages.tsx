// Cart screen (product.md §2.8); router.tsx lazy-loads it by this name.
export { CartPage } from './cart-page'
