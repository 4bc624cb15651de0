import type { ColumnType, Generated, Insertable } from 'kysely'
import type { AccountEventAction } from '#common/management.ts'
import type { Role } from '#common/roles.ts'
import type { BigId, Timestamp } from '../db/types'

// The accounts, the stores and their audit, added to Database (server/db/types.ts) by
// declaration merging. Other features write a few columns of users (docs/architecture.md, 'SQL
// in its room, and the exceptions').

export interface UsersTable {
  id: Generated<number>
  username: string
  password_hash: string
  roles: Role[]
  store_id: number | null
  branch_id: number | null
  first_name: string
  last_name: Generated<string>
  email: string | null
  mobile: string | null
  address: string | null
  landline: string | null
  description: string | null
  is_salesman: Generated<boolean>
  ibs_salesman_code: string | null
  avatar_id: string | null
  is_active: Generated<boolean>
  failed_login_count: Generated<number>
  locked_until: Date | null
  password_changed_at: Timestamp
  created_by: number | null
  created_at: Timestamp
  /** the branch whose staff manage the account; filled by a trigger (migration 0003); null for head office only */
  account_branch_id: Generated<number | null>
  /** the password was set by someone else: the account chooses its own at its next sign-in */
  must_change_password: Generated<boolean>
  /** username, name and mobile in one text for the list's trigram search (generated) */
  search_text: Generated<string>
  /** the store's name, '' for staff; kept by the same trigger (migration 0006) for the list's sort */
  store_name: Generated<string>
}

export type NewUser = Insertable<UsersTable>

export interface StoresTable {
  id: Generated<number>
  branch_id: number
  ibs_cust_code: string
  name: string
  description: string | null
  created_at: Timestamp
  /** its users, kept by a trigger on users (migration 0005) */
  users_count: Generated<number>
  /** 'Grup Harga': the dealer's price group code (migration 0015) */
  price_group: string | null
  /** the workshop's tax number, 15 or 16 digits */
  npwp: string | null
  /** the workshop's address, on its orders' print (at most 100 characters) */
  address: string | null
}

/**
 * The audit: what staff or head office did to an account (user_id), a store (store_id) or a
 * branch (branch_id); at most one is set (an onboarding commit has none: its accounts and stores
 * have rows of their own).
 */
export interface AccountEventsTable {
  id: Generated<BigId>
  user_id: number | null
  store_id: number | null
  branch_id: Generated<number | null>
  actor_id: number | null
  action: AccountEventAction
  /** what changed: a move's branches, the fields edited, an onboarding's counts */
  detail: ColumnType<unknown, string | null | undefined, string | null> | null
  /** the branch the subject belonged to when it happened (the audit's branch filter) */
  scope_branch_id: Generated<number | null>
  created_at: Timestamp
}

declare module '../db/types' {
  interface Database {
    users: UsersTable
    stores: StoresTable
    account_events: AccountEventsTable
  }
}
