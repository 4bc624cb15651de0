// The addresses of the signed-in screens (product.md §2.1), each with the lazy module and component
// that render it and what its first render asks for. One table, which router.tsx makes React
// Router's data routes (each screen's `lazy` and `loader`) for the browser and the server alike.
// Each feature brings its part (routes/<feature>/routes.ts, feature-routes.ts says what a part
// holds); the table is built from the list of those parts (feature-list.ts), which also gives the
// lazy modules (route-modules.ts) and the navbars (layouts/nav-items.ts). It holds no component.
import type { Area } from '#web/lib/paths.ts'
import { FEATURE_ROUTES } from './feature-list'
import type { TableRoute } from './feature-routes'

// Layout routes are pathless, so '/user' or '/seller/xyz' alone match nothing and show not-found
// without the layout (product.md §2.1). The layouts' modules are route-modules.ts's own.
const areaLayout = (area: Area, module: string): TableRoute => ({
  handle: { module, component: 'default', gated: true },
  children: FEATURE_ROUTES.flatMap((part) => part.screens?.[area] ?? []),
})

/** Every lazily loaded screen; the root, the login page and not-found are the router's own. */
export const routeTable: TableRoute[] = [
  ...FEATURE_ROUTES.flatMap((part) => part.outside ?? []),
  areaLayout('user', 'userLayout'),
  areaLayout('seller', 'sellerLayout'),
  areaLayout('admin', 'adminLayout'),
]
export type { RouteHandle, TableRoute } from './feature-routes'
