// An order's side of its back-orders, on its detail: the lines its export left (each with its
// state and the estimate it became), and on an estimate made of back-orders the orders they came
// from. One request; an order with neither shows nothing, nor while it loads or if it fails.
import { Anchor, Group, Stack, Table, Text } from '@mantine/core'
import { Fragment } from 'react'
import { Link } from 'react-router'
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import type { BackorderLine } from '#common/backorders.ts'
import { OrderPanel, OrderPanelTable } from '#web/components/order-panel.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { useOrderBackorders } from '../api/get-order-backorders'
import type { BackorderSide } from '../api/keys'
import { useBackordersFollowOrders } from '../hooks/use-follow-orders'
import { BACKORDER_UI } from '../logic/messages'
import { AgeFacts, OrderLink, PartFacts, qtyText, ReadyFacts, StateFacts } from './line-facts'

interface OrderBackordersProps {
  orderId: number
  side: BackorderSide
  /** the page's (its print view leaves these out) */
  className?: string
}

/** 'Dari sisa pesanan: DPO/…, DPO/…' on an estimate made of back-orders. */
export function BackorderOrigins({ orderId, side, className }: OrderBackordersProps) {
  const origins = useOrderBackorders(orderId).data?.origins ?? []
  if (origins.length === 0) return null
  return (
    <Text size="sm" mb="md" className={className}>
      {BACKORDER_TEXT.origins}{' '}
      {origins.map((order, index) => (
        <Fragment key={order.id}>
          {index > 0 ? ', ' : null}
          <OrderLink order={order} side={side} />
        </Fragment>
      ))}
    </Text>
  )
}

function PanelLine({ line, side }: { line: BackorderLine; side: BackorderSide }) {
  return (
    <Stack gap={4} py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} role="listitem">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <PartFacts line={line} />
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {BACKORDER_UI.qty(line.qty)}
        </Text>
      </Group>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <ReadyFacts line={line} />
        <StateFacts line={line} side={side} end />
      </Group>
      <AgeFacts line={line} />
    </Stack>
  )
}

const COLUMNS = BACKORDER_UI.columns

/** At a desk the lines are a table, as the order's own. */
function PanelTable({ lines, side }: { lines: readonly BackorderLine[]; side: BackorderSide }) {
  return (
    <OrderPanelTable label={BACKORDER_UI.panelLabel}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{COLUMNS.part}</Table.Th>
          <Table.Th ta="right">{COLUMNS.qty}</Table.Th>
          <Table.Th>{COLUMNS.ready}</Table.Th>
          <Table.Th>{COLUMNS.state}</Table.Th>
          <Table.Th>{COLUMNS.age}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              <PartFacts line={line} />
            </Table.Td>
            <Table.Td ta="right">{qtyText(line)}</Table.Td>
            <Table.Td>
              <ReadyFacts line={line} />
            </Table.Td>
            <Table.Td>
              <StateFacts line={line} side={side} />
            </Table.Td>
            <Table.Td>
              <AgeFacts line={line} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </OrderPanelTable>
  )
}

/** 'Sisa Pesanan': the lines this order's export left; `listPath` leads to the list where they are moved. */
export function OrderBackorderLines({ orderId, side, listPath, className }: OrderBackordersProps & { listPath: string }) {
  useBackordersFollowOrders()
  const wide = useMedia(WIDE_QUERY)
  const lines = useOrderBackorders(orderId).data?.lines ?? []
  if (lines.length === 0) return null
  return (
    <OrderPanel
      titleId="order-backorders-title"
      title={BACKORDER_TEXT.title}
      action={
        <Anchor component={Link} to={listPath} size="sm">
          {BACKORDER_UI.openList}
        </Anchor>
      }
      actionAlign="baseline"
      className={className}
    >
      {wide ? (
        <PanelTable lines={lines} side={side} />
      ) : (
        <Stack gap={0} role="list" aria-label={BACKORDER_UI.panelLabel}>
          {lines.map((line) => (
            <PanelLine key={line.id} line={line} side={side} />
          ))}
        </Stack>
      )}
    </OrderPanel>
  )
}
