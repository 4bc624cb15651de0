// List Toko (product.md §2.13): search, a table with sortable headers (cards on a phone), 50 stores a
// page by offset, and a modal listing a clicked store's users.
import { Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { Store } from '#common/management.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { SearchBox } from '#web/features/management/components/search-box.tsx'
import { StoreCards, StoreSortSelect } from '#web/features/management/components/store-cards.tsx'
import { StoreDetailModal } from '#web/features/management/components/store-detail-modal.tsx'
import { StoreTable } from '#web/features/management/components/store-table.tsx'
import { useStoreListState } from '#web/features/management/hooks/use-store-list.ts'
import { TITLES } from '#web/features/management/logic/messages.ts'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'

/** The branch's stores (product.md §2.13). */
export function StoreListPage() {
  const wide = useMedia(WIDE_QUERY)
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
