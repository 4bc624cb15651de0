import type { AdminStore, AuditEntry, Branch, StaffItem } from '#common/admin.ts'
import type { AuditRow } from './audit-queries'
import { auditSubjectOf, auditSummary } from './audit-summary'
import type { BranchRow, StaffRow } from './queries'
import type { AdminStoreRow } from './store-queries'

// The only way a branch, a staff account, a store or an audit row becomes an answer of head office's calls.

export function presentBranch(row: BranchRow): Branch {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    address: row.address,
    phone: row.phone,
    active: row.is_active,
    created_at: row.created_at,
    staff_count: Number(row.staff_count),
    store_count: Number(row.store_count),
  }
}

export function presentStaff(row: StaffRow): StaffItem {
  return {
    id: Number(row.id),
    username: row.username,
    name: `${row.first_name} ${row.last_name}`.trim() || row.username,
    mobile: row.mobile,
    branch_id: Number(row.branch_id),
    branch_code: row.branch_code,
    active: row.is_active,
    must_change_password: row.must_change_password,
    created_at: row.created_at,
  }
}

export function presentAdminStore(row: AdminStoreRow): AdminStore {
  return {
    id: Number(row.id),
    ibs_cust_code: row.ibs_cust_code,
    name: row.name,
    branch_id: Number(row.branch_id),
    branch_code: row.branch_code,
    branch_name: row.branch_name,
    price_group: row.price_group,
    npwp: row.npwp,
    address: row.address,
  }
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  const subject = auditSubjectOf(row)
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    action: row.action,
    subject,
    subject_label: row.subject_label,
    branch_code: row.branch_code,
    summary: auditSummary(row.action, subject, row.detail),
  }
}
