// Tanya Part's part of the route table (route-table.ts): the list for buyers and staff after Sisa
// Pesanan (and Selisih) in each navbar, with what waits for each side; one request; the buyer's
// new request.
import { type FeatureRoutes, type NavEntry, screen } from '#web/app/feature-routes.ts'
import { ID_PARAM } from '#web/lib/paths.ts'
import { partRequestPaths } from './paths'

const tanyaPart = (area: 'user' | 'seller'): NavEntry => ({
  label: 'Tanya Part',
  to: partRequestPaths.list(area),
  order: 28,
  badge: 'partRequests',
})

export const partRequestRoutes: FeatureRoutes<'partRequests'> = {
  modules: { partRequests: () => import('./pages') },
  screens: {
    user: [
      screen(partRequestPaths.list('user'), 'partRequests', 'RequestListPage', { props: { side: 'user' } }),
      screen(partRequestPaths.ask, 'partRequests', 'RequestNewPage'),
      screen(partRequestPaths.detail('user', ID_PARAM), 'partRequests', 'RequestPage', { props: { side: 'user' } }),
    ],
    seller: [
      screen(partRequestPaths.list('seller'), 'partRequests', 'RequestListPage', { props: { side: 'seller' } }),
      screen(partRequestPaths.detail('seller', ID_PARAM), 'partRequests', 'RequestPage', { props: { side: 'seller' } }),
    ],
  },
  nav: { user: [tanyaPart('user')], seller: [tanyaPart('seller')] },
}
