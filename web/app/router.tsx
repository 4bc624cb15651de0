// Every route of product.md §2.1: the route table (route-table.ts) with its screens as elements. The
// login page is part of the app's entry, the first thing most phones open; every other screen is a
// lazy chunk, so the login page loads little.
import { type ComponentType, lazy, Suspense } from 'react'
import { Navigate, type RouteObject, useRoutes } from 'react-router'
import { FullPageLoader } from '../components/loaders'
import { paths } from '../lib/paths'
import { lazyComponent, type PreloadableModule } from '../lib/preloadable'
import { RouteGate } from './layouts/route-gate'
import { routeModules } from './route-modules'
import { type RouteHandle, routeTable, type TableRoute } from './route-table'
import { LoginPage } from './routes/auth/pages'

const NotFoundPage = lazy(() => import('#web/components/not-found-page.tsx'))

// One component per module and name, made once: a new one per render would remount the screen.
const screens = new Map<string, ComponentType<Record<string, unknown>>>()
function screenOf({ module, component }: Pick<RouteHandle, 'module' | 'component'>) {
  const key = `${module}.${component}`
  let screen = screens.get(key)
  if (!screen) {
    // biome-ignore lint/suspicious/noExplicitAny: the table names the component; its props are the route's
    screen = lazyComponent(routeModules[module] as PreloadableModule<any>, component)
    screens.set(key, screen)
  }
  return screen
}

// the profile's 'Notifikasi' card, from the notifications' module (routes/notifications/routes.ts)
const NotificationSettings = screenOf({ module: 'notifications', component: 'NotificationSettings' })

function elementOf(handle: RouteHandle) {
  const Screen = screenOf(handle)
  const props = handle.withNotificationSettings ? { ...handle.props, extra: <NotificationSettings /> } : handle.props
  const element = <Screen {...props} />
  return handle.gated ? <RouteGate>{element}</RouteGate> : element
}

function withElements(routes: TableRoute[]): RouteObject[] {
  return routes.map(({ children, ...route }) => ({
    ...route,
    element: elementOf(route.handle),
    ...(children ? { children: withElements(children) } : {}),
  }))
}

const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.login} replace /> },
  { path: paths.login, element: <LoginPage /> },
  ...withElements(routeTable),
  { path: '*', element: <NotFoundPage /> },
]

export function AppRoutes() {
  return <Suspense fallback={<FullPageLoader />}>{useRoutes(routes)}</Suspense>
}
