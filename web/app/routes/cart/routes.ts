// The cart's part of the route table (route-table.ts): the buyer's cart, with its 'Sering Dipesan'
// asked beside its code. It has no navbar entry: the header's cart button leads to it.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { paths } from '#web/lib/paths.ts'
import { prefetch } from './prefetch'

export const cartRoutes: FeatureRoutes<'cart'> = {
  modules: { cart: () => import('./pages') },
  screens: { user: [screen(paths.cart, 'cart', 'CartPage', { firstData: prefetch })] },
}
