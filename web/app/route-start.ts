// What the address being opened needs, read off the route table by React Router's own matching:
// its chunks and its first data, started with the app (boot.ts, main.tsx) before React's renderer
// and the UI kit are evaluated, instead of one after the other as each screen renders.
import type { QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router'
import { type RouteModule, routeModules } from './route-modules'
import { type RouteHandle, routeTable } from './route-table'

/** The table's routes an address matches, outermost first (none for a screen outside it). */
function matchesOf(pathname: string) {
  return matchRoutes(routeTable, pathname) ?? []
}

/** The lazy modules an address needs: its layout and its page (the login page is in the entry). */
export function routeModulesFor(pathname: string): RouteModule[] {
  return matchesOf(pathname).flatMap(({ route }) => {
    const { module, withNotificationSettings } = route.handle as RouteHandle
    return withNotificationSettings ? [module, 'notifications' as const] : [module]
  })
}

/**
 * Loads the chunks of the address being opened together with the app's own start: the layout and
 * the page would otherwise load one after the other, each only once the one before has rendered.
 * Settles when they have arrived or failed (React.lazy tries a failed one again when it renders).
 */
export async function warmRoute(pathname: string): Promise<void> {
  await Promise.allSettled(routeModulesFor(pathname).map((key) => routeModules[key].load()))
}

type Prefetch = (client: QueryClient) => Promise<unknown>

/**
 * Asks `client` for the data the address's first render will ask for, once someone of its area is
 * signed in: an everyday page's at once (its `firstData`, a few small modules in the entry), a
 * layout's (its header, by exporting `prefetch`) when its code has arrived. Settles when every
 * answer is in the cache or has failed (the screen asks again for a failed one): the server's
 * render waits for that (web/entry-server.tsx), the browser does not.
 */
export function prefetchRoute(pathname: string, search: string, client: QueryClient): Promise<unknown> {
  const asked = matchesOf(pathname).map(({ route, params }) => {
    const handle = route.handle as RouteHandle
    if (handle.firstData) return handle.firstData({ params, pathname, search }, client)
    // a module that failed to load is tried again when it renders (React.lazy)
    const later = (module: object) => ('prefetch' in module ? (module.prefetch as Prefetch)(client) : undefined)
    return routeModules[handle.module].load().then(later)
  })
  return Promise.allSettled(asked)
}
