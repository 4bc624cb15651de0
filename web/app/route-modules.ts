// The lazy modules of the routes, by the names the route table's handles give: the areas' layouts,
// and each feature's pages (its part's `modules`, route-table.ts). The router's routes bring them
// (router.tsx, each route's `lazy`); the server names the ones a page is made of, so the page's
// head brings their scripts and stylesheets before the app's own code has run.
import { matchRoutes } from 'react-router'
import { FEATURE_ROUTES } from './feature-list'
import { type RouteHandle, routeTable } from './route-table'

const layouts = {
  userLayout: () => import('./layouts/user-layout'),
  sellerLayout: () => import('./layouts/seller-layout'),
  adminLayout: () => import('./layouts/admin-layout'),
}

/** A module's name: a layout's above, or one a part gives (route-table.test.ts: no name twice). */
export type RouteModule = string

const importers = [layouts, ...FEATURE_ROUTES.map((part) => part.modules)].flatMap((modules) => Object.entries(modules))

export const routeModules: Readonly<Record<RouteModule, () => Promise<object>>> = Object.fromEntries(importers)

/** The lazy modules an address is made of: its layout and its page (the login page is in the entry). */
export function routeModulesFor(pathname: string): RouteModule[] {
  return (matchRoutes(routeTable, pathname) ?? []).flatMap(({ route }) => {
    const { module, withNotificationSettings } = route.handle as RouteHandle
    return withNotificationSettings ? [module, 'notifications' as const] : [module]
  })
}
