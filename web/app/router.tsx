// Every route of product.md §2.1. The login page is part of the app's entry, the first thing most phones
// open; every other screen is a lazy chunk, so the login page loads little.
import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { ORDER_BUCKETS } from '#common/order-status.ts'
import { FullPageLoader } from '../components/loaders'
import { type Area, ID_PARAM, paths } from '../lib/paths'
import { lazyComponent } from '../lib/preloadable'
import { RouteGate } from './layouts/route-gate'
import { routeModules } from './route-modules'
import { LoginPage } from './routes/auth/pages'

const NotFoundPage = lazy(() => import('../components/not-found-page'))
const UserLayout = lazyComponent(routeModules.userLayout, 'default')
const SellerLayout = lazyComponent(routeModules.sellerLayout, 'default')
const AdminLayout = lazyComponent(routeModules.adminLayout, 'default')
const NewPasswordPage = lazyComponent(routeModules.newPassword, 'NewPasswordPage')
const ProductSearchPage = lazyComponent(routeModules.catalogue, 'ProductSearchPage')
const CataloguePage = lazyComponent(routeModules.catalogue, 'CataloguePage')
const ProductDetailPage = lazyComponent(routeModules.catalogue, 'ProductDetailPage')
const CartPage = lazyComponent(routeModules.cart, 'CartPage')
const NewOrderPage = lazyComponent(routeModules.orders, 'NewOrderPage')
const OrderListPage = lazyComponent(routeModules.orders, 'OrderListPage')
const OrderDetailPage = lazyComponent(routeModules.orderDetail, 'OrderDetailPage')
const ImportOrderPage = lazyComponent(routeModules.imports, 'ImportOrderPage')
const UserReportPage = lazyComponent(routeModules.reports, 'UserReportPage')
const SellerReportPage = lazyComponent(routeModules.reports, 'SellerReportPage')
const AdminReportPage = lazyComponent(routeModules.reports, 'AdminReportPage')
const ProfilePage = lazyComponent(routeModules.profile, 'ProfilePage')
const NotificationSettings = lazyComponent(routeModules.notifications, 'NotificationSettings')
const UserHelpPage = lazyComponent(routeModules.help, 'UserHelpPage')
const SellerHelpPage = lazyComponent(routeModules.help, 'SellerHelpPage')
const ManagementHubPage = lazyComponent(routeModules.management, 'ManagementHubPage')
const RegisterUserPage = lazyComponent(routeModules.management, 'RegisterUserPage')
const RegisterStorePage = lazyComponent(routeModules.management, 'RegisterStorePage')
const UserListPage = lazyComponent(routeModules.management, 'UserListPage')
const StoreListPage = lazyComponent(routeModules.management, 'StoreListPage')
const BranchListPage = lazyComponent(routeModules.admin, 'BranchListPage')
const StaffListPage = lazyComponent(routeModules.admin, 'StaffListPage')
const AuditPage = lazyComponent(routeModules.admin, 'AuditPage')
const FeedsPage = lazyComponent(routeModules.feeds, 'FeedsPage')
const SellerOnboardingPage = lazyComponent(routeModules.onboarding, 'SellerOnboardingPage')
const AdminOnboardingPage = lazyComponent(routeModules.onboarding, 'AdminOnboardingPage')

/** Order lists and details per status; any other status falls through to the not-found page. */
function orderRoutes(area: Area) {
  return ORDER_BUCKETS.flatMap((bucket) => [
    <Route key={bucket} path={paths.orders(area, bucket)} element={<OrderListPage status={bucket} />} />,
    <Route key={`${bucket}-detail`} path={paths.orderDetail(area, bucket, ID_PARAM)} element={<OrderDetailPage />} />,
  ])
}

// Layout routes are pathless, so '/user' or '/seller/xyz' alone match nothing and show not-found
// without the layout (product.md §2.1).
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route path={paths.root} element={<Navigate to={paths.login} replace />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route
          path={paths.newPassword}
          element={
            <RouteGate>
              <NewPasswordPage />
            </RouteGate>
          }
        />
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
          <Route path={paths.profile('user')} element={<ProfilePage extra={<NotificationSettings />} />} />
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
          {/* The order detail's fallback list (product.md §2.11) is /seller/pesanan/all. */}
          <Route path={paths.orders('seller')} element={<OrderListPage />} />
          {orderRoutes('seller')}
          <Route path={paths.management.hub} element={<ManagementHubPage />} />
          <Route path={paths.management.registerUser} element={<RegisterUserPage />} />
          <Route path={paths.management.registerStore} element={<RegisterStorePage />} />
          <Route path={paths.management.userList} element={<UserListPage />} />
          <Route path={paths.management.storeList} element={<StoreListPage />} />
          <Route path={paths.management.onboarding} element={<SellerOnboardingPage />} />
          <Route path={paths.reports('seller')} element={<SellerReportPage />} />
          <Route path={paths.profile('seller')} element={<ProfilePage extra={<NotificationSettings />} />} />
          <Route path={paths.help('seller')} element={<SellerHelpPage />} />
        </Route>
        <Route
          element={
            <RouteGate>
              <AdminLayout />
            </RouteGate>
          }
        >
          <Route path={paths.admin.branches} element={<BranchListPage />} />
          <Route path={paths.admin.staff} element={<StaffListPage />} />
          <Route path={paths.admin.onboarding} element={<AdminOnboardingPage />} />
          <Route path={paths.reports('admin')} element={<AdminReportPage />} />
          <Route path={paths.admin.audit} element={<AuditPage />} />
          <Route path={paths.admin.feeds} element={<FeedsPage />} />
          <Route path={paths.profile('admin')} element={<ProfilePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  )
}
