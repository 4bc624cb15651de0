// List Toko on a wide screen: five columns whose headers sort (product.md §2.13).
import { Table } from '@mantine/core'
import { formatDateTime } from '#common/format.ts'
import type { Store } from '#common/management.ts'
import { PagedTable } from '#web/components/paged-list.tsx'
import { SortableTh } from '#web/components/sortable-th.tsx'
import type { StoreListState } from '../hooks/use-store-list'
import { STORES_LOAD_FAILED } from '../logic/messages'
import { STORE_COLUMNS, type StoreColumn } from '../logic/store-view'
import { OpenDetailButton, openOnClick } from './open-detail'

function SortHeader({ column, view }: { column: StoreColumn; view: StoreListState }) {
  const dir = view.sort === column.id ? view.dir : null
  return <SortableTh label={column.label} dir={dir} onSort={() => view.toggleSort(column.id)} numeric={column.numeric} />
}

function StoreRow({ store, onOpen }: { store: Store; onOpen: (store: Store) => void }) {
  return (
    <Table.Tr data-store-id={store.id} {...openOnClick(() => onOpen(store))}>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
        <OpenDetailButton onOpen={() => onOpen(store)}>{store.ibs_cust_code}</OpenDetailButton>
      </Table.Td>
      <Table.Td>{store.name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{store.price_group ?? '–'}</Table.Td>
      <Table.Td style={{ textAlign: 'right' }}>{store.users_count}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(store.created_at)}</Table.Td>
    </Table.Tr>
  )
}

export function StoreTable({ view, onOpen }: { view: StoreListState; onOpen: (store: Store) => void }) {
  return (
    <PagedTable
      list={view.list}
      label="Daftar toko"
      errorText={STORES_LOAD_FAILED}
      columns={STORE_COLUMNS.length}
      minWidth={720}
      header={STORE_COLUMNS.map((column) => <SortHeader key={column.id} column={column} view={view} />)}
      renderItem={(store) => <StoreRow key={store.id} store={store} onOpen={onOpen} />}
    />
  )
}
