// The lazy modules of the routes, by the names the route table's handles give: the areas' layouts,
// and each feature's pages (its part's `modules`, route-table.ts). Each is loaded once, whether the
// app's start (route-start.ts) or the router (router.tsx) asks first.
import { type PreloadableModule, preloadableModule } from '../lib/preloadable'
import { FEATURE_ROUTES } from './feature-list'

const layouts = {
  userLayout: () => import('./layouts/user-layout'),
  sellerLayout: () => import('./layouts/seller-layout'),
  adminLayout: () => import('./layouts/admin-layout'),
}

/** A module's name: a layout's above, or one a part gives (route-table.test.ts: no name twice). */
export type RouteModule = string

const importers = [layouts, ...FEATURE_ROUTES.map((part) => part.modules)].flatMap((modules) => Object.entries(modules))

export const routeModules: Readonly<Record<RouteModule, PreloadableModule<object>>> = Object.fromEntries(
  importers.map(([name, importer]) => [name, preloadableModule(importer)]),
)
