import type { SessionResponse } from '#common/auth.ts'
import type { SessionContext } from '../http/session-context'

/** The only way a session becomes an answer: login, me and role all answer this shape. */
export function presentSession(session: SessionContext): SessionResponse {
  const u = session.user
  const user = {
    id: u.id,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    role: session.role,
    roles: u.roles,
    store_id: u.store_id,
    store_name: u.store_name,
    branch_id: u.branch_id,
    branch_code: u.branch_code,
  }
  return {
    user,
    id: user.id,
    role: session.role,
    roles: user.roles,
    must_change_password: u.must_change_password,
  }
}
