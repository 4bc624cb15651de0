// The web features' parts of the route table, in order: a new feature is one line here. From this
// list come the route table (route-table.ts), the lazy modules (route-modules.ts) and the navbars
// (layouts/nav-items.ts); docs/adding-a-feature.md walks through adding one.
import type { FeatureRoutes } from './feature-routes'
import { adminRoutes } from './routes/admin/routes'
import { authRoutes } from './routes/auth/routes'
import { backorderRoutes } from './routes/backorders/routes'
import { cartRoutes } from './routes/cart/routes'
import { catalogueRoutes } from './routes/catalogue/routes'
import { deliveryRoutes } from './routes/deliveries/routes'
import { discrepancyRoutes } from './routes/discrepancies/routes'
import { feedRoutes } from './routes/feeds/routes'
import { helpRoutes } from './routes/help/routes'
import { importRoutes } from './routes/imports/routes'
import { managementRoutes } from './routes/management/routes'
import { notificationRoutes } from './routes/notifications/routes'
import { onboardingRoutes } from './routes/onboarding/routes'
import { orderRoutes } from './routes/orders/routes'
import { partRequestRoutes } from './routes/part-requests/routes'
import { profileRoutes } from './routes/profile/routes'
import { reportRoutes } from './routes/reports/routes'

/** Every feature's part; an area lists its screens in this order (the navbars go by each entry's own place). */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  authRoutes,
  catalogueRoutes,
  cartRoutes,
  orderRoutes,
  backorderRoutes,
  deliveryRoutes,
  discrepancyRoutes,
  partRequestRoutes,
  importRoutes,
  managementRoutes,
  adminRoutes,
  onboardingRoutes,
  reportRoutes,
  feedRoutes,
  notificationRoutes,
  profileRoutes,
  helpRoutes,
]
