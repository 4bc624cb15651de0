// Every route of SPEC §2.1. Each screen is its own lazy chunk, so the login page loads little.
import { type ComponentType, lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { ORDER_BUCKETS } from '../common/order-status'
import { FullPageLoader } from './components/loaders'
import { RouteGate } from './layouts/route-gate'

// biome-ignore lint/suspicious/noExplicitAny: a page component's props are checked where it is used
function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

const LoginPage = lazy(() => import('./features/auth/login-page'))
const NotFoundPage = lazy(() => import('./components/not-found-page'))
const UserLayout = lazy(() => import('./layouts/user-layout'))
const SellerLayout = lazy(() => import('./layouts/seller-layout'))

const catalogue = () => import('./features/catalogue/pages')
const ProductSearchPage = lazyNamed(catalogue, 'ProductSearchPage')
const CataloguePage = lazyNamed(catalogue, 'CataloguePage')
const ProductDetailPage = lazyNamed(catalogue, 'ProductDetailPage')
const CartPage = lazyNamed(() => import('./features/cart/pages'), 'CartPage')
const orders = () => import('./features/orders/pages')
const NewOrderPage = lazyNamed(orders, 'NewOrderPage')
const OrderListPage = lazyNamed(orders, 'OrderListPage')
const OrderDetailPage = lazyNamed(orders, 'OrderDetailPage')
const ImportOrderPage = lazyNamed(() => import('./features/imports/pages'), 'ImportOrderPage')
const reports = () => import('./features/reports/pages')
const UserReportPage = lazyNamed(reports, 'UserReportPage')
const SellerReportPage = lazyNamed(reports, 'SellerReportPage')
const ProfilePage = lazyNamed(() => import('./features/profile/pages'), 'ProfilePage')
const help = () => import('./features/help/pages')
const UserHelpPage = lazyNamed(help, 'UserHelpPage')
const SellerHelpPage = lazyNamed(help, 'SellerHelpPage')
const management = () => import('./features/management/pages')
const ManagementHubPage = lazyNamed(management, 'ManagementHubPage')
const RegisterUserPage = lazyNamed(management, 'RegisterUserPage')
const RegisterStorePage = lazyNamed(management, 'RegisterStorePage')
const UserListPage = lazyNamed(management, 'UserListPage')
const StoreListPage = lazyNamed(management, 'StoreListPage')

/** Order lists and details per status; any other status falls through to the not-found page. */
function orderRoutes(area: '/user' | '/seller') {
  return ORDER_BUCKETS.flatMap((bucket) => [
    <Route key={bucket} path={`${area}/pesanan/${bucket}`} element={<OrderListPage status={bucket} />} />,
    <Route key={`${bucket}-detail`} path={`${area}/pesanan/${bucket}/:id`} element={<OrderDetailPage />} />,
  ])
}

// Layout routes are pathless, so '/user' or '/seller/xyz' alone match nothing and show not-found
// without the layout (SPEC §2.1).
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route element={<RouteGate><UserLayout /></RouteGate>}>
          <Route path="/user/produk" element={<ProductSearchPage />} />
          <Route path="/user/produk/all" element={<CataloguePage />} />
          <Route path="/user/produk/:id" element={<ProductDetailPage />} />
          <Route path="/user/keranjang" element={<CartPage />} />
          <Route path="/user/pesanan" element={<NewOrderPage />} />
          <Route path="/user/pesanan/import" element={<ImportOrderPage />} />
          <Route path="/user/pesanan/all" element={<OrderListPage />} />
          {orderRoutes('/user')}
          <Route path="/user/laporan" element={<UserReportPage />} />
          <Route path="/user/profile" element={<ProfilePage />} />
          <Route path="/user/bantuan" element={<UserHelpPage />} />
        </Route>
        <Route element={<RouteGate><SellerLayout /></RouteGate>}>
          <Route path="/seller/produk" element={<ProductSearchPage />} />
          <Route path="/seller/produk/all" element={<CataloguePage />} />
          <Route path="/seller/produk/:id" element={<ProductDetailPage />} />
          <Route path="/seller/pesanan" element={<OrderListPage />} />
          {/* The order detail's fallback list (SPEC §2.11) is /seller/pesanan/all. */}
          <Route path="/seller/pesanan/all" element={<OrderListPage />} />
          {orderRoutes('/seller')}
          <Route path="/seller/manajemen-user" element={<ManagementHubPage />} />
          <Route path="/seller/manajemen-user/daftar-user" element={<RegisterUserPage />} />
          <Route path="/seller/manajemen-user/daftar-toko" element={<RegisterStorePage />} />
          <Route path="/seller/manajemen-user/list-user" element={<UserListPage />} />
          <Route path="/seller/manajemen-user/list-toko" element={<StoreListPage />} />
          <Route path="/seller/laporan" element={<SellerReportPage />} />
          <Route path="/seller/profile" element={<ProfilePage />} />
          <Route path="/seller/bantuan" element={<SellerHelpPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
