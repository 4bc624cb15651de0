// The help's part of the route table (route-table.ts): Bantuan for buyers and for staff, last in
// their navbars.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { helpPaths } from './paths'

const bantuan = (area: 'user' | 'seller') => ({ label: 'Bantuan', to: helpPaths.help(area), order: 100 })

export const helpRoutes: FeatureRoutes<'help'> = {
  modules: { help: () => import('./pages') },
  screens: {
    user: [screen(helpPaths.help('user'), 'help', 'UserHelpPage')],
    seller: [screen(helpPaths.help('seller'), 'help', 'SellerHelpPage')],
  },
  nav: { user: [bantuan('user')], seller: [bantuan('seller')] },
}
