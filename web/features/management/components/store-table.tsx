// List Toko on a wide screen: four columns whose headers sort (SPEC §2.13).
import { Table, UnstyledButton } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../../common/format'
import type { Store } from '../../../../common/management'
import { EmptyMessage, ErrorMessage, SkeletonRows } from '../../../components/list-states'
import type { StoreListState } from '../hooks/use-store-list'
import { FITS_QUERY } from '../logic/media'
import { EMPTY_TEXT, STORES_LOAD_FAILED } from '../logic/messages'
import { STORE_COLUMNS, type StoreColumn } from '../logic/store-view'
import { rowActivation } from './row-activation'

function SortHeader({ column, view }: { column: StoreColumn; view: StoreListState }) {
  const dir = view.sort === column.id ? view.dir : null
  const Icon = dir === 'asc' ? IconSortAscending : dir === 'desc' ? IconSortDescending : IconArrowsSort
  return (
    <Table.Th
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
      style={{ textAlign: column.numeric ? 'right' : undefined }}
    >
      <UnstyledButton
        onClick={() => view.toggleSort(column.id)}
        fw={700}
        fz="inherit"
        title={`Urutkan menurut ${column.label}`}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
      >
        {column.label}
        <Icon size={14} aria-hidden style={{ opacity: dir ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  )
}

function FullRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={STORE_COLUMNS.length}>{children}</Table.Td>
    </Table.Tr>
  )
}

function Body({ view, onOpen }: { view: StoreListState; onOpen: (store: Store) => void }) {
  const { list } = view
  if (list.loading) return <SkeletonRows columns={STORE_COLUMNS.length} />
  if (list.error)
    return (
      <FullRow>
        <ErrorMessage text={STORES_LOAD_FAILED} onRetry={list.retry} />
      </FullRow>
    )
  if (list.rows.length === 0)
    return (
      <FullRow>
        <EmptyMessage text={EMPTY_TEXT} />
      </FullRow>
    )
  return list.rows.map((store) => (
    <Table.Tr key={store.id} data-store-id={store.id} {...rowActivation(() => onOpen(store))} style={{ cursor: 'pointer' }}>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
        {store.ibs_cust_code}
      </Table.Td>
      <Table.Td>{store.name}</Table.Td>
      <Table.Td style={{ textAlign: 'right' }}>{store.users_count}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(store.created_at)}</Table.Td>
    </Table.Tr>
  ))
}

export function StoreTable({ view, onOpen }: { view: StoreListState; onOpen: (store: Store) => void }) {
  const fits = useMediaQuery(FITS_QUERY, true, { getInitialValueInEffect: false })
  const table = (
    <Table
      stickyHeader={fits}
      stickyHeaderOffset="calc(var(--app-shell-header-offset, 0px) + 56px)"
      highlightOnHover
      striped
      withTableBorder
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      aria-label="Daftar toko"
      aria-busy={view.list.loading || view.list.fetchingMore}
    >
      <Table.Thead>
        <Table.Tr>
          {STORE_COLUMNS.map((column) => (
            <SortHeader key={column.id} column={column} view={view} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Body view={view} onOpen={onOpen} />
      </Table.Tbody>
    </Table>
  )
  if (fits) return table
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      {table}
    </Table.ScrollContainer>
  )
}
