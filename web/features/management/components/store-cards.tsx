// List Toko on a phone: a card per store, and a sort choice instead of sortable headers.
import { Card, Group, NativeSelect, Text } from '@mantine/core'
import { formatDateTime } from '#common/format.ts'
import { STORE_SORTS, type Store, type StoreSort } from '#common/management.ts'
import { PagedCards } from '#web/components/paged-list.tsx'
import type { StoreListState } from '../hooks/use-store-list'
import { STORES_LOAD_FAILED } from '../logic/messages'
import { STORE_COLUMNS } from '../logic/store-view'
import { CardLines, OpenDetailButton, openOnClick } from './open-detail'

const SORT_CHOICES = STORE_COLUMNS.flatMap((column) => [
  { value: `${column.id}:asc`, label: `${column.label} (naik)` },
  { value: `${column.id}:desc`, label: `${column.label} (turun)` },
])

/** A card's dimmed lines: the price group when the store has one, then when it was registered. */
const storeNotes = (store: Store) => [
  ...(store.price_group ? [`Grup Harga ${store.price_group}`] : []),
  `Dibuat ${formatDateTime(store.created_at)}`,
]

function StoreCard({ store, onOpen }: { store: Store; onOpen: (store: Store) => void }) {
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" data-store-id={store.id} {...openOnClick(() => onOpen(store))}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm">
          <OpenDetailButton onOpen={() => onOpen(store)}>{store.ibs_cust_code}</OpenDetailButton>
        </Text>
        <Text size="xs" c="dimmed">
          {store.users_count} user
        </Text>
      </Group>
      <CardLines name={store.name} notes={storeNotes(store)} />
    </Card>
  )
}

export function StoreSortSelect({ view }: { view: StoreListState }) {
  return (
    <NativeSelect
      aria-label="Urutkan toko"
      data={SORT_CHOICES}
      value={`${view.sort}:${view.dir}`}
      onChange={(event) => {
        const [sort, dir] = event.currentTarget.value.split(':')
        if (!(STORE_SORTS as readonly string[]).includes(sort)) return
        view.setSort(sort as StoreSort, dir === 'desc' ? 'desc' : 'asc')
      }}
    />
  )
}

export function StoreCards({ view, onOpen }: { view: StoreListState; onOpen: (store: Store) => void }) {
  return (
    <PagedCards
      list={view.list}
      label="Daftar toko"
      errorText={STORES_LOAD_FAILED}
      renderItem={(store) => <StoreCard key={store.id} store={store} onOpen={onOpen} />}
    />
  )
}
