// Every route of SPEC §2.1. The login page is part of the app's entry, the first thing most phones
// open; every other screen is a lazy chunk, so the login page loads little.
import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { ORDER_BUCKETS } from '../common/order-status'
import { FullPageLoader } from './components/loaders'
import { LoginPage } from './features/auth/pages'
import { RouteGate } from './layouts/route-gate'
import { type Area, ID_PARAM, paths } from './lib/paths'
import { lazyComponent, preloadableModule } from './lib/preloadable'

const NotFoundPage = lazy(() => import('./components/not-found-page'))
const userLayout = preloadableModule(() => import('./layouts/user-layout'))
const sellerLayout = preloadableModule(() => import('./layouts/seller-layout'))
const UserLayout = lazyComponent(userLayout, 'default')
const SellerLayout = lazyComponent(sellerLayout, 'default')

const catalogue = preloadableModule(() => import('./features/catalogue/pages'))
const ProductSearchPage = lazyComponent(catalogue, 'ProductSearchPage')
const CataloguePage = lazyComponent(catalogue, 'CataloguePage')
const ProductDetailPage = lazyComponent(catalogue, 'ProductDetailPage')
const cart = preloadableModule(() => import('./features/cart/pages'))
const CartPage = lazyComponent(cart, 'CartPage')
const orders = preloadableModule(() => import('./features/orders/pages'))
const NewOrderPage = lazyComponent(orders, 'NewOrderPage')
const OrderListPage = lazyComponent(orders, 'OrderListPage')
const OrderDetailPage = lazyComponent(orders, 'OrderDetailPage')
const imports = preloadableModule(() => import('./features/imports/pages'))
const ImportOrderPage = lazyComponent(imports, 'ImportOrderPage')
const reports = preloadableModule(() => import('./features/reports/pages'))
const UserReportPage = lazyComponent(reports, 'UserReportPage')
const SellerReportPage = lazyComponent(reports, 'SellerReportPage')
const profile = preloadableModule(() => import('./features/profile/pages'))
const ProfilePage = lazyComponent(profile, 'ProfilePage')
const help = preloadableModule(() => import('./features/help/pages'))
const UserHelpPage = lazyComponent(help, 'UserHelpPage')
const SellerHelpPage = lazyComponent(help, 'SellerHelpPage')
const management = preloadableModule(() => import('./features/management/pages'))
const ManagementHubPage = lazyComponent(management, 'ManagementHubPage')
const RegisterUserPage = lazyComponent(management, 'RegisterUserPage')
const RegisterStorePage = lazyComponent(management, 'RegisterStorePage')
const UserListPage = lazyComponent(management, 'UserListPage')
const StoreListPage = lazyComponent(management, 'StoreListPage')

const routeModules = { userLayout, sellerLayout, catalogue, cart, imports, orders, reports, profile, help, management }
type RouteModule = keyof typeof routeModules

/** The page module of an address in an area, most specific prefix first. */
function pageModuleOf(pathname: string, area: Area): RouteModule | undefined {
  const byPrefix: [string, RouteModule][] = [
    [paths.productSearch(area), 'catalogue'],
    [paths.cart, 'cart'],
    [paths.importOrder, 'imports'],
    [paths.orderSection(area), 'orders'],
    [paths.reports(area), 'reports'],
    [paths.profile(area), 'profile'],
    [paths.help(area), 'help'],
    [paths.management.hub, 'management'],
  ]
  return byPrefix.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1]
}

/** The lazy modules an address needs: its layout and its page (the login page is in the entry). */
export function routeModulesFor(pathname: string): RouteModule[] {
  const area: Area | null = pathname.startsWith('/user/') ? 'user' : pathname.startsWith('/seller/') ? 'seller' : null
  if (!area) return []
  const page = pageModuleOf(pathname, area)
  return [area === 'user' ? 'userLayout' : 'sellerLayout', ...(page ? [page] : [])]
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
 * Asks for the data the address's first render will ask for, once its modules are in and someone
 * of its area is signed in: the calls then travel while the screen renders instead of after it.
 * A module says what it needs by exporting `prefetch`.
 */
export function prefetchRoute(pathname: string, search: string): void {
  for (const key of routeModulesFor(pathname)) {
    const module: object | undefined = routeModules[key].loaded()
    if (module && 'prefetch' in module) (module.prefetch as Prefetch)(pathname, search)
  }
}

/** Order lists and details per status; any other status falls through to the not-found page. */
function orderRoutes(area: Area) {
  return ORDER_BUCKETS.flatMap((bucket) => [
    <Route key={bucket} path={paths.orders(area, bucket)} element={<OrderListPage status={bucket} />} />,
    <Route key={`${bucket}-detail`} path={paths.orderDetail(area, bucket, ID_PARAM)} element={<OrderDetailPage />} />,
  ])
}

// Layout routes are pathless, so '/user' or '/seller/xyz' alone match nothing and show not-found
// without the layout (SPEC §2.1).
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route path={paths.root} element={<Navigate to={paths.login} replace />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route
          element={
            <RouteGate>
              <UserLayout />
            </RouteGate>
          }
        >
          <Route path={paths.productSearch('user')} element={<ProductSearchPage />} />
          <Route path={paths.catalogue('user')} element={<CataloguePage />} />
          <Route path={paths.product('user', ID_PARAM)} element={<ProductDetailPage />} />
          <Route path={paths.cart} element={<CartPage />} />
          <Route path={paths.newOrder} element={<NewOrderPage />} />
          <Route path={paths.importOrder} element={<ImportOrderPage />} />
          <Route path={paths.orders('user')} element={<OrderListPage />} />
          {orderRoutes('user')}
          <Route path={paths.reports('user')} element={<UserReportPage />} />
          <Route path={paths.profile('user')} element={<ProfilePage />} />
          <Route path={paths.help('user')} element={<UserHelpPage />} />
        </Route>
        <Route
          element={
            <RouteGate>
              <SellerLayout />
            </RouteGate>
          }
        >
          <Route path={paths.productSearch('seller')} element={<ProductSearchPage />} />
          <Route path={paths.catalogue('seller')} element={<CataloguePage />} />
          <Route path={paths.product('seller', ID_PARAM)} element={<ProductDetailPage />} />
          <Route path={paths.orderSection('seller')} element={<OrderListPage />} />
          {/* The order detail's fallback list (SPEC §2.11) is /seller/pesanan/all. */}
          <Route path={paths.orders('seller')} element={<OrderListPage />} />
          {orderRoutes('seller')}
          <Route path={paths.management.hub} element={<ManagementHubPage />} />
          <Route path={paths.management.registerUser} element={<RegisterUserPage />} />
          <Route path={paths.management.registerStore} element={<RegisterStorePage />} />
          <Route path={paths.management.userList} element={<UserListPage />} />
          <Route path={paths.management.storeList} element={<StoreListPage />} />
          <Route path={paths.reports('seller')} element={<SellerReportPage />} />
          <Route path={paths.profile('seller')} element={<ProfilePage />} />
          <Route path={paths.help('seller')} element={<SellerHelpPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
