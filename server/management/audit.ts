import type { AccountEventAction } from '#common/management.ts'

// What the audit (account_events) records; its one writer is appendAuditEvent (audit-queries.ts),
// used by branch staff here and by head office and the bulk onboarding through index.ts. Every row names whose branch its subject belonged to when it
// happened (scope_branch_id: the audit's branch filter) and, where there is more to say than the
// action, what changed (detail).

/** A field of a branch or an account changed by an edit: its value before and after. */
export interface AuditChange {
  field: string
  from: string
  to: string
}

/** What an audit row says beyond its action; every key optional, each action uses its own. */
export interface AuditDetail {
  /** created: the account's role, its branch or store */
  role?: 'user' | 'seller' | 'admin'
  branch_code?: string
  store_code?: string
  /** created, password_reset: the person chooses his own password at his next sign-in */
  must_change_password?: boolean
  /** moved: the staff member's branch before and after (codes, and the new one's id for the audit's branch filter) */
  from_branch?: string
  to_branch?: string
  to_branch_id?: number
  /** updated: the fields edited */
  changes?: AuditChange[]
  /** onboarded: what the commit wrote */
  counts?: Record<string, number>
}

export interface AuditEvent {
  user_id?: number
  store_id?: number
  branch_id?: number
  /** null for what happened outside the portal (the command line, a seed) */
  actor_id: number | null
  action: AccountEventAction
  /** the branch the subject belonged to when it happened; null for head office's own accounts */
  scope_branch_id: number | null
  detail?: AuditDetail
  created_at: Date
}
