import type { Role } from '#common/roles.ts'

// What every request knows about its signed-in user, resolved once per request by
// registerSession. The auth feature produces it; guards narrow it; services receive it.

export interface SessionUser {
  id: number
  username: string
  first_name: string
  last_name: string
  roles: Role[]
  store_id: number | null
  store_name: string | null
  branch_id: number | null
  branch_code: string | null
  /** the branch of the buyer's store: whose stock a buyer sees and which staff serve him */
  store_branch_id: number | null
  store_branch_code: string | null
  /** the password was set by someone else: every call but me, logout and change-password is refused */
  must_change_password: boolean
}

export interface SessionContext {
  rawId: string
  idHash: string
  role: Role | null
  user: SessionUser
}

/** Resolves a session cookie; the auth feature's session store is the one implementation. */
export interface SessionLoader {
  load(rawId: string): Promise<SessionContext | null>
}
