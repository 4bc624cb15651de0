import type { Generated } from 'kysely'
import type { Role } from '#common/roles.ts'
import type { BigId } from '../db/types'

// The sign-in's tables, added to Database (server/db/types.ts) by declaration merging. The
// accounts themselves (users) are management's: sign-in writes only their lock columns.

export interface SessionsTable {
  id_hash: string
  user_id: number
  active_role: Role | null
  created_at: Date
  last_seen_at: Date
  expires_at: Date
  ip: string | null
  user_agent: string | null
}

export interface LoginAttemptsTable {
  id: Generated<BigId>
  username: string
  ip: string
  success: boolean
  created_at: Date
}

declare module '../db/types' {
  interface Database {
    sessions: SessionsTable
    login_attempts: LoginAttemptsTable
  }
}
