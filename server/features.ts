import { adminFeature } from './admin'
import { authFeature } from './auth'
import { backordersFeature } from './backorders'
import { cartFeature } from './cart'
import { catalogueFeature } from './catalogue'
import { deliveriesFeature } from './deliveries'
import { feedsFeature } from './feeds'
import { importsFeature } from './imports'
import type { AnyFeature } from './lib/compose-features'
import { liveFeature } from './live'
import { managementFeature } from './management'
import { notificationsFeature } from './notifications'
import { onboardingFeature } from './onboarding'
import { orderEventsFeature } from './order-events'
import { ordersFeature } from './orders'
import { partRequestsFeature } from './part-requests'
import { pricingFeature } from './pricing'
import { profileFeature } from './profile'
import { reportsFeature } from './reports'
import { stockFeature } from './stock'
import { synonymsFeature } from './synonyms'

/**
 * The server's features, in the order they are built and their routes registered: a feature
 * sees what the features before it give (each descriptor's `needs` and `gives`; the table in
 * docs/architecture.md 'The features' is checked against this list). A new feature is one line here.
 */
export const FEATURES: readonly AnyFeature[] = [
  authFeature,
  stockFeature,
  pricingFeature,
  synonymsFeature,
  orderEventsFeature,
  catalogueFeature,
  reportsFeature,
  notificationsFeature,
  liveFeature,
  cartFeature,
  ordersFeature,
  backordersFeature,
  deliveriesFeature,
  partRequestsFeature,
  importsFeature,
  managementFeature,
  onboardingFeature,
  profileFeature,
  adminFeature,
  feedsFeature,
]
