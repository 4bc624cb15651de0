// The wide-screen list: dense rows and a sticky header for staff, roomier rows for buyers
// (product.md §1: staff at desks, buyers on phones). The filter row sits in the sticky header under each column.
import { Anchor, Group, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#common/format.ts'
import type { OrderListItem } from '#common/orders.ts'
import { EmptyMessage, ErrorMessage, SkeletonRows } from '#web/components/list-states.tsx'
import { SortableTh } from '#web/components/sortable-th.tsx'
import { useMedia } from '#web/lib/use-media.ts'
import type { OpenOrder } from '../hooks/use-open-order'
import type { OrderRows } from '../hooks/use-order-rows'
import { ORDER_COLUMNS, type OrderColumn } from '../logic/list-columns'
import { EMPTY_NO_STATUS_TEXT, EMPTY_TEXT, loadErrorText } from '../logic/list-messages'
import type { SortKey, SortState } from '../logic/list-sort'
import { type FilterBinding, FilterRow } from './column-filters'
import { FulfilmentBadge } from './fulfilment-badge'
import { StatusBadge } from './status-badge'

interface OrderTableProps {
  list: OrderRows
  opener: OpenOrder
  sort: SortState
  onSort: (key: SortKey) => void
  filterOpen: boolean
  binding: FilterBinding
  dense: boolean
}

function SortHeader({ column, sort, onSort }: { column: OrderColumn; sort: SortState; onSort: (key: SortKey) => void }) {
  const key = column.sort
  if (!key) return <Table.Th w={column.width}>{column.label}</Table.Th>
  const dir = sort?.key === key ? sort.dir : null
  return <SortableTh label={column.label} dir={dir} onSort={() => onSort(key)} width={column.width} />
}

function OrderRow({ order, index, opener }: { order: OrderListItem; index: number; opener: OpenOrder }) {
  return (
    <Table.Tr
      data-order-id={order.id}
      onClick={(event) => opener.onClick(order, event)}
      onAuxClick={(event) => opener.onAuxClick(order, event)}
      onContextMenu={(event) => opener.onContextMenu(order, event)}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td c="dimmed">{index + 1}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.tanggal)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {/* a real link: keyboard focus, middle click and ctrl-click work as everywhere */}
        <Anchor component={Link} to={opener.href(order)} fw={600} fz="inherit" onClick={(event) => event.stopPropagation()}>
          {order.noTransaksi}
        </Anchor>
      </Table.Td>
      <Table.Td>{order.dibuatOleh}</Table.Td>
      <Table.Td>{order.toko}</Table.Td>
      <Table.Td maw={320}>
        <Text fz="inherit" lineClamp={2} title={order.keterangan || undefined} style={{ overflowWrap: 'anywhere' }}>
          {order.keterangan || '–'}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* the fulfilment goes under the status where the column is too narrow for both */}
        <Group gap={4} wrap="wrap">
          <StatusBadge bucket={order.bucket} />
          {order.pengiriman && <FulfilmentBadge state={order.pengiriman} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

function FullRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={ORDER_COLUMNS.length}>{children}</Table.Td>
    </Table.Tr>
  )
}

function Body({ list, opener }: Pick<OrderTableProps, 'list' | 'opener'>) {
  if (list.noStatus)
    return (
      <FullRow>
        <EmptyMessage text={EMPTY_NO_STATUS_TEXT} />
      </FullRow>
    )
  if (list.loading) return <SkeletonRows columns={ORDER_COLUMNS.length} narrowFirst />
  if (list.error)
    return (
      <FullRow>
        <ErrorMessage text={loadErrorText(list.error)} onRetry={list.retry} />
      </FullRow>
    )
  if (list.rows.length === 0) {
    // rows hidden by the Semua status filter while pages remain: the footer is still loading
    return list.hasMore ? null : (
      <FullRow>
        <EmptyMessage text={EMPTY_TEXT} />
      </FullRow>
    )
  }
  return list.rows.map((order, index) => <OrderRow key={order.id} order={order} index={index} opener={opener} />)
}

/** From here the seven columns fit the page; below it (tablets) the table scrolls sideways. */
const FITS_QUERY = '(min-width: 62em)'
const MIN_TABLE_WIDTH = 960

export function OrderTable(props: OrderTableProps) {
  const fits = useMedia(FITS_QUERY)
  if (fits) return <OrderTableInner {...props} sticky />
  // a sticky header cannot follow the page from inside a sideways-scrolling box
  return (
    <Table.ScrollContainer minWidth={MIN_TABLE_WIDTH} type="native">
      <OrderTableInner {...props} sticky={false} />
    </Table.ScrollContainer>
  )
}

function OrderTableInner({
  list,
  opener,
  sort,
  onSort,
  filterOpen,
  binding,
  dense,
  sticky,
}: OrderTableProps & { sticky: boolean }) {
  return (
    <Table
      stickyHeader={sticky}
      stickyHeaderOffset="var(--app-shell-header-offset, 0px)"
      highlightOnHover
      striped={dense}
      withTableBorder
      verticalSpacing={dense ? 6 : 'sm'}
      horizontalSpacing={dense ? 'xs' : 'sm'}
      fz={dense ? 'sm' : 'md'}
      aria-label="Daftar pesanan"
      aria-busy={list.loading || list.fetchingMore}
    >
      <Table.Thead>
        <Table.Tr>
          {ORDER_COLUMNS.map((column) => (
            <SortHeader key={column.id} column={column} sort={sort} onSort={onSort} />
          ))}
        </Table.Tr>
        {filterOpen && <FilterRow binding={binding} />}
      </Table.Thead>
      <Table.Tbody>
        <Body list={list} opener={opener} />
      </Table.Tbody>
    </Table>
  )
}
