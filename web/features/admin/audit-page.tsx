// Audit: every create, change, deactivation, reset, move and onboarding commit of users, stores
// and branches, newest first, searched by who, what, to what, branch and dates; paged.
import { Stack } from '@mantine/core'
import type { AuditEntry } from '#common/admin.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'
import { useAudit } from './api/get-audit'
import { AuditFilterBar } from './components/audit-filters'
import { AuditList } from './components/audit-list'
import { useAuditFilters } from './hooks/use-audit-filters'
import { TITLES } from './logic/messages'

export function AuditPage() {
  const view = useAuditFilters()
  const list = usePagedRows<{ items: AuditEntry[] }, AuditEntry>(useAudit(view.params))
  return (
    <Stack gap="sm">
      <PageHeader title={TITLES.audit} />
      <AuditFilterBar filters={view.filters} set={view.set} clear={view.clear} problem={view.problem} />
      <AuditList list={list} />
      <PagedFooter list={list} />
    </Stack>
  )
}
