// Every route of product.md §2.1 as React Router's data routes: the route table (route-table.ts)
// with each screen's code brought by its route's `lazy` and its first data asked by its route's
// `loader`, into the query cache the screen then reads. The same routes serve the browser's router
// (main.tsx) and the server's static handler (entry-server.tsx). The login page is part of the
// app's entry, the first thing most phones open; every other screen is a lazy chunk.
import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, Suspense } from 'react'
import { type LoaderFunctionArgs, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router'
import { FullPageLoader } from '../components/loaders'
import { getSessionState } from '../features/auth/logic/session-store'
import { areaOfPath, paths } from '../lib/paths'
import type { FirstData } from './feature-routes'
import { RouteGate } from './layouts/route-gate'
import { RouteError } from './route-error'
import { routeModules } from './route-modules'
import { type RouteHandle, routeTable, type TableRoute } from './route-table'
import { LoginPage } from './routes/auth/pages'

/** What the routes' loaders ask with: whose cache, whether they wait, and for whom. */
export interface RouteData {
  /** The browser's one query cache, or the cache of the page the server renders. */
  client: QueryClient
  /** The server's render waits for a page's data; the browser only starts it (its screens show their own loading). */
  waitForData: boolean
  /** Someone of the address's area is signed in, so its data may be asked for (the browser learns it with its session). */
  signedInFor(pathname: string): boolean | Promise<boolean>
}

/** The browser's: loaders start a page's data, once the session is known, for someone of its area. */
export function browserRouteData(client: QueryClient, sessionKnown: Promise<unknown>): RouteData {
  return {
    client,
    waitForData: false,
    async signedInFor(pathname) {
      await sessionKnown
      const { status, role } = getSessionState()
      return status === 'ready' && role !== null && areaOfPath(pathname) === role
    },
  }
}

/** A route's loader: asks for the first data of its screen and returns nothing, the cache holds the answers. */
function loaderOf(firstData: FirstData, data: RouteData) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const { pathname, search } = new URL(request.url)
    if (!(await data.signedInFor(pathname))) return null
    // a failed ask is asked again by the screen itself
    const asked = firstData({ params, pathname, search }, data.client).catch(() => undefined)
    if (data.waitForData) await asked
    return null
  }
}

type Exports = Record<string, unknown>

/** A layout's header data: its module's `prefetch` (layouts/header-data.ts). */
const layoutData = (module: Exports): FirstData | undefined =>
  typeof module.prefetch === 'function'
    ? (_match, client) => (module.prefetch as (c: QueryClient) => Promise<unknown>)(client)
    : undefined

/**
 * The route's screen from its module (behind the route gate when the table says so), as an
 * element: routes of one screen (an order in each bucket) render the same component, so moving
 * between them (Pesan Sekarang: konfirmasi to po) keeps the screen mounted, as a plain router did.
 * A layout's loader comes with its module.
 */
async function codeOf(handle: RouteHandle, data: RouteData): Promise<Pick<RouteObject, 'element' | 'loader'>> {
  const [module, settings] = await Promise.all([
    routeModules[handle.module]() as Promise<Exports>,
    handle.withNotificationSettings ? (routeModules.notifications() as Promise<Exports>) : undefined,
  ])
  const Screen = module[handle.component] as ComponentType<Record<string, unknown>>
  // the profile's 'Notifikasi' card, from the notifications' module (routes/notifications/routes.ts)
  const Extra = settings?.NotificationSettings as ComponentType | undefined
  const screen = <Screen {...handle.props} {...(Extra ? { extra: <Extra /> } : {})} />
  const headerData = handle.firstData ? undefined : layoutData(module)
  return {
    element: handle.gated ? <RouteGate>{screen}</RouteGate> : screen,
    ...(headerData ? { loader: loaderOf(headerData, data) } : {}),
  }
}

function dataRoutes(routes: TableRoute[], data: RouteData): RouteObject[] {
  return routes.map(({ children, handle, ...route }) => ({
    ...route,
    handle,
    lazy: () => codeOf(handle, data),
    ...(handle.firstData ? { loader: loaderOf(handle.firstData, data) } : {}),
    ...(children ? { children: dataRoutes(children, data) } : {}),
  }))
}

/** Around every screen: a part of a screen that waits for its code (a dialog) shows the loader. */
function AppFrame() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  )
}

const notFound = () => import('#web/components/not-found-page.tsx').then((page) => ({ Component: page.default }))

export function appRoutes(data: RouteData): RouteObject[] {
  return [
    {
      Component: AppFrame,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        { path: paths.root, element: <Navigate to={paths.login} replace /> },
        { path: paths.login, Component: LoginPage },
        ...dataRoutes(routeTable, data),
        { path: '*', lazy: notFound },
      ],
    },
  ]
}

/**
 * Brings the code of the routes an address matches into the routes themselves, before the browser's
 * router is made to take over a page the server rendered: a route still lazy would render nothing
 * (React Router's fallback) where the server drew the screen.
 */
export async function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const code = await route.lazy()
      Object.assign(route, code, { lazy: undefined })
    }),
  )
}
