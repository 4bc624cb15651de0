// Help screens (product.md §2.16); router.tsx lazy-loads them by these names.
export { SellerHelpPage } from './seller-help-page'
export { UserHelpPage } from './user-help-page'
