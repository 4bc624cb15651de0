// Sign-in screens (product.md §2.4); the login page is part of the app's entry (router.tsx). The role
// picker is its own chunk (role-picker-page.tsx, loaded by the route gate): only a holder of both roles
// ever sees it, so the login page does not carry it.
export { LoginPage } from './login-page'
