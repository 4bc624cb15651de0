import type { SessionResponse } from '../../common/auth'
import type { SessionContext } from './sessions'

/** The only way a session becomes an answer: login, me and role all answer this shape. */
export function presentSession(session: SessionContext): SessionResponse {
  const user = { ...session.user, role: session.role }
  return { user, id: user.id, role: session.role, roles: user.roles }
}
