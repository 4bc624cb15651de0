import { createHash, randomBytes } from 'node:crypto'
import type { Role } from '#common/roles.ts'
import type { SessionUser } from '../http/session-context'

// The rules of a session apart from storage: how its id is made and kept, and when it ends.

/** The NOTIFY channel on which an instance announces that a user's sessions were ended. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked'
/** The NOTIFY channel on which an instance announces that a branch was closed: its people's sessions ended. */
export const BRANCH_CLOSED_CHANNEL = 'branch_closed'
/**
 * The NOTIFY channel on which an instance announces that one session ended (logout, a new role,
 * found expired); the payload is the session's stored hash, never its id.
 */
export const SESSION_ENDED_CHANNEL = 'session_ended'

export interface SessionPolicy {
  idleMinutes: number
  absoluteHours: number
}

/** A new session id: 256 random bits, sent to the browser once and stored only hashed. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url')
}

/** Only a hash of the id is stored: a copy of the sessions table opens no accounts. */
export function hashSessionId(rawId: string): string {
  return createHash('sha256').update(rawId).digest('hex')
}

/** What the sessions table and its joins say about a session; the in-process cache keeps it. */
export interface SessionRecord {
  active_role: Role | null
  last_seen_at: Date
  expires_at: Date
  is_active: boolean
  /** the account's branch (its own, or its store's) is active; true for head office */
  branch_active: boolean
  user: SessionUser
}

/** Whether a session may still be used at `now`: not expired, not idle too long, user and role still valid. */
export function isSessionUsable(record: SessionRecord, policy: SessionPolicy, now: number): boolean {
  const idleLimit = record.last_seen_at.getTime() + policy.idleMinutes * 60_000
  const roleStillHeld = record.active_role === null || record.user.roles.includes(record.active_role)
  return now < record.expires_at.getTime() && now < idleLimit && record.is_active && roleStillHeld && placeOpen(record)
}

/**
 * A deactivated branch's staff and buyers cannot work; head office can, whatever branch a dual
 * account of it also belongs to.
 */
function placeOpen(record: SessionRecord): boolean {
  if (record.branch_active || record.active_role === 'admin') return true
  return record.active_role === null && record.user.roles.includes('admin')
}
