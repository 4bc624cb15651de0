import type { Role } from '#common/roles.ts'
import type { Db } from '../db/connect'
import type { SessionContext } from '../http/session-context'
import type { Clock } from '../lib/clock'
import { clockedLru } from '../lib/lru'
import {
  announceRevocation,
  insertSession,
  readSessionRecord,
  revokeAllSessions,
  revokeBranchSessions,
  revokeSession,
  touchSession,
} from './queries'
import { hashSessionId, isSessionUsable, newSessionId, type SessionPolicy, type SessionRecord } from './session-rules'

// Touching last_seen_at on every request would write on every read; once a minute is enough
// for a sliding idle timeout measured in tens of minutes.
const TOUCH_AFTER_MS = 60_000

export interface SessionStoreDeps {
  db: Db
  clock: Clock
  policy: SessionPolicy
  /**
   * How long a session read from the database is trusted in this process. Every API call
   * resolves its session, so this saves a database round trip on nearly every call. Revoking a
   * user's sessions (password change or reset, deactivation, a move) or one session (logout, a
   * new role) is announced to every instance (SESSIONS_REVOKED_CHANNEL, SESSION_ENDED_CHANNEL)
   * and takes effect at once there; a session ended otherwise (a user edited directly in the
   * database, a notice lost while the database was away) within this many seconds. 0 reads the
   * database on every call.
   */
  cacheSeconds: number
}

/** Sessions for the HTTP layer and the auth service: one place that reads, caches and revokes them. */
export function createSessionStore(deps: SessionStoreDeps) {
  const { db, clock, policy } = deps
  const cache =
    deps.cacheSeconds > 0
      ? // no shared loads: a read that raced a revocation must not be handed to others (record())
        clockedLru<SessionRecord>(clock, { max: 50_000, ttlMs: deps.cacheSeconds * 1000 })
      : null

  // Counts revocations heard, so a read that raced one is not cached: a session read just before
  // another instance's revocation committed would otherwise live on here for cacheSeconds.
  let revocations = 0
  const revokedAt = new Map<number, number>()
  const closedAt = new Map<number, number>()
  const endedAt = new Map<string, number>()
  const revokedSince = (idHash: string, record: SessionRecord, before: number) =>
    (endedAt.get(idHash) ?? -1) >= before ||
    (revokedAt.get(record.user.id) ?? -1) >= before ||
    (closedAt.get(record.user.branch_id ?? -1) ?? -1) >= before ||
    (closedAt.get(record.user.store_branch_id ?? -1) ?? -1) >= before

  async function record(idHash: string): Promise<SessionRecord | undefined> {
    const hit = cache?.get(idHash)
    if (hit) return hit
    const before = revocations
    const fresh = await readSessionRecord(db, idHash)
    if (fresh && !revokedSince(idHash, fresh, before)) cache?.set(idHash, fresh)
    return fresh
  }

  /**
   * Whether a session may still be used, without counting as a use (last_seen_at stays): an open
   * event stream asks before it writes, so a session ended while its notice was lost, or expired,
   * hears nothing more.
   */
  async function isLive(idHash: string): Promise<boolean> {
    const found = await record(idHash)
    return found !== undefined && isSessionUsable(found, policy, clock.now().getTime())
  }

  async function load(rawId: string): Promise<SessionContext | null> {
    if (rawId.length < 20 || rawId.length > 100) return null
    const idHash = hashSessionId(rawId)
    const found = await record(idHash)
    if (!found) return null
    const now = clock.now()
    if (!isSessionUsable(found, policy, now.getTime())) {
      await revoke(idHash)
      return null
    }
    if (now.getTime() - found.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      await touchSession(db, idHash, now)
      cache?.set(idHash, { ...found, last_seen_at: now })
    }
    return { rawId, idHash, role: found.active_role, user: found.user }
  }

  /** Ends one session; every instance hears of it (SESSION_ENDED_CHANNEL) and forgets its copy. */
  async function revoke(idHash: string): Promise<void> {
    cache?.delete(idHash)
    await revokeSession(db, idHash)
  }

  /** Drops this process's copy of one session: it ended here or on another instance. */
  function forgetSession(idHash: string): void {
    revocations += 1
    endedAt.set(idHash, revocations)
    if (endedAt.size > 10_000) endedAt.delete(endedAt.keys().next().value as string)
    cache?.delete(idHash)
  }

  /**
   * Drops this process's copies of a user's sessions: after a revocation commits here, when
   * another instance announces one, or after an edit of the user (roles, store, name).
   */
  function forgetUser(userId: number): void {
    revocations += 1
    revokedAt.set(userId, revocations)
    if (revokedAt.size > 10_000) revokedAt.delete(revokedAt.keys().next().value as number)
    if (!cache) return
    for (const [idHash, entry] of cache.entries()) {
      if (entry.user.id === userId) cache.delete(idHash)
    }
  }

  /**
   * Ends every session of a user inside `trx` and announces it to every instance when `trx`
   * commits; call forgetUser after the commit too, for requests that read in between.
   */
  async function revokeAll(userId: number, trx: Db = db): Promise<void> {
    forgetUser(userId)
    await revokeAllSessions(trx, userId)
    await announceRevocation(trx, userId)
  }

  /** Drops this process's copies of the sessions of a branch's staff and buyers (the branch was closed). */
  function forgetBranch(branchId: number): void {
    revocations += 1
    closedAt.set(branchId, revocations)
    if (!cache) return
    for (const [idHash, entry] of cache.entries()) {
      if (entry.user.branch_id === branchId || entry.user.store_branch_id === branchId) cache.delete(idHash)
    }
  }

  /** Ends a closed branch's sessions inside `trx`; every instance forgets its copies when it commits. */
  async function revokeBranch(branchId: number, trx: Db = db): Promise<void> {
    forgetBranch(branchId)
    await revokeBranchSessions(trx, branchId)
  }

  async function create(input: { userId: number; role: Role | null; ip: string; userAgent: string | undefined }) {
    const rawId = newSessionId()
    const at = clock.now()
    const expiresAt = new Date(at.getTime() + policy.absoluteHours * 3_600_000)
    await insertSession(db, { ...input, idHash: hashSessionId(rawId), at, expiresAt })
    const session = await load(rawId)
    if (!session) throw new Error('session vanished right after creation')
    return { ...session, expiresAt }
  }

  return { load, isLive, create, revoke, forgetSession, revokeAll, forgetUser, forgetBranch, revokeBranch }
}

export type SessionStore = ReturnType<typeof createSessionStore>
