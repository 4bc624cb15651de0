// The lines of a list: a table at a desk, a card per line on a phone. Open lines carry a tick box
// for the moves; staff also see whose store each line is.
import { Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core'
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import type { BackorderLine } from '#common/backorders.ts'
import { EmptyMessage } from '#web/components/list-states.tsx'
import { PagedCards, PagedTable } from '#web/components/paged-list.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'
import type { PagedRows } from '#web/lib/use-paged-rows.ts'
import type { BackorderSide } from '../api/keys'
import type { Selection } from '../hooks/use-selection'
import { isOpen } from '../logic/lines'
import { BACKORDER_UI } from '../logic/messages'
import { AgeFacts, OrderLink, PartFacts, qtyText, ReadyFacts, StateFacts } from './line-facts'

interface ListProps {
  list: PagedRows<BackorderLine>
  side: BackorderSide
  selection: Selection
}

const chooseLabel = (line: BackorderLine) => `${BACKORDER_UI.choose(line.part_no)} (${line.order.no_transaksi})`

function LineBox({ line, selection }: { line: BackorderLine; selection: Selection }) {
  if (!isOpen(line)) return null
  return (
    <Checkbox aria-label={chooseLabel(line)} checked={selection.isChosen(line.id)} onChange={() => selection.toggle(line.id)} />
  )
}

function StoreFacts({ line }: { line: BackorderLine }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {line.toko}
      </Text>
      <Text size="xs" c="dimmed">
        {line.kode_toko}
      </Text>
    </Stack>
  )
}

function LineRow({ line, side, selection }: { line: BackorderLine; side: BackorderSide; selection: Selection }) {
  return (
    <Table.Tr data-backorder-id={line.id} bg={line.state === 'stok_tersedia' ? 'var(--mantine-color-teal-light)' : undefined}>
      <Table.Td w={40}>
        <LineBox line={line} selection={selection} />
      </Table.Td>
      <Table.Td>
        <PartFacts line={line} />
      </Table.Td>
      {side === 'seller' ? (
        <Table.Td>
          <StoreFacts line={line} />
        </Table.Td>
      ) : null}
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
      <Table.Td>
        <OrderLink order={line.order} side={side} />
      </Table.Td>
    </Table.Tr>
  )
}

function LineCard({ line, side, selection }: { line: BackorderLine; side: BackorderSide; selection: Selection }) {
  const available = line.state === 'stok_tersedia'
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      role="listitem"
      data-backorder-id={line.id}
      bg={available ? 'var(--mantine-color-teal-light)' : undefined}
      style={available ? { borderColor: 'var(--mantine-color-teal-filled)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {isOpen(line) ? (
          <Stack pt={2}>
            <LineBox line={line} selection={selection} />
          </Stack>
        ) : null}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <PartFacts line={line} />
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {BACKORDER_UI.qty(line.qty)}
            </Text>
          </Group>
          {side === 'seller' ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.toko}{' '}
              <Text span size="xs" c="dimmed">
                ({line.kode_toko})
              </Text>
            </Text>
          ) : null}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <ReadyFacts line={line} />
            <StateFacts line={line} side={side} end />
          </Group>
          <Group justify="space-between" wrap="wrap" gap={4}>
            <Text size="sm">
              {BACKORDER_UI.from} <OrderLink order={line.order} side={side} />
            </Text>
            <AgeFacts line={line} />
          </Group>
        </Stack>
      </Group>
    </Card>
  )
}

function headersOf(side: BackorderSide) {
  const c = BACKORDER_UI.columns
  return side === 'seller'
    ? [c.part, c.store, c.qty, c.ready, c.state, c.age, c.origin]
    : [c.part, c.qty, c.ready, c.state, c.age, c.origin]
}

function ChooseAll({ selection }: { selection: Selection }) {
  if (selection.openCount === 0) return null
  return (
    <Checkbox
      aria-label={BACKORDER_UI.chooseAll}
      checked={selection.allChosen}
      indeterminate={selection.someChosen}
      onChange={selection.toggleAll}
    />
  )
}

export function BackorderList({ list, side, selection }: ListProps) {
  const wide = useMedia(WIDE_QUERY)
  const shared = { list, label: BACKORDER_UI.listLabel, errorText: BACKORDER_TEXT.failed }
  // the lists' own words rather than the frame's 'Tidak ada data.'
  if (!list.loading && !list.error && list.rows.length === 0) return <EmptyMessage text={BACKORDER_TEXT.empty} />
  if (!wide) {
    return (
      <Stack gap="xs">
        {selection.openCount > 0 ? (
          <Checkbox
            label={BACKORDER_UI.chooseAll}
            checked={selection.allChosen}
            indeterminate={selection.someChosen}
            onChange={selection.toggleAll}
            px="sm"
          />
        ) : null}
        <PagedCards {...shared} renderItem={(line) => <LineCard key={line.id} line={line} side={side} selection={selection} />} />
      </Stack>
    )
  }
  const headers = headersOf(side)
  return (
    <PagedTable
      {...shared}
      columns={headers.length + 1}
      minWidth={side === 'seller' ? 1000 : 860}
      stickyHeaderOffset="var(--app-shell-header-offset, 0px)"
      header={
        <>
          <Table.Th w={40}>
            <ChooseAll selection={selection} />
          </Table.Th>
          {headers.map((header) => (
            <Table.Th key={header} ta={header === BACKORDER_UI.columns.qty ? 'right' : undefined}>
              {header}
            </Table.Th>
          ))}
        </>
      }
      renderItem={(line) => <LineRow key={line.id} line={line} side={side} selection={selection} />}
    />
  )
}
