// The audit's filters as the screen holds them, and the query string of GET /api/admin/audit they
// make: empty filters are left out, text is trimmed, and a range the server would refuse is
// refused here in words before asking (web/lib/list-filters.ts).

import type { AuditSubject } from '#common/admin.ts'
import type { AccountEventAction } from '#common/management.ts'
import { activeFilterCount, type CheckedFilters, type FilterParams, rangedFilterParams } from '#web/lib/list-filters.ts'

export interface AuditFilters {
  actor: string
  action: AccountEventAction | ''
  subject: AuditSubject | ''
  q: string
  /** 0: every branch */
  branchId: number
  /** yyyy-mm-dd or '' */
  from: string
  to: string
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', subject: '', q: '', branchId: 0, from: '', to: '' }

export type AuditParams = FilterParams

/** The query for these filters, or the sentence saying why the dates cannot be asked for. */
export function auditParams(filters: AuditFilters): CheckedFilters {
  return rangedFilterParams(filters, [
    ['actor', filters.actor.trim()],
    ['action', filters.action],
    ['subject', filters.subject],
    ['q', filters.q.trim()],
    ['branch_id', filters.branchId > 0 ? String(filters.branchId) : ''],
    ['from', filters.from],
    ['to', filters.to],
  ])
}

/** How many filters differ from none: the phone's folded filter bar says so. */
export const activeAuditFilters = (filters: AuditFilters) => activeFilterCount(filters, NO_AUDIT_FILTERS)

export const hasAuditFilters = (filters: AuditFilters) => activeAuditFilters(filters) > 0
