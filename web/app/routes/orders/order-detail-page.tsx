// Order detail (product.md §2.11): one screen for buyers and staff at /{user|seller}/pesanan/{bucket}/:id.
// Beside the order, its back-orders (product.md §13.1): the orders an estimate made of them came
// from under the title, and the lines its export left under the order; each shows only when there is one.
// Under them a Diproses order's deliveries (product.md §13.2).
import { Alert, Anchor, Box, Group, Skeleton, Stack } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useDeferredValue, useEffect } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import type { OrderDetail } from '#common/orders.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import printPage from '#web/components/print.module.css'
import { BackorderOrigins, OrderBackorderLines } from '#web/features/backorders/components/order-backorders.tsx'
import { cartHandoff } from '#web/features/cart/hooks/use-cart.ts'
import { OrderDeliveries } from '#web/features/deliveries/components/order-deliveries.tsx'
import { useOrderDetail } from '#web/features/orders/api/get-order.ts'
import { OrderDetailBody } from '#web/features/orders/components/order-detail-body.tsx'
import { usePrintMode } from '#web/features/orders/hooks/use-print-mode.ts'
import { BACK, DETAIL_TITLE, INVALID_ID, loadErrorText } from '#web/features/orders/logic/detail-messages.ts'
import { parseOrderId } from '#web/features/orders/logic/detail-view.ts'
import { type Area, bucketOfPath, paths, screenAreaOf } from '#web/lib/paths.ts'
import { backorderPaths } from '../backorders/paths'
import { deliveryPaths } from '../deliveries/paths'

/** The address follows the order's real status: /seller/pesanan/estimasi/7 becomes …/konfirmasi/7. */
function useBucketRedirect(order: OrderDetail | undefined, area: Area, pathname: string) {
  const navigate = useNavigate()
  const urlBucket = bucketOfPath(pathname)
  useEffect(() => {
    if (order && order.bucket !== urlBucket) navigate(paths.orderDetail(area, order.bucket, order.id), { replace: true })
  }, [order, urlBucket, area, navigate])
}

/** Back to where the visitor came from inside the app, else to the role's list of all orders. */
function BackLink({ area }: { area: Area }) {
  const navigate = useNavigate()
  const fallback = paths.orders(area)
  return (
    <Anchor
      component={Link}
      to={fallback}
      size="sm"
      mb="xs"
      display="inline-block"
      onClick={(event) => {
        // the page asked first (unsent changes): its answer decides where to go
        if (event.defaultPrevented) return
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
        if (idx > 0 && !event.metaKey && !event.ctrlKey) {
          event.preventDefault()
          navigate(-1)
        }
      }}
    >
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {BACK}
      </Group>
    </Anchor>
  )
}

function DetailSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Memuat…">
      <Skeleton height={140} radius="md" />
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} />
    </Stack>
  )
}

/** product.md §8.3: the page error, once; an empty table under it would say a second, other thing. */
function LoadFailed({ message }: { message: string }) {
  return (
    <Alert color="red" title="Gagal memuat pesanan" role="alert">
      {message}
    </Alert>
  )
}

export function OrderDetailPage() {
  const { id: rawId } = useParams()
  const { pathname } = useLocation()
  const area = screenAreaOf(pathname)
  const id = parseOrderId(rawId)
  const query = useOrderDetail(id)
  useBucketRedirect(query.data, area, pathname)
  // here, above the body: a print asked while a new status arrives prints the new status's paper
  const printer = usePrintMode()
  // An order that arrives while the page is open renders in the background, between other work:
  // the skeleton stays until it is ready rather than the phone freezing while the lines render.
  const deferred = useDeferredValue(query.data)
  // never the previous order under the next one's address
  const order = deferred?.id === id ? deferred : undefined

  let body = <DetailSkeleton />
  if (id === null)
    body = (
      <Alert color="red" role="alert">
        {INVALID_ID}
      </Alert>
    )
  // a new status starts from the server's values; a change that keeps it (a later arrival date,
  // a switched part) keeps what the viewer is typing
  else if (order) {
    const side = area === 'seller' ? 'seller' : 'user'
    body = (
      <>
        <BackorderOrigins orderId={order.id} side={side} className={printPage.screen} />
        <OrderDetailBody key={`${order.id}:${order.status_code}`} order={order} cart={cartHandoff} printer={printer} />
        <OrderBackorderLines orderId={order.id} side={side} listPath={backorderPaths.list(side)} className={printPage.screen} />
        <OrderDeliveries
          orderId={order.id}
          statusCode={order.status_code}
          deliveryPath={(delivery) => deliveryPaths.detail(side, delivery)}
          className={printPage.screen}
        />
      </>
    )
  } else if (query.isError) body = <LoadFailed message={loadErrorText(query.error)} />

  return (
    <Box>
      <Box className={printPage.screen}>
        <BackLink area={area} />
        <PageHeader title={DETAIL_TITLE} />
      </Box>
      {body}
    </Box>
  )
}
