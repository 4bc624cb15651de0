import type { AuditQuery, AuditResponse } from '#common/admin.ts'
import { dayRangeProblem } from '#common/day-range.ts'
import { jakartaDayEnd, jakartaDayStart } from '#common/jakarta-time.ts'
import type { AdminReportQuery, ReportResponse } from '#common/reports.ts'
import { LIST_SEARCH_MIN } from '#common/search.ts'
import type { ScryptParams } from '../auth'
import type { Db } from '../db/connect'
import { badRequest } from '../http/app-error'
import type { BoundedGate } from '../lib/bounded-gate'
import type { Clock } from '../lib/clock'
import { keysetPage } from '../lib/cursor'
import type { ManagementService, SessionRevoker } from '../management'
import type { ReportService } from '../reports'
import { type AuditFilter, listAudit } from './audit-queries'
import { type BranchSessions, branchNotFound, createBranchService } from './branch-service'
import { decodeAuditCursor, encodeAuditCursor } from './cursors'
import { presentAuditEntry } from './presenter'
import { findBranch } from './queries'
import { createStaffService } from './staff-service'
import { createAdminStoreService } from './store-service'

// Head office (role admin): every branch, its staff and stores, the audit of what anyone did to accounts,
// stores and branches, and the staff report over every branch. Staff are registered through the
// management feature (the Daftar User rules) and reports counted by the reports feature; both
// services are handed in by the composition root, as is the session store that ends sessions.

export interface AdminDeps {
  db: Db
  clock: Clock
  sessions: BranchSessions & SessionRevoker
  management: Pick<ManagementService, 'createStaff'>
  reports: Pick<ReportService, 'forHeadOffice'>
  /** the one scrypt gate of the process, shared with sign-in */
  gate: BoundedGate
  scrypt: ScryptParams
}

/** A text filter applies from two characters, like every list's search. */
const searchText = (raw: string | undefined) => {
  const text = raw?.trim() ?? ''
  return text.length >= LIST_SEARCH_MIN ? text : undefined
}

/** The audit's filters from the query: Jakarta days as instants, a bad or reversed day a 400. */
function auditFilter(query: AuditQuery): AuditFilter {
  const problem = dayRangeProblem(query.from, query.to)
  if (problem) throw badRequest(problem)
  return {
    actor: searchText(query.actor),
    action: query.action,
    subject: query.subject,
    text: searchText(query.q),
    branchId: query.branch_id,
    start: query.from ? jakartaDayStart(query.from) : undefined,
    end: query.to ? jakartaDayEnd(query.to) : undefined,
  }
}

export function createAdminService(deps: AdminDeps) {
  const { db } = deps

  /** Newest first, a page at a time; each entry says who, when, to what and, in a sentence, what. */
  async function audit(query: AuditQuery): Promise<AuditResponse> {
    const filter = auditFilter(query)
    const after = query.cursor ? decodeAuditCursor(query.cursor) : null
    const rows = await listAudit(db, filter, after, query.limit + 1)
    return keysetPage(rows, query.limit, presentAuditEntry, (last) => encodeAuditCursor({ at: last.at_key, id: Number(last.id) }))
  }

  /** The staff report over every branch, or over the one named (closed ones too: their history stays). */
  async function report(query: AdminReportQuery): Promise<ReportResponse> {
    const { branch_id, ...rest } = query
    if (branch_id !== undefined && !(await findBranch(db, branch_id))) throw branchNotFound()
    return deps.reports.forHeadOffice(branch_id, rest)
  }

  return {
    ...createBranchService(deps),
    ...createStaffService(deps),
    ...createAdminStoreService(deps),
    audit,
    report,
  }
}

export type AdminService = ReturnType<typeof createAdminService>
