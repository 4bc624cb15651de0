// The feeds' part of the route table (route-table.ts): head office's Feed Data.
import { type FeatureRoutes, screen } from '#web/app/feature-routes.ts'
import { feedPaths } from './paths'

export const feedRoutes: FeatureRoutes<'feeds'> = {
  modules: { feeds: () => import('./pages') },
  screens: { admin: [screen(feedPaths.feeds, 'feeds', 'FeedsPage')] },
  nav: { admin: [{ label: 'Feed Data', to: feedPaths.feeds, order: 70 }] },
}
