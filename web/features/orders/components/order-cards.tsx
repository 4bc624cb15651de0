// Below 768 px a card per order instead of the table (product.md §2.10): a big target for a thumb.
import { Anchor, Card, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#common/format.ts'
import type { OrderListItem } from '#common/orders.ts'
import { EmptyMessage, ErrorMessage, SkeletonCards } from '#web/components/list-states.tsx'
import type { OpenOrder } from '../hooks/use-open-order'
import type { OrderRows } from '../hooks/use-order-rows'
import { EMPTY_NO_STATUS_TEXT, EMPTY_TEXT, loadErrorText } from '../logic/list-messages'
import { FulfilmentBadge } from './fulfilment-badge'
import { StatusBadge } from './status-badge'

function OrderCard({ order, opener }: { order: OrderListItem; opener: OpenOrder }) {
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-order-id={order.id}
      data-testid="order-card"
      role="listitem"
      onClick={(event) => opener.onClick(order, event)}
      onContextMenu={(event) => opener.onContextMenu(order, event)}
      style={{ cursor: 'pointer' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Anchor
          component={Link}
          to={opener.href(order)}
          fw={700}
          size="sm"
          onClick={(event) => event.stopPropagation()}
          style={{ overflowWrap: 'anywhere' }}
        >
          {order.noTransaksi}
        </Anchor>
        <Stack gap={4} align="flex-end">
          <StatusBadge bucket={order.bucket} size="sm" />
          {order.pengiriman && <FulfilmentBadge state={order.pengiriman} size="sm" />}
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {formatDateTime(order.tanggal)}
      </Text>
      <Text size="sm" fw={500} mt={4}>
        {order.toko}
      </Text>
      <Text size="xs" c="dimmed">
        Dibuat Oleh: {order.dibuatOleh}
      </Text>
      {order.keterangan && (
        <Text size="sm" c="dimmed" lineClamp={2} mt={2} style={{ overflowWrap: 'anywhere' }}>
          {order.keterangan}
        </Text>
      )}
    </Card>
  )
}

export function OrderCards({ list, opener }: { list: OrderRows; opener: OpenOrder }) {
  let content: ReactNode
  if (list.noStatus) content = <EmptyMessage text={EMPTY_NO_STATUS_TEXT} />
  else if (list.loading) content = <SkeletonCards withBadge />
  else if (list.error) content = <ErrorMessage text={loadErrorText(list.error)} onRetry={list.retry} />
  else if (list.rows.length === 0) content = list.hasMore ? null : <EmptyMessage text={EMPTY_TEXT} />
  else content = list.rows.map((order) => <OrderCard key={order.id} order={order} opener={opener} />)
  // a list only while it holds cards: 'Tidak ada data' inside role="list" fails axe
  // (aria-required-children), e.g. after a Pengiriman filter that matches nothing
  const cards = Array.isArray(content) && content.length > 0
  return (
    <Stack
      gap="xs"
      role={cards ? 'list' : undefined}
      aria-label={cards ? 'Daftar pesanan' : undefined}
      aria-busy={list.loading || list.fetchingMore}
    >
      {content}
    </Stack>
  )
}
