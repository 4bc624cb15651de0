// The orders' part of the route table (route-table.ts): the buyer's new-order chooser, and for
// buyers and staff every status's list and an order's detail, each list and detail with its
// first data asked beside its code. The lists and the chooser are one chunk, the detail another.
import { ORDER_BUCKETS, type OrderBucket } from '#common/order-status.ts'
import { type FeatureRoutes, type FirstData, screen, type TableRoute } from '#web/app/feature-routes.ts'
import { ID_PARAM, paths } from '#web/lib/paths.ts'
import { prefetch as orderDetailData } from './detail-prefetch'
import { prefetch as orderListData } from './list-prefetch'
import { orderPaths } from './paths'

type Module = 'orders' | 'orderDetail'

/** An order list's first page: one bucket's, or every bucket's (undefined), with the address's filters. */
const orderList =
  (bucket: OrderBucket | undefined): FirstData =>
  ({ search }, client) =>
    orderListData(client, bucket, search)

function orderScreens(area: 'user' | 'seller'): TableRoute<Module>[] {
  return [
    ...ORDER_BUCKETS.flatMap((bucket) => [
      screen(paths.orders(area, bucket), 'orders', 'OrderListPage', { props: { status: bucket }, firstData: orderList(bucket) }),
      screen(paths.orderDetail(area, bucket, ID_PARAM), 'orderDetail', 'OrderDetailPage', {
        firstData: ({ params }, client) => orderDetailData(client, params.id ?? ''),
      }),
    ]),
    // every bucket at once; for staff also the order detail's fallback list (product.md §2.11)
    screen(paths.orders(area), 'orders', 'OrderListPage', { firstData: orderList(undefined) }),
  ]
}

export const orderRoutes: FeatureRoutes<Module> = {
  modules: {
    orders: () => import('./pages'),
    orderDetail: () => import('./detail-pages'),
  },
  screens: {
    user: [screen(orderPaths.newOrder, 'orders', 'NewOrderPage'), ...orderScreens('user')],
    seller: [
      screen(paths.orderSection('seller'), 'orders', 'OrderListPage', { firstData: orderList(undefined) }),
      ...orderScreens('seller'),
    ],
  },
  nav: {
    user: [{ label: 'Pesanan', to: paths.orders('user'), activePrefix: paths.orderSection('user'), order: 20 }],
    seller: [{ label: 'Pesanan', to: paths.orderSection('seller'), order: 20 }],
  },
}
