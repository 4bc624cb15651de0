// Toko: every branch's stores, searched by code or name and filtered by branch; head office sets
// a store's address, price group and NPWP (product.md §10.10, §11.1). Stores themselves are registered by
// their branch (Daftar Toko) or the onboarding, not here.
import { Stack } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import type { AdminStore, AdminStoreListResponse } from '#common/admin.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { type StoreListParams, useStoreList } from '#web/features/admin/api/get-stores.ts'
import { BranchSelect } from '#web/features/admin/components/branch-select.tsx'
import { ListToolbar } from '#web/features/admin/components/list-toolbar.tsx'
import { StoreEditModal } from '#web/features/admin/components/store-edit-modal.tsx'
import { StoreList } from '#web/features/admin/components/store-list.tsx'
import { COMMON_TEXT, STORE_UI, TITLES } from '#web/features/admin/logic/messages.ts'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'

const STORE_SEARCH_DEBOUNCE_MS = 300

function listParams(search: string, branchId: number): StoreListParams {
  const q = search.trim()
  return { ...(branchId > 0 ? { branch_id: branchId } : {}), ...(q ? { q } : {}) }
}

export function AdminStoreListPage() {
  const [search, setSearch] = useState('')
  const [branchId, setBranchId] = useState(0)
  const [debounced] = useDebouncedValue(search, STORE_SEARCH_DEBOUNCE_MS)
  const params = useMemo(() => listParams(debounced, branchId), [debounced, branchId])
  const list = usePagedRows<AdminStoreListResponse, AdminStore>(useStoreList(params))
  const [editing, setEditing] = useState<AdminStore | null>(null)

  return (
    <Stack gap="xs">
      <PageHeader title={TITLES.stores} />
      <ListToolbar text={STORE_UI} value={search} onChange={setSearch}>
        <BranchSelect
          label={STORE_UI.branchFilter}
          allLabel={COMMON_TEXT.allBranches}
          value={branchId}
          onChange={setBranchId}
          w={{ base: '100%', xs: 240 }}
        />
      </ListToolbar>
      <StoreList list={list} onEdit={setEditing} />
      <PagedFooter list={list} />
      <StoreEditModal store={editing} onClose={() => setEditing(null)} />
    </Stack>
  )
}
