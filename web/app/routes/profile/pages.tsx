// Profile screen (product.md §2.14); router.tsx lazy-loads it by this name.
export { ProfilePage } from './profile-page'
