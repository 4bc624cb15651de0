// The audit's filters as the screen holds them, and the query string of GET /api/admin/audit they
// make: empty filters are left out, text is trimmed, and a range the server would refuse is
// refused here in words before asking.

import type { AuditSubject } from '#common/admin.ts'
import { dayRangeProblem } from '#common/day-range.ts'
import type { AccountEventAction } from '#common/management.ts'

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

export type AuditParams = Record<string, string>

/** The query for these filters, or the sentence saying why the dates cannot be asked for. */
export function auditParams(filters: AuditFilters): { ok: true; params: AuditParams } | { ok: false; problem: string } {
  const problem = dayRangeProblem(filters.from || undefined, filters.to || undefined)
  if (problem) return { ok: false, problem }
  const entries: [string, string][] = [
    ['actor', filters.actor.trim()],
    ['action', filters.action],
    ['subject', filters.subject],
    ['q', filters.q.trim()],
    ['branch_id', filters.branchId > 0 ? String(filters.branchId) : ''],
    ['from', filters.from],
    ['to', filters.to],
  ]
  return { ok: true, params: Object.fromEntries(entries.filter(([, value]) => value !== '')) }
}

/** How many filters differ from none: the phone's folded filter bar says so. */
export function activeAuditFilters(filters: AuditFilters): number {
  return Object.entries(filters).filter(([key, value]) => value !== NO_AUDIT_FILTERS[key as keyof AuditFilters]).length
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return activeAuditFilters(filters) > 0
}
