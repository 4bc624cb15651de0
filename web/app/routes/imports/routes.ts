// The order import's part of the route table (route-table.ts): the buyer's import screen, reached
// from the new-order chooser.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { importPaths } from './paths'

export const importRoutes: FeatureRoutes<'imports'> = {
  modules: { imports: () => import('./pages') },
  screens: { user: [screen(importPaths.importOrder, 'imports', 'ImportOrderPage')] },
}
