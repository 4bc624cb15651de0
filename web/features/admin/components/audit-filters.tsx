// Who, what, to what, which branch and when: the audit's filters, wrapping on a phone.
import { Button, Collapse, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react'
import { AUDIT_SUBJECTS, type AuditSubject } from '#common/admin.ts'
import { ACCOUNT_EVENT_ACTIONS, ACCOUNT_EVENT_LABEL, type AccountEventAction } from '#common/management.ts'
import { DayField } from '#web/components/day-field.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { type AuditFilters, activeAuditFilters, hasAuditFilters } from '../logic/audit-query'
import { AUDIT_UI, COMMON_TEXT } from '../logic/messages'
import { BranchSelect } from './branch-select'

export const SUBJECT_LABEL: Record<AuditSubject, string> = {
  user: 'User',
  store: 'Toko',
  branch: 'Cabang',
  onboarding: 'Impor pelanggan',
  tax: 'PPN',
}

const ACTIONS = [
  { value: '', label: AUDIT_UI.allActions },
  ...ACCOUNT_EVENT_ACTIONS.map((a) => ({ value: a, label: ACCOUNT_EVENT_LABEL[a] })),
]
const SUBJECTS = [
  { value: '', label: AUDIT_UI.allSubjects },
  ...AUDIT_SUBJECTS.map((s) => ({ value: s, label: SUBJECT_LABEL[s] })),
]

interface AuditFiltersProps {
  filters: AuditFilters
  set: <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => void
  clear: () => void
  problem: string | null
}

function FilterFields({ filters, set, clear }: Omit<AuditFiltersProps, 'problem'>) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
      <TextInput
        label={AUDIT_UI.actor}
        value={filters.actor}
        onChange={(e) => set('actor', e.currentTarget.value)}
        maxLength={40}
        autoComplete="off"
      />
      <Select
        label={AUDIT_UI.action}
        data={ACTIONS}
        value={filters.action}
        onChange={(value) => set('action', (value ?? '') as AccountEventAction | '')}
        allowDeselect={false}
      />
      <Select
        label={AUDIT_UI.subject}
        data={SUBJECTS}
        value={filters.subject}
        onChange={(value) => set('subject', (value ?? '') as AuditSubject | '')}
        allowDeselect={false}
      />
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
      <Group align="flex-end">
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!hasAuditFilters(filters)}
          onClick={clear}
        >
          {AUDIT_UI.reset}
        </Button>
      </Group>
    </SimpleGrid>
  )
}

/** At a desk every filter shows; on a phone they fold under one button that counts the ones set. */
export function AuditFilterBar({ filters, set, clear, problem }: AuditFiltersProps) {
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false })
  const [opened, toggle] = useDisclosure(false)
  const active = activeAuditFilters(filters)
  const fields = <FilterFields filters={filters} set={set} clear={clear} />
  return (
    <>
      {wide ? (
        fields
      ) : (
        <>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={toggle.toggle}
            aria-expanded={opened}
            fullWidth
          >
            {opened ? AUDIT_UI.hideFilters : AUDIT_UI.showFilters}
            {active > 0 ? ` · ${AUDIT_UI.activeFilters(active)}` : ''}
          </Button>
          <Collapse expanded={opened}>{fields}</Collapse>
        </>
      )}
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </>
  )
}
