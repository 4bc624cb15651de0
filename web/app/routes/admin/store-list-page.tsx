// Toko: every branch's stores, searched by code or name and filtered by branch; head office sets
// a store's address, price group and NPWP (product.md §10.10, §11.1). Stores themselves are registered by
// their branch (Daftar Toko) or the onboarding, not here.
import { Stack } from '@mantine/core'
import { useState } from 'react'
import type { AdminStore, AdminStoreListResponse } from '#common/admin.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { useStoreList } from '#web/features/admin/api/get-stores.ts'
import { ListToolbar } from '#web/features/admin/components/list-toolbar.tsx'
import { StoreEditModal } from '#web/features/admin/components/store-edit-modal.tsx'
import { StoreList } from '#web/features/admin/components/store-list.tsx'
import { useBranchListFilter } from '#web/features/admin/hooks/use-branch-list-filter.ts'
import { STORE_UI, TITLES } from '#web/features/admin/logic/messages.ts'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'

export function AdminStoreListPage() {
  const filter = useBranchListFilter('q', STORE_UI.branchFilter)
  const list = usePagedRows<AdminStoreListResponse, AdminStore>(useStoreList(filter.params))
  const [editing, setEditing] = useState<AdminStore | null>(null)

  return (
    <Stack gap="xs">
      <PageHeader title={TITLES.stores} />
      <ListToolbar text={STORE_UI} {...filter.toolbar} />
      <StoreList list={list} onEdit={setEditing} />
      <PagedFooter list={list} />
      <StoreEditModal store={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}
