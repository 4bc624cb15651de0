// Audit: every create, change, deactivation, reset, move and onboarding commit of users, stores
// and branches, newest first, searched by who, what, to what, branch and dates; paged.
import { Stack } from '@mantine/core'
import type { AuditEntry } from '#common/admin.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { useAudit } from '#web/features/admin/api/get-audit.ts'
import { AuditFilterBar } from '#web/features/admin/components/audit-filters.tsx'
import { AuditList } from '#web/features/admin/components/audit-list.tsx'
import { useAuditFilters } from '#web/features/admin/hooks/use-audit-filters.ts'
import { TITLES } from '#web/features/admin/logic/messages.ts'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'

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
