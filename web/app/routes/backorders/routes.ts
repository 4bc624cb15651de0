// The back-orders' part of the route table (route-table.ts): Sisa Pesanan for buyers and staff,
// after Pesanan in each navbar with the count of open lines, its first page asked beside its code.
import { type FeatureRoutes, type NavEntry, screen } from '#web/app/feature-routes.ts'
import { backorderPaths } from './paths'
import { prefetch } from './prefetch'

const sisaPesanan = (area: 'user' | 'seller'): NavEntry => ({
  label: 'Sisa Pesanan',
  to: backorderPaths.list(area),
  order: 25,
  badge: 'backorders',
})

export const backorderRoutes: FeatureRoutes<'backorders'> = {
  modules: { backorders: () => import('./pages') },
  screens: {
    user: [
      screen(backorderPaths.list('user'), 'backorders', 'BackorderListPage', {
        props: { side: 'user' },
        firstData: (_match, client) => prefetch(client, 'user'),
      }),
    ],
    seller: [
      screen(backorderPaths.list('seller'), 'backorders', 'BackorderListPage', {
        props: { side: 'seller' },
        firstData: (_match, client) => prefetch(client, 'seller'),
      }),
    ],
  },
  nav: { user: [sisaPesanan('user')], seller: [sisaPesanan('seller')] },
}
