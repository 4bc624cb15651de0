// List Toko (product.md §2.13): search, a table with sortable headers (cards on a phone), 50 stores a
// page by offset, and a modal listing a clicked store's users.
import { Group, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import type { Store } from '#common/management.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { SearchBox } from './components/search-box'
import { StoreCards, StoreSortSelect } from './components/store-cards'
import { StoreDetailModal } from './components/store-detail-modal'
import { StoreTable } from './components/store-table'
import { useStoreListState } from './hooks/use-store-list'
import { TITLES } from './logic/messages'

/** The branch's stores (product.md §2.13). */
export function StoreListPage() {
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false })
  const view = useStoreListState()
  const { list } = view
  const [open, setOpen] = useState<Store | null>(null)

  return (
    <Stack gap="xs">
      <PageHeader title={TITLES.storeList} />
      <SearchBox label="Cari toko" placeholder="Cari kode IBS atau nama toko…" value={view.search} onChange={view.setSearch}>
        {!wide && <StoreSortSelect view={view} />}
      </SearchBox>
      {view.total !== null && !list.loading && (
        <Group justify="flex-end">
          <Text size="xs" c="dimmed">
            Menampilkan {list.rows.length} dari {view.total} toko
          </Text>
        </Group>
      )}
      {wide ? <StoreTable view={view} onOpen={setOpen} /> : <StoreCards view={view} onOpen={setOpen} />}
      <PagedFooter list={list} />
      <StoreDetailModal store={open} onClose={() => setOpen(null)} />
    </Stack>
  )
}
