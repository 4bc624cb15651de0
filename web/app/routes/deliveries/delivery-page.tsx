// One delivery (product.md §13.2) at /{user|seller}/pengiriman/:id: its facts on screen, the way
// back to its order, and 'Cetak', which prints its Surat Jalan alone (the screen leaves the page);
// below, 'Terima Barang' (§13.3): 'Konfirmasi Terima', or who confirmed it and its discrepancies.
import { Alert, Anchor, Box, Button, Group, Skeleton, Stack } from '@mantine/core'
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react'
import { Link, useLocation, useParams } from 'react-router'
import { DELIVERY_TEXT } from '#common/delivery-rules.ts'
import { ApiError } from '#web/api/client.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import printPage from '#web/components/print.module.css'
import { useDelivery } from '#web/features/deliveries/api/get-delivery.ts'
import { DeliveryView } from '#web/features/deliveries/components/delivery-view.tsx'
import { ReceiptPanel } from '#web/features/deliveries/components/receipt-panel.tsx'
import { SuratJalan } from '#web/features/deliveries/components/surat-jalan.tsx'
import { useDeliveryFollowsOrder } from '#web/features/deliveries/hooks/use-follow-order.ts'
import { DELIVERY_UI, failureText } from '#web/features/deliveries/logic/messages.ts'
import { paths, screenAreaOf } from '#web/lib/paths.ts'

/** A path id as the server takes it; anything else is no delivery. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

function LoadFailed({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404
  return (
    <Alert color="red" role="alert" title={missing ? undefined : DELIVERY_TEXT.failed}>
      {missing ? DELIVERY_TEXT.notFound : failureText(error)}
    </Alert>
  )
}

export function DeliveryPage() {
  const { id: rawId } = useParams()
  const area = screenAreaOf(useLocation().pathname)
  const id = parseId(rawId)
  const query = useDelivery(id)
  const delivery = query.data?.id === id ? query.data : undefined
  useDeliveryFollowsOrder(id, delivery?.order.id ?? null)

  let body = (
    <Stack gap="md" role="status" aria-label="Memuat…">
      <Skeleton height={140} radius="md" />
      <Skeleton height={80} />
    </Stack>
  )
  if (id === null)
    body = (
      <Alert color="red" role="alert">
        {DELIVERY_TEXT.notFound}
      </Alert>
    )
  else if (delivery)
    body = (
      <>
        <DeliveryView delivery={delivery} />
        <ReceiptPanel delivery={delivery} />
      </>
    )
  else if (query.isError) body = <LoadFailed error={query.error} />

  return (
    <Box>
      <Box className={printPage.screen}>
        {delivery ? (
          <Anchor
            component={Link}
            to={paths.orderDetail(area, delivery.order.bucket, delivery.order.id)}
            size="sm"
            mb="xs"
            display="inline-block"
          >
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {DELIVERY_UI.backToOrder}
            </Group>
          </Anchor>
        ) : null}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="xs">
          <PageHeader title={delivery ? `${DELIVERY_TEXT.document} ${delivery.number}` : DELIVERY_TEXT.document} />
          {delivery ? (
            <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              {DELIVERY_UI.print}
            </Button>
          ) : null}
        </Group>
        {body}
      </Box>
      {delivery ? <SuratJalan delivery={delivery} /> : null}
    </Box>
  )
}
