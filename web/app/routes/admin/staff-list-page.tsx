// Staff: every branch's staff, filtered by branch and searched by name; head office adds one to
// any branch, and deactivates, reactivates, resets the password of or moves any of them.
import { Stack } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import type { StaffItem } from '#common/admin.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { type StaffListParams, useStaffList } from '#web/features/admin/api/get-staff.ts'
import { BranchSelect } from '#web/features/admin/components/branch-select.tsx'
import { ListToolbar } from '#web/features/admin/components/list-toolbar.tsx'
import { StaffCreateModal } from '#web/features/admin/components/staff-create-modal.tsx'
import { StaffList } from '#web/features/admin/components/staff-list.tsx'
import { StaffModal } from '#web/features/admin/components/staff-modal.tsx'
import { COMMON_TEXT, STAFF_UI, TITLES } from '#web/features/admin/logic/messages.ts'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'

const STAFF_SEARCH_DEBOUNCE_MS = 300

function listParams(search: string, branchId: number): StaffListParams {
  const text = search.trim()
  return { ...(branchId > 0 ? { branch_id: branchId } : {}), ...(text ? { search: text } : {}) }
}

export function StaffListPage() {
  const [search, setSearch] = useState('')
  const [branchId, setBranchId] = useState(0)
  const [debounced] = useDebouncedValue(search, STAFF_SEARCH_DEBOUNCE_MS)
  const params = useMemo(() => listParams(debounced, branchId), [debounced, branchId])
  const list = usePagedRows<{ items: StaffItem[] }, StaffItem>(useStaffList(params))
  const [creating, setCreating] = useState(false)
  const [openId, setOpenId] = useState<number | null>(null)
  // the row as the list has it now: an action's refresh shows in the open modal too
  const open = openId === null ? null : (list.rows.find((staff) => staff.id === openId) ?? null)

  return (
    <Stack gap="xs">
      <PageHeader title={TITLES.staff} />
      <ListToolbar text={STAFF_UI} value={search} onChange={setSearch} onAdd={() => setCreating(true)}>
        <BranchSelect
          label={STAFF_UI.branchFilter}
          allLabel={COMMON_TEXT.allBranches}
          value={branchId}
          onChange={setBranchId}
          w={{ base: '100%', xs: 240 }}
        />
      </ListToolbar>
      <StaffList list={list} onOpen={(staff) => setOpenId(staff.id)} />
      <PagedFooter list={list} />
      <StaffCreateModal opened={creating} initialBranch={branchId} onClose={() => setCreating(false)} />
      <StaffModal staff={open} onClose={() => setOpenId(null)} />
    </Stack>
  )
}
