// Tanya Part's part of the route table (route-table.ts): the list for buyers and staff after Sisa
// Pesanan (and Selisih) in each navbar, with what waits for each side; one request; the buyer's
// new request; the lists and a request with their first data asked beside their code.
import { type FeatureRoutes, type NavEntry, screen } from '#web/app/feature-routes.ts'
import { ID_PARAM } from '#web/lib/paths.ts'
import { partRequestPaths } from './paths'
import { prefetchList, prefetchRequest } from './prefetch'

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
      screen(partRequestPaths.list('user'), 'partRequests', 'RequestListPage', {
        props: { side: 'user' },
        firstData: ({ search }, client) => prefetchList(client, 'user', search),
      }),
      screen(partRequestPaths.ask, 'partRequests', 'RequestNewPage'),
      screen(partRequestPaths.detail('user', ID_PARAM), 'partRequests', 'RequestPage', {
        props: { side: 'user' },
        firstData: ({ params }, client) => prefetchRequest(client, params.id),
      }),
    ],
    seller: [
      screen(partRequestPaths.list('seller'), 'partRequests', 'RequestListPage', {
        props: { side: 'seller' },
        firstData: ({ search }, client) => prefetchList(client, 'seller', search),
      }),
      screen(partRequestPaths.detail('seller', ID_PARAM), 'partRequests', 'RequestPage', {
        props: { side: 'seller' },
        firstData: ({ params }, client) => prefetchRequest(client, params.id),
      }),
    ],
  },
  nav: { user: [tanyaPart('user')], seller: [tanyaPart('seller')] },
}
