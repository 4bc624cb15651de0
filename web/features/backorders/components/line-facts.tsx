// The pieces of a back-order line that the list's rows and cards and an order's panel share: its
// ready status (an Indent line with its arrival day), its state with what followed (the branch's
// stock, the estimate it became, why it was given up), its age, and the order it came from.
import { Anchor, Group, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import type { BackorderLine } from '#common/backorders.ts'
import { etaText } from '#common/eta.ts'
import { formatNumber } from '#common/format.ts'
import { paths } from '#web/lib/paths.ts'
import type { BackorderSide } from '../api/keys'
import { BACKORDER_UI } from '../logic/messages'
import { BackorderStateBadge, LamaBadge } from './state-badge'

type OrderRef = BackorderLine['order']

export function OrderLink({ order, side }: { order: OrderRef; side: BackorderSide }) {
  return (
    <Anchor component={Link} to={paths.orderDetail(side, order.bucket, order.id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {order.no_transaksi}
    </Anchor>
  )
}

export function ReadyFacts({ line }: { line: BackorderLine }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{line.ready_label}</Text>
      {line.ready_code === 'indent' && line.eta ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {etaText(line.eta)}
        </Text>
      ) : null}
    </Stack>
  )
}

/**
 * The state's badge, and what came of the line: the branch's stock, the new estimate, the reason.
 * `end`: on a card, at the right edge even when it wraps below the ready status.
 */
export function StateFacts({ line, side, end = false }: { line: BackorderLine; side: BackorderSide; end?: boolean }) {
  return (
    <Stack gap={2} align={end ? 'flex-end' : 'flex-start'} ta={end ? 'right' : undefined} ml={end ? 'auto' : undefined}>
      <BackorderStateBadge state={line.state} />
      {line.state === 'stok_tersedia' && line.available_qty !== null ? (
        <Text size="sm" fw={700} c="teal">
          {BACKORDER_TEXT.stock(line.available_qty)}
        </Text>
      ) : null}
      {line.state === 'dipesan_ulang' && line.reorder ? (
        <Text size="sm">
          {BACKORDER_UI.reorder} <OrderLink order={line.reorder} side={side} />
        </Text>
      ) : null}
      {line.state === 'dibatalkan' && line.cancel_reason ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {BACKORDER_UI.reason} {line.cancel_reason}
        </Text>
      ) : null}
    </Stack>
  )
}

export function AgeFacts({ line }: { line: BackorderLine }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {BACKORDER_TEXT.age(line.age_days)}
      </Text>
      {line.flagged ? <LamaBadge /> : null}
    </Group>
  )
}

export function PartFacts({ line }: { line: BackorderLine }) {
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

export const qtyText = (line: BackorderLine) => formatNumber(line.qty)
