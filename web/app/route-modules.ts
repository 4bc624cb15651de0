// The lazy modules of the routes: each loaded once, whether the app's start (route-start.ts) or the
// router (router.tsx) asks first.
import { preloadableModule } from '../lib/preloadable'

export const routeModules = {
  userLayout: preloadableModule(() => import('./layouts/user-layout')),
  sellerLayout: preloadableModule(() => import('./layouts/seller-layout')),
  adminLayout: preloadableModule(() => import('./layouts/admin-layout')),
  newPassword: preloadableModule(() => import('./routes/auth/new-password-page')),
  catalogue: preloadableModule(() => import('./routes/catalogue/pages')),
  cart: preloadableModule(() => import('./routes/cart/pages')),
  imports: preloadableModule(() => import('./routes/imports/pages')),
  orders: preloadableModule(() => import('./routes/orders/pages')),
  orderDetail: preloadableModule(() => import('./routes/orders/detail-pages')),
  reports: preloadableModule(() => import('./routes/reports/pages')),
  profile: preloadableModule(() => import('./routes/profile/pages')),
  notifications: preloadableModule(() => import('./routes/notifications/pages')),
  help: preloadableModule(() => import('./routes/help/pages')),
  management: preloadableModule(() => import('./routes/management/pages')),
  admin: preloadableModule(() => import('./routes/admin/pages')),
  onboarding: preloadableModule(() => import('./routes/onboarding/pages')),
  feeds: preloadableModule(() => import('./routes/feeds/pages')),
}
export type RouteModule = keyof typeof routeModules
