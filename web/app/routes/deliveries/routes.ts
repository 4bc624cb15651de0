// The deliveries' part of the route table (route-table.ts): one delivery's page for buyers and
// staff, reached from an order's 'Pengiriman' panel, so in no navbar.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { ID_PARAM } from '#web/lib/paths.ts'
import { deliveryPaths } from './paths'

export const deliveryRoutes: FeatureRoutes<'deliveries'> = {
  modules: { deliveries: () => import('./pages') },
  screens: {
    user: [screen(deliveryPaths.detail('user', ID_PARAM), 'deliveries', 'DeliveryPage')],
    seller: [screen(deliveryPaths.detail('seller', ID_PARAM), 'deliveries', 'DeliveryPage')],
  },
}
