// The discrepancies' part of the route table (route-table.ts): 'Selisih' for staff, after Sisa
// Pesanan in their navbar.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { discrepancyPaths } from './paths'

export const discrepancyRoutes: FeatureRoutes<'discrepancies'> = {
  modules: { discrepancies: () => import('./pages') },
  screens: { seller: [screen(discrepancyPaths.list, 'discrepancies', 'DiscrepancyListPage')] },
  nav: { seller: [{ label: 'Selisih', to: discrepancyPaths.list, order: 27 }] },
}
