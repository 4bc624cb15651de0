import type { Generated } from 'kysely'

// The branches, which head office creates, added to Database (server/db/types.ts) by declaration
// merging. Every feature may join them for names and scope (docs/architecture.md).

export interface BranchesTable {
  id: Generated<number>
  code: string
  name: string
  /** the print letterhead reads these two */
  address: Generated<string>
  phone: Generated<string>
  /** a deactivated branch keeps its history, takes no new estimates, and nobody of it signs in */
  is_active: Generated<boolean>
  created_at: Generated<Date>
  updated_at: Generated<Date>
  /** Jakarta days a confirmation's prices hold (migration 0015) */
  quote_valid_days: Generated<number>
  /** the most extra line discount staff may give, basis points (0: none) */
  max_extra_discount_bp: Generated<number>
  /** days after which an open back-order line is flagged (migration 0016) */
  backorder_flag_days: Generated<number>
  /** days after which a delivery not confirmed counts as received (migration 0019) */
  auto_receipt_days: Generated<number>
}

declare module '../db/types' {
  interface Database {
    branches: BranchesTable
  }
}
