// Seller user management (product.md §2.13); router.tsx lazy-loads these by name, as one chunk.
export { ManagementHubPage } from './management-hub-page'
export { RegisterStorePage } from './register-store-page'
export { RegisterUserPage } from './register-user-page'
export { StoreListPage } from './store-list-page'
export { UserListPage } from './user-list-page'
