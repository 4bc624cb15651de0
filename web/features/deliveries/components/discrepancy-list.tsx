// Staff's 'Selisih' (product.md §13.3): each discrepancy with its store, its order and Surat Jalan
// (each a link), the part, what was sent and arrived, what the store wrote and showed, and its
// state; an open one carries 'Tutup Selisih'. A table at a desk, a card each on a phone.
import { Anchor, Button, Card, Group, Stack, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import type { Discrepancy } from '#common/receipts.ts'
import { RECEIPT_TEXT } from '#common/receipts.ts'
import { EmptyMessage } from '#web/components/list-states.tsx'
import { PagedCards, PagedTable } from '#web/components/paged-list.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { paths } from '#web/lib/paths.ts'
import { useMedia } from '#web/lib/use-media.ts'
import type { PagedRows } from '#web/lib/use-paged-rows.ts'
import { RECEIPT_UI } from '../logic/messages'
import { KindBadge, PartFacts, ReportFacts, ResolutionFacts, reportedText, StateBadge } from './discrepancy-facts'

interface ListProps {
  list: PagedRows<Discrepancy>
  /** the page's address of a delivery (its Surat Jalan) */
  deliveryPath: (id: number) => string
  onClose: (discrepancy: Discrepancy) => void
}

type ItemProps = { d: Discrepancy } & Omit<ListProps, 'list'>

/** The order and its Surat Jalan, apart enough for a finger (WCAG 2.5.8's 24 px). */
function Refs({ d, deliveryPath }: Pick<ItemProps, 'd' | 'deliveryPath'>) {
  return (
    <Stack gap={6} align="flex-start">
      <Anchor
        component={Link}
        to={paths.orderDetail('seller', d.order.bucket, d.order.id)}
        size="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {d.order.no_transaksi}
      </Anchor>
      <Anchor component={Link} to={deliveryPath(d.delivery.id)} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {d.delivery.number}
      </Anchor>
    </Stack>
  )
}

function Store({ d }: { d: Discrepancy }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {d.toko}
      </Text>
      <Text size="xs" c="dimmed">
        {d.kode_toko}
      </Text>
    </Stack>
  )
}

function CloseButton({ d, onClose, fullWidth = false }: Pick<ItemProps, 'd' | 'onClose'> & { fullWidth?: boolean }) {
  if (d.state !== 'terbuka') return null
  return (
    <Button
      size="xs"
      variant="light"
      fullWidth={fullWidth}
      onClick={() => onClose(d)}
      aria-label={`${RECEIPT_UI.closeFor(d.part_no)} (${d.delivery.number})`}
    >
      {RECEIPT_TEXT.close}
    </Button>
  )
}

function Reported({ d }: { d: Discrepancy }) {
  return (
    <Text size="xs" c="dimmed">
      {RECEIPT_UI.reportedAt} {reportedText(d)}
    </Text>
  )
}

function DiscrepancyRow({ d, deliveryPath, onClose }: ItemProps) {
  return (
    <Table.Tr data-discrepancy-id={d.id}>
      <Table.Td>
        <PartFacts discrepancy={d} />
      </Table.Td>
      <Table.Td>
        <Store d={d} />
      </Table.Td>
      <Table.Td>
        <Refs d={d} deliveryPath={deliveryPath} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{RECEIPT_UI.sentReceived(d.qty_sent, d.qty_received)}</Table.Td>
      <Table.Td maw={320}>
        <Stack gap={6}>
          <KindBadge discrepancy={d} />
          <ReportFacts discrepancy={d} />
          <Reported d={d} />
        </Stack>
      </Table.Td>
      <Table.Td maw={240}>
        <Stack gap={4} align="flex-start">
          <StateBadge discrepancy={d} />
          <ResolutionFacts discrepancy={d} />
          <CloseButton d={d} onClose={onClose} />
        </Stack>
      </Table.Td>
    </Table.Tr>
  )
}

function DiscrepancyCard({ d, deliveryPath, onClose }: ItemProps) {
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" data-discrepancy-id={d.id}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <PartFacts discrepancy={d} />
          <Group gap={4} justify="flex-end">
            <KindBadge discrepancy={d} />
            <StateBadge discrepancy={d} />
          </Group>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {d.toko}{' '}
          <Text span size="xs" c="dimmed">
            ({d.kode_toko})
          </Text>
        </Text>
        <Refs d={d} deliveryPath={deliveryPath} />
        <Text size="sm">{RECEIPT_UI.sentReceived(d.qty_sent, d.qty_received)}</Text>
        <ReportFacts discrepancy={d} />
        <Reported d={d} />
        <ResolutionFacts discrepancy={d} />
        <CloseButton d={d} onClose={onClose} fullWidth />
      </Stack>
    </Card>
  )
}

const c = RECEIPT_UI.columns
const HEADERS = [c.part, c.store, c.refs, c.qty, c.what, c.state]

export function DiscrepancyList({ list, deliveryPath, onClose }: ListProps) {
  const wide = useMedia(WIDE_QUERY)
  const shared = { list, label: RECEIPT_UI.listLabel, errorText: RECEIPT_UI.failed }
  // the list's own words rather than the frame's 'Tidak ada data.'
  if (!list.loading && !list.error && list.rows.length === 0) return <EmptyMessage text={RECEIPT_TEXT.empty} />
  if (!wide) {
    return (
      <PagedCards
        {...shared}
        renderItem={(d) => <DiscrepancyCard key={d.id} d={d} deliveryPath={deliveryPath} onClose={onClose} />}
      />
    )
  }
  return (
    <PagedTable
      {...shared}
      columns={HEADERS.length}
      minWidth={1000}
      stickyHeaderOffset="var(--app-shell-header-offset, 0px)"
      header={HEADERS.map((header) => <Table.Th key={header}>{header}</Table.Th>)}
      renderItem={(d) => <DiscrepancyRow key={d.id} d={d} deliveryPath={deliveryPath} onClose={onClose} />}
    />
  )
}
