// Cabang: every branch of the dealer with its counts and state; head office adds one, edits its
// name, address and phone (the print letterhead), and deactivates or reactivates it.
import { SegmentedControl, Stack } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import type { Branch } from '#common/admin.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { type BranchListParams, useBranches } from '#web/features/admin/api/get-branches.ts'
import { BranchActiveModal } from '#web/features/admin/components/branch-active-modal.tsx'
import { BranchFormModal } from '#web/features/admin/components/branch-form-modal.tsx'
import { BranchList } from '#web/features/admin/components/branch-list.tsx'
import { ListToolbar } from '#web/features/admin/components/list-toolbar.tsx'
import { BRANCH_UI, COMMON_TEXT, TITLES } from '#web/features/admin/logic/messages.ts'

const SEARCH_DEBOUNCE_MS = 300

type StateFilter = 'all' | '1' | '0'
const STATE_FILTERS = [
  { value: 'all', label: 'Semua' },
  { value: '1', label: COMMON_TEXT.active },
  { value: '0', label: COMMON_TEXT.inactive },
]

function listParams(search: string, state: StateFilter): BranchListParams {
  const q = search.trim()
  return { ...(q ? { q } : {}), ...(state === 'all' ? {} : { active: state }) }
}

export function BranchListPage() {
  const [search, setSearch] = useState('')
  const [state, setState] = useState<StateFilter>('all')
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const query = useBranches(listParams(debounced, state))
  const [form, setForm] = useState<Branch | 'new' | null>(null)
  const [toggling, setToggling] = useState<Branch | null>(null)

  return (
    <Stack gap="xs">
      <PageHeader title={TITLES.branches} />
      <ListToolbar text={BRANCH_UI} value={search} onChange={setSearch} onAdd={() => setForm('new')}>
        <SegmentedControl
          aria-label="Status cabang"
          value={state}
          onChange={(value) => setState(value as StateFilter)}
          data={STATE_FILTERS}
        />
      </ListToolbar>
      <BranchList
        branches={query.data?.items}
        loading={query.isPending}
        error={query.isError && !query.data ? query.error : null}
        onRetry={() => void query.refetch()}
        onEdit={setForm}
        onToggle={setToggling}
      />
      <BranchFormModal target={form} onClose={() => setForm(null)} />
      <BranchActiveModal branch={toggling} onClose={() => setToggling(null)} />
    </Stack>
  )
}
