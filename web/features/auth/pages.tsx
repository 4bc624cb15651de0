// Sign-in screens (SPEC §2.4); router.tsx and the route gate lazy-load them by these names.
export { LoginPage } from './login-page'
export { RolePickerPage } from './role-picker-page'
