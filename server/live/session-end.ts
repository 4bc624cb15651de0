import type { SessionContext } from '../http/session-context'

// Which event streams a "sessions ended" notice ends. Every instance announces ended sessions
// through PostgreSQL (server/auth's channels), so a stream on any instance ends with its session.

/** One notice: one session (logout, a new role), every session of a person, or of a closed branch. */
export type SessionEnd = { idHash: string } | { userId: number } | { branchId: number }

/** An id as the channels send it: digits only (Number('') would be 0). */
const idOf = (payload: string) => (/^\d{1,15}$/.test(payload) ? Number(payload) : null)

export function userSessionsEnded(payload: string): SessionEnd | null {
  const userId = idOf(payload)
  return userId === null ? null : { userId }
}

export function branchSessionsEnded(payload: string): SessionEnd | null {
  const branchId = idOf(payload)
  return branchId === null ? null : { branchId }
}

export function oneSessionEnded(payload: string): SessionEnd | null {
  return payload ? { idHash: payload } : null
}

/**
 * Whether `end` ends the stream of `session`. A closed branch ends the sessions of the accounts
 * it is the branch of: a staff member's own, else his store's (users.account_branch_id); a stream
 * is never head office's (it needs a store or a branch).
 */
export function endsSession(end: SessionEnd, session: Pick<SessionContext, 'idHash' | 'user'>): boolean {
  if ('idHash' in end) return end.idHash === session.idHash
  if ('userId' in end) return end.userId === session.user.id
  return (session.user.branch_id ?? session.user.store_branch_id) === end.branchId
}
