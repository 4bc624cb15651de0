// The lazy modules of the routes, and what an address needs of them. Apart from the router (which
// renders them) so that the app's start (boot.ts) can begin loading them before React and the UI
// kit are evaluated.

import { type Area, areaOfPath, orderIdSegmentOf, paths } from '../lib/paths'
import { preloadableModule } from '../lib/preloadable'
import { prefetch as cartData } from './routes/cart/prefetch'
import { prefetch as catalogueData } from './routes/catalogue/prefetch'
import { prefetch as orderDetailData } from './routes/orders/detail-prefetch'
import { prefetch as orderListData } from './routes/orders/list-prefetch'

export const routeModules = {
  userLayout: preloadableModule(() => import('./layouts/user-layout')),
  sellerLayout: preloadableModule(() => import('./layouts/seller-layout')),
  adminLayout: preloadableModule(() => import('./layouts/admin-layout')),
  newPassword: preloadableModule(() => import('./routes/auth/new-password-page')),
  catalogue: preloadableModule(() => import('./routes/catalogue/pages')),
  cart: preloadableModule(() => import('./routes/cart/pages')),
  imports: preloadableModule(() => import('./routes/imports/pages')),
  orders: preloadableModule(() => import('./routes/orders/pages')),
  orderDetail: preloadableModule(() => import('./routes/orders/detail-pages')),
  reports: preloadableModule(() => import('./routes/reports/pages')),
  profile: preloadableModule(() => import('./routes/profile/pages')),
  notifications: preloadableModule(() => import('./routes/notifications/pages')),
  help: preloadableModule(() => import('./routes/help/pages')),
  management: preloadableModule(() => import('./routes/management/pages')),
  admin: preloadableModule(() => import('./routes/admin/pages')),
  onboarding: preloadableModule(() => import('./routes/onboarding/pages')),
  feeds: preloadableModule(() => import('./routes/feeds/pages')),
}
type RouteModule = keyof typeof routeModules

/** The page module of an address in an area, most specific prefix first. */
function pageModuleOf(pathname: string, area: Area): RouteModule | undefined {
  if (orderIdSegmentOf(pathname) !== null) return 'orderDetail'
  const byPrefix: [string, RouteModule][] = [
    [paths.productSearch(area), 'catalogue'],
    [paths.cart, 'cart'],
    [paths.importOrder, 'imports'],
    [paths.orderSection(area), 'orders'],
    [paths.reports(area), 'reports'],
    [paths.profile(area), 'profile'],
    [paths.help(area), 'help'],
    // under the hub's prefix: before it
    [paths.management.onboarding, 'onboarding'],
    [paths.management.hub, 'management'],
    [paths.admin.branches, 'admin'],
    [paths.admin.staff, 'admin'],
    [paths.admin.onboarding, 'onboarding'],
    [paths.admin.audit, 'admin'],
    [paths.admin.feeds, 'feeds'],
  ]
  return byPrefix.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1]
}

const LAYOUT_OF: Record<Area, RouteModule> = { user: 'userLayout', seller: 'sellerLayout', admin: 'adminLayout' }

/** The lazy modules an address needs: its layout and its page (the login page is in the entry). */
export function routeModulesFor(pathname: string): RouteModule[] {
  if (pathname === paths.newPassword) return ['newPassword']
  const area = areaOfPath(pathname)
  // an area's root alone ('/user') is no screen
  if (!area || pathname === paths.area(area)) return []
  const page = pageModuleOf(pathname, area)
  return [LAYOUT_OF[area], ...(page ? [page] : [])]
}

/**
 * Loads the chunks of the address being opened together with the app's own start: the layout and
 * the page would otherwise load one after the other, each only once the one before has rendered.
 * Settles when they have arrived or failed (React.lazy tries a failed one again when it renders).
 */
export async function warmRoute(pathname: string): Promise<void> {
  await Promise.allSettled(routeModulesFor(pathname).map((key) => routeModules[key].load()))
}

type Prefetch = (pathname: string, search: string) => void

/**
 * What the everyday pages' first render asks for, in the entry (a few small modules): asked as
 * soon as the session is known, the calls travel beside the pages' code instead of after it.
 */
const FIRST_DATA: Partial<Record<RouteModule, Prefetch>> = {
  catalogue: catalogueData,
  cart: cartData,
  orders: orderListData,
  orderDetail: orderDetailData,
}

/**
 * Asks for the data the address's first render will ask for, once someone of its area is signed
 * in: an everyday page's at once, another module's (a layout's header, by exporting `prefetch`)
 * when its code has arrived.
 */
export function prefetchRoute(pathname: string, search: string): void {
  for (const key of routeModulesFor(pathname)) {
    const first = FIRST_DATA[key]
    if (first) {
      first(pathname, search)
      continue
    }
    // a module that failed to load is tried again when it renders (React.lazy)
    const later = (module: object) => {
      if ('prefetch' in module) (module.prefetch as Prefetch)(pathname, search)
    }
    routeModules[key].load().then(later, () => undefined)
  }
}
