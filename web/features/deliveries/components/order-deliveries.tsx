// 'Pengiriman' under a Diproses order (product.md §13.2): per line what the branch supplies, what
// left and what is still to send; the order's deliveries, each leading to its Surat Jalan; and for
// the branch's staff 'Catat Pengiriman'. Only a Diproses order has deliveries: any other asks
// nothing. Nothing shows while it loads or if it fails, as the order's other panels.
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconTruckDelivery } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { DeliverySummary } from '#common/deliveries.ts'
import { DELIVERY_TEXT } from '#common/delivery-rules.ts'
import { formatNumber } from '#common/format.ts'
import { ORDER_STATUS } from '#common/order-status.ts'
import { lazyDialog } from '#web/components/lazy-dialog.tsx'
import { OrderPanel, OrderPanelTable } from '#web/components/order-panel.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { useOrderDeliveries } from '../api/get-order-deliveries'
import { useDeliveriesFollowOrder } from '../hooks/use-follow-order'
import type { DeliveryLine } from '../logic/form'
import { DELIVERY_UI, dayText, wayText } from '../logic/messages'

const DeliveryForm = lazyDialog(() => import('./delivery-form'))

interface OrderDeliveriesProps {
  orderId: number
  statusCode: number
  /** the page's address of one delivery (its Surat Jalan) */
  deliveryPath: (id: number) => string
  /** the page's (its print view leaves this out) */
  className?: string
}

/** A line counts once the branch supplies some of it, or something of it left. */
const shownLines = (lines: readonly DeliveryLine[]) => lines.filter((line) => line.ordered > 0 || line.delivered > 0)

function PartCell({ line }: { line: DeliveryLine }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {line.part_no}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {line.part_name}
      </Text>
    </Stack>
  )
}

const FIGURES = [
  { key: 'ordered', label: DELIVERY_TEXT.ordered },
  { key: 'delivered', label: DELIVERY_TEXT.delivered },
  { key: 'open', label: DELIVERY_TEXT.open },
] as const

/** At a desk the lines are a table, as the order's own. */
function LinesTable({ lines }: { lines: readonly DeliveryLine[] }) {
  return (
    <OrderPanelTable label={DELIVERY_UI.linesLabel}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{DELIVERY_UI.part}</Table.Th>
          {FIGURES.map((f) => (
            <Table.Th key={f.key} ta="right">
              {f.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.order_item_id}>
            <Table.Td>
              <PartCell line={line} />
            </Table.Td>
            {FIGURES.map((f) => (
              <Table.Td key={f.key} ta="right" fw={f.key === 'open' && line.open > 0 ? 700 : undefined}>
                {formatNumber(line[f.key])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </OrderPanelTable>
  )
}

/** On a phone each line is a card: the part, then its three figures side by side. */
function LineCards({ lines }: { lines: readonly DeliveryLine[] }) {
  return (
    <Stack gap={0} role="list" aria-label={DELIVERY_UI.linesLabel}>
      {lines.map((line) => (
        <Stack
          key={line.order_item_id}
          gap={4}
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          role="listitem"
        >
          <PartCell line={line} />
          <Group gap="md" wrap="wrap">
            {FIGURES.map((f) => (
              <Text key={f.key} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {f.label}: <b>{formatNumber(line[f.key])}</b>
              </Text>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  )
}

function DeliveryList({
  deliveries,
  deliveryPath,
}: {
  deliveries: readonly DeliverySummary[]
  deliveryPath: (id: number) => string
}) {
  if (deliveries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {DELIVERY_TEXT.none}
      </Text>
    )
  }
  return (
    <Stack gap={0} role="list" aria-label={DELIVERY_UI.listLabel}>
      {deliveries.map((d) => (
        <Group
          key={d.id}
          role="listitem"
          gap="xs"
          py={6}
          wrap="wrap"
          justify="space-between"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Stack gap={0}>
            <Anchor component={Link} to={deliveryPath(d.id)} size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {d.number}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {dayText(d.date)} · {wayText(d)}
            </Text>
          </Stack>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {DELIVERY_UI.pieces(d.pieces)}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}

export function OrderDeliveries({ orderId, statusCode, deliveryPath, className }: OrderDeliveriesProps) {
  const diproses = statusCode === ORDER_STATUS.DIPROSES
  useDeliveriesFollowOrder(orderId)
  const wide = useMedia(WIDE_QUERY)
  const [recording, setRecording] = useState(false)
  const data = useOrderDeliveries(orderId, diproses).data
  if (!data || (!diproses && data.deliveries.length === 0)) return null
  const lines = shownLines(data.lines)
  return (
    <OrderPanel
      titleId="order-deliveries-title"
      title={DELIVERY_TEXT.title}
      action={
        data.can_record ? (
          <Button size="xs" leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={() => setRecording(true)}>
            {DELIVERY_TEXT.record}
          </Button>
        ) : null
      }
      actionAlign="center"
      className={className}
    >
      {lines.length > 0 && wide ? <LinesTable lines={lines} /> : null}
      {lines.length > 0 && !wide ? <LineCards lines={lines} /> : null}
      <Title order={3} size="h6" mt="sm" mb={4}>
        {DELIVERY_TEXT.document}
      </Title>
      <DeliveryList deliveries={data.deliveries} deliveryPath={deliveryPath} />
      <DeliveryForm opened={recording} orderId={orderId} lines={data.lines} onClose={() => setRecording(false)} />
    </OrderPanel>
  )
}
