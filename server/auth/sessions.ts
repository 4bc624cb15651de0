import { createHash, randomBytes } from 'node:crypto'
import type { Role } from '../../common/roles'
import type { Db } from '../db/connect'
import type { Clock } from '../http/clock'

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
}

export interface SessionContext {
  rawId: string
  idHash: string
  role: Role | null
  user: SessionUser
}

export interface SessionPolicy {
  idleMinutes: number
  absoluteHours: number
}

/** Only a hash of the id is stored: a copy of the sessions table opens no accounts. */
export function hashSessionId(rawId: string): string {
  return createHash('sha256').update(rawId).digest('hex')
}

export async function createSession(
  db: Db,
  clock: Clock,
  policy: SessionPolicy,
  input: { userId: number; role: Role | null; ip: string; userAgent: string | undefined },
): Promise<{ rawId: string; expiresAt: Date }> {
  const rawId = randomBytes(32).toString('base64url')
  const now = clock.now()
  const expiresAt = new Date(now.getTime() + policy.absoluteHours * 3_600_000)
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(rawId),
      user_id: input.userId,
      active_role: input.role,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .execute()
  return { rawId, expiresAt }
}

/** What the sessions table and its joins say about a session; the in-process cache keeps it. */
export interface SessionRecord {
  active_role: Role | null
  last_seen_at: Date
  expires_at: Date
  is_active: boolean
  user: SessionUser
}

export async function readSessionRecord(db: Db, idHash: string): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('stores as st', 'st.id', 'u.store_id')
    .leftJoin('branches as b', 'b.id', 'u.branch_id')
    .leftJoin('branches as sb', 'sb.id', 'st.branch_id')
    .select([
      's.active_role',
      's.last_seen_at',
      's.expires_at',
      'u.id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.roles',
      'u.store_id',
      'u.branch_id',
      'u.is_active',
      'st.name as store_name',
      'b.code as branch_code',
      'sb.id as store_branch_id',
      'sb.code as store_branch_code',
    ])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    active_role: row.active_role,
    last_seen_at: new Date(row.last_seen_at),
    expires_at: new Date(row.expires_at),
    is_active: row.is_active,
    user: {
      id: row.id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
      roles: row.roles,
      store_id: row.store_id,
      store_name: row.store_name,
      branch_id: row.branch_id,
      branch_code: row.branch_code,
      store_branch_id: row.store_branch_id,
      store_branch_code: row.store_branch_code,
    },
  }
}

/** Whether a session may still be used at `now`: not expired, not idle too long, user and role still valid. */
export function isSessionUsable(record: SessionRecord, policy: SessionPolicy, now: number): boolean {
  const idleLimit = record.last_seen_at.getTime() + policy.idleMinutes * 60_000
  const roleStillHeld = record.active_role === null || record.user.roles.includes(record.active_role)
  return now < record.expires_at.getTime() && now < idleLimit && record.is_active && roleStillHeld
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute()
}

export async function revokeSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}

/** The branch a session works in: a buyer's store's branch, or the staff member's own branch. */
export function workBranch(session: SessionContext): { id: number; code: string } | null {
  const user = session.user
  if (session.role === 'user' && user.store_branch_id !== null && user.store_branch_code !== null) {
    return { id: user.store_branch_id, code: user.store_branch_code }
  }
  if (session.role === 'seller' && user.branch_id !== null && user.branch_code !== null) {
    return { id: user.branch_id, code: user.branch_code }
  }
  return null
}
