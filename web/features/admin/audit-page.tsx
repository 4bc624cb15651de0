// Audit: every create, change, deactivation, reset, move and onboarding commit of users, stores
// and branches, newest first, searched by who, what, to what, branch and dates; paged.
import { Stack } from '@mantine/core'
import type { AuditEntry } from '../../../common/admin'
import { PageHeader } from '../../components/page-header'
import { PagedFooter } from '../../components/paged-list'
import { usePagedRows } from '../../lib/use-paged-rows'
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
