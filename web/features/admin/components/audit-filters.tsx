// Who, what, to what, which branch and when: the audit's filters, wrapping on a phone.
import { TextInput } from '@mantine/core'
import { AUDIT_SUBJECTS, type AuditSubject } from '#common/admin.ts'
import { ACCOUNT_EVENT_ACTIONS, ACCOUNT_EVENT_LABEL } from '#common/management.ts'
import { DayField } from '#web/components/day-field.tsx'
import { FilterBar, FilterChoice } from '#web/components/filter-bar.tsx'
import type { FilterBarState } from '#web/lib/use-list-filters.ts'
import { type AuditFilters, NO_AUDIT_FILTERS } from '../logic/audit-query'
import { AUDIT_UI, COMMON_TEXT } from '../logic/messages'
import { BranchSelect } from './branch-select'

export const SUBJECT_LABEL: Record<AuditSubject, string> = {
  user: 'User',
  store: 'Toko',
  branch: 'Cabang',
  onboarding: 'Impor pelanggan',
  tax: 'PPN',
  synonym: 'Sinonim',
}

const ACTION_CHOICE = {
  label: AUDIT_UI.action,
  all: AUDIT_UI.allActions,
  options: ACCOUNT_EVENT_ACTIONS,
  labels: ACCOUNT_EVENT_LABEL,
}
const SUBJECT_CHOICE = { label: AUDIT_UI.subject, all: AUDIT_UI.allSubjects, options: AUDIT_SUBJECTS, labels: SUBJECT_LABEL }
const FOLD = { show: AUDIT_UI.showFilters, hide: AUDIT_UI.hideFilters, active: AUDIT_UI.activeFilters }

/** At a desk every filter shows; on a phone they fold under one button that counts the ones set. */
export function AuditFilterBar(state: FilterBarState<AuditFilters>) {
  const { filters, set } = state
  return (
    <FilterBar state={state} none={NO_AUDIT_FILTERS} cols={{ base: 1, xs: 2, md: 4 }} resetLabel={AUDIT_UI.reset} fold={FOLD}>
      <TextInput
        label={AUDIT_UI.actor}
        value={filters.actor}
        onChange={(e) => set('actor', e.currentTarget.value)}
        maxLength={40}
        autoComplete="off"
      />
      <FilterChoice {...ACTION_CHOICE} value={filters.action} onChange={(action) => set('action', action)} />
      <FilterChoice {...SUBJECT_CHOICE} value={filters.subject} onChange={(subject) => set('subject', subject)} />
      <TextInput
        label={AUDIT_UI.q}
        placeholder={AUDIT_UI.qPlaceholder}
        value={filters.q}
        onChange={(e) => set('q', e.currentTarget.value)}
        maxLength={60}
        autoComplete="off"
      />
      <BranchSelect
        label="Cabang"
        allLabel={COMMON_TEXT.allBranches}
        value={filters.branchId}
        onChange={(id) => set('branchId', id)}
      />
      <DayField label={AUDIT_UI.from} value={filters.from} onChange={(day) => set('from', day)} />
      <DayField label={AUDIT_UI.to} value={filters.to} onChange={(day) => set('to', day)} />
    </FilterBar>
  )
}
