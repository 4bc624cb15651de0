// The addresses of the signed-in screens (product.md §2.1), each with the lazy module and component
// that render it and what its first render asks for. One table, matched by React Router alone: the
// router renders it (router.tsx adds the elements) and the app's start reads it (route-start.ts
// starts the address's chunks and data before React is evaluated). It holds no component, so it
// can be evaluated first.
import type { Params, RouteObject } from 'react-router'
import { ORDER_BUCKETS, type OrderBucket } from '#common/order-status.ts'
import { type Area, ID_PARAM, paths } from '#web/lib/paths.ts'
import type { RouteModule } from './route-modules'
import { prefetch as cartData } from './routes/cart/prefetch'
import { prefetch as catalogueData } from './routes/catalogue/prefetch'
import { prefetch as orderDetailData } from './routes/orders/detail-prefetch'
import { prefetch as orderListData } from './routes/orders/list-prefetch'

/** What an address's first render will ask for, from what the router matched. */
export type FirstData = (match: { params: Params; pathname: string; search: string }) => void

export interface RouteHandle {
  /** The lazy module that holds the screen, and the component it exports. */
  module: RouteModule
  component: string
  /** Props the component takes from its route (an order list's bucket). */
  props?: Record<string, unknown>
  /** A layout, or a screen outside the layouts, behind the route gate (product.md §2.2). */
  gated?: boolean
  /** The profile of buyers and staff carries the notification settings. */
  withNotificationSettings?: boolean
  /** Asked as soon as someone of the area is signed in, beside the screen's code. */
  firstData?: FirstData
}

type TableRoute = Omit<RouteObject, 'handle' | 'children' | 'index'> & { handle: RouteHandle; children?: TableRoute[] }

const screen = (path: string, module: RouteModule, component: string, more: Partial<RouteHandle> = {}): TableRoute => ({
  path,
  handle: { module, component, ...more },
})

/** An order list's first page: one bucket's, or every bucket's (undefined), with the address's filters. */
const orderList =
  (bucket: OrderBucket | undefined): FirstData =>
  ({ search }) =>
    orderListData(bucket, search)

function orderRoutes(area: Area): TableRoute[] {
  return [
    ...ORDER_BUCKETS.flatMap((bucket) => [
      screen(paths.orders(area, bucket), 'orders', 'OrderListPage', { props: { status: bucket }, firstData: orderList(bucket) }),
      screen(paths.orderDetail(area, bucket, ID_PARAM), 'orderDetail', 'OrderDetailPage', {
        firstData: ({ params }) => orderDetailData(params.id ?? ''),
      }),
    ]),
    // every bucket at once; for staff also the order detail's fallback list (product.md §2.11)
    screen(paths.orders(area), 'orders', 'OrderListPage', { firstData: orderList(undefined) }),
  ]
}

function catalogueRoutes(area: 'user' | 'seller'): TableRoute[] {
  return [
    screen(paths.productSearch(area), 'catalogue', 'ProductSearchPage'),
    screen(paths.catalogue(area), 'catalogue', 'CataloguePage', {
      firstData: ({ pathname, search }) => catalogueData(pathname, search),
    }),
    screen(paths.product(area, ID_PARAM), 'catalogue', 'ProductDetailPage'),
  ]
}

// Layout routes are pathless, so '/user' or '/seller/xyz' alone match nothing and show not-found
// without the layout (product.md §2.1).
const userArea: TableRoute = {
  handle: { module: 'userLayout', component: 'default', gated: true },
  children: [
    ...catalogueRoutes('user'),
    screen(paths.cart, 'cart', 'CartPage', { firstData: cartData }),
    screen(paths.newOrder, 'orders', 'NewOrderPage'),
    screen(paths.importOrder, 'imports', 'ImportOrderPage'),
    ...orderRoutes('user'),
    screen(paths.reports('user'), 'reports', 'UserReportPage'),
    screen(paths.profile('user'), 'profile', 'ProfilePage', { withNotificationSettings: true }),
    screen(paths.help('user'), 'help', 'UserHelpPage'),
  ],
}

const sellerArea: TableRoute = {
  handle: { module: 'sellerLayout', component: 'default', gated: true },
  children: [
    ...catalogueRoutes('seller'),
    screen(paths.orderSection('seller'), 'orders', 'OrderListPage', { firstData: orderList(undefined) }),
    ...orderRoutes('seller'),
    screen(paths.management.hub, 'management', 'ManagementHubPage'),
    screen(paths.management.registerUser, 'management', 'RegisterUserPage'),
    screen(paths.management.registerStore, 'management', 'RegisterStorePage'),
    screen(paths.management.userList, 'management', 'UserListPage'),
    screen(paths.management.storeList, 'management', 'StoreListPage'),
    screen(paths.management.onboarding, 'onboarding', 'SellerOnboardingPage'),
    screen(paths.reports('seller'), 'reports', 'SellerReportPage'),
    screen(paths.profile('seller'), 'profile', 'ProfilePage', { withNotificationSettings: true }),
    screen(paths.help('seller'), 'help', 'SellerHelpPage'),
  ],
}

const adminArea: TableRoute = {
  handle: { module: 'adminLayout', component: 'default', gated: true },
  children: [
    screen(paths.admin.branches, 'admin', 'BranchListPage'),
    screen(paths.admin.staff, 'admin', 'StaffListPage'),
    screen(paths.admin.stores, 'admin', 'AdminStoreListPage'),
    screen(paths.admin.onboarding, 'onboarding', 'AdminOnboardingPage'),
    screen(paths.reports('admin'), 'reports', 'AdminReportPage'),
    screen(paths.admin.audit, 'admin', 'AuditPage'),
    screen(paths.admin.feeds, 'feeds', 'FeedsPage'),
    screen(paths.admin.notifications, 'notifications', 'OutboxHealthPage'),
    screen(paths.admin.settings, 'admin', 'SettingsPage'),
    screen(paths.profile('admin'), 'profile', 'ProfilePage'),
  ],
}

/** Every lazily loaded screen; the root, the login page and not-found are the router's own. */
export const routeTable: TableRoute[] = [
  screen(paths.newPassword, 'newPassword', 'NewPasswordPage', { gated: true }),
  userArea,
  sellerArea,
  adminArea,
]
export type { TableRoute }
