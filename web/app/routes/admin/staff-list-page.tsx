// Staff: every branch's staff, filtered by branch and searched by name; head office adds one to
// any branch, and deactivates, reactivates, resets the password of or moves any of them.
import { Stack } from '@mantine/core'
import { useState } from 'react'
import type { StaffItem } from '#common/admin.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { useStaffList } from '#web/features/admin/api/get-staff.ts'
import { ListToolbar } from '#web/features/admin/components/list-toolbar.tsx'
import { StaffCreateModal } from '#web/features/admin/components/staff-create-modal.tsx'
import { StaffList } from '#web/features/admin/components/staff-list.tsx'
import { StaffModal } from '#web/features/admin/components/staff-modal.tsx'
import { useBranchListFilter } from '#web/features/admin/hooks/use-branch-list-filter.ts'
import { STAFF_UI, TITLES } from '#web/features/admin/logic/messages.ts'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'

export function StaffListPage() {
  const filter = useBranchListFilter('search', STAFF_UI.branchFilter)
  const list = usePagedRows<{ items: StaffItem[] }, StaffItem>(useStaffList(filter.params))
  const [creating, setCreating] = useState(false)
  const [openId, setOpenId] = useState<number | null>(null)
  // the row as the list has it now: an action's refresh shows in the open modal too
  const open = openId === null ? null : (list.rows.find((staff) => staff.id === openId) ?? null)

  return (
    <Stack gap="xs">
      <PageHeader title={TITLES.staff} />
      <ListToolbar text={STAFF_UI} {...filter.toolbar} onAdd={() => setCreating(true)} />
      <StaffList list={list} onOpen={(staff) => setOpenId(staff.id)} />
      <PagedFooter list={list} />
      <StaffCreateModal opened={creating} initialBranch={filter.branchId} onClose={() => setCreating(false)} />
      <StaffModal staff={open} onClose={() => setOpenId(null)} />
    </Stack>
  )
}
