import { sql } from 'kysely'
import type { Role } from '#common/roles.ts'
import type { Db } from '../db/connect'
import { BRANCH_CLOSED_CHANNEL, SESSION_ENDED_CHANNEL, SESSIONS_REVOKED_CHANNEL, type SessionRecord } from './session-rules'

export async function findUserForLogin(db: Db, username: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('branches as ab', 'ab.id', 'u.account_branch_id')
    .select([
      'u.id',
      'u.username',
      'u.password_hash',
      'u.roles',
      'u.is_active',
      'u.locked_until',
      'u.failed_login_count',
      'ab.is_active as branch_active',
    ])
    .where('u.username', '=', username)
    .executeTakeFirst()
}

export async function findPasswordHash(db: Db, userId: number) {
  return db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirst()
}

/** Records the attempt first and then counts, so parallel requests cannot all slip under the limit. */
export async function recordAttemptAndCount(
  db: Db,
  attempt: { username: string; ip: string; at: Date },
  windowMs: number,
): Promise<{ id: number; recent: number }> {
  const inserted = await db
    .insertInto('login_attempts')
    .values({ username: attempt.username, ip: attempt.ip, success: false, created_at: attempt.at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const since = new Date(attempt.at.getTime() - windowMs)
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', attempt.ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return { id: Number(inserted.id), recent: Number(row.n) }
}

export async function markAttemptSuccessful(db: Db, attemptId: number): Promise<void> {
  await db.updateTable('login_attempts').set({ success: true }).where('id', '=', attemptId).execute()
}

/**
 * One atomic step: count the failure and, at the threshold, lock the account and start the
 * count afresh so the next lock needs another full series after it expires.
 */
export async function registerFailure(db: Db, userId: number, threshold: number, lockUntil: Date) {
  return db
    .updateTable('users')
    .set({
      failed_login_count: sql<number>`case when failed_login_count + 1 >= ${threshold} then 0 else failed_login_count + 1 end`,
      locked_until: sql<Date>`case when failed_login_count + 1 >= ${threshold} then ${lockUntil}::timestamptz else locked_until end`,
    })
    .where('id', '=', userId)
    .returning(['failed_login_count', 'locked_until'])
    .executeTakeFirstOrThrow()
}

export async function resetFailures(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ failed_login_count: 0, locked_until: null }).where('id', '=', userId).execute()
}

export async function storePasswordHash(db: Db, userId: number, hash: string, at: Date | null): Promise<void> {
  await db
    .updateTable('users')
    .set(at ? { password_hash: hash, password_changed_at: at, must_change_password: false } : { password_hash: hash })
    .where('id', '=', userId)
    .execute()
}

/** Housekeeping: expired sessions and old attempts need not be kept. */
export async function pruneAuthTables(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute()
  await db
    .deleteFrom('login_attempts')
    .where('created_at', '<', new Date(now.getTime() - 7 * 86_400_000))
    .execute()
}

/** Stores a new session; the caller made its id (session-rules) and its expiry. */
export async function insertSession(
  db: Db,
  input: {
    idHash: string
    userId: number
    role: Role | null
    at: Date
    expiresAt: Date
    ip: string
    userAgent: string | undefined
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: input.idHash,
      user_id: input.userId,
      active_role: input.role,
      created_at: input.at,
      last_seen_at: input.at,
      expires_at: input.expiresAt,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .execute()
}

export async function readSessionRecord(db: Db, idHash: string): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('stores as st', 'st.id', 'u.store_id')
    .leftJoin('branches as b', 'b.id', 'u.branch_id')
    .leftJoin('branches as sb', 'sb.id', 'st.branch_id')
    .leftJoin('branches as ab', 'ab.id', 'u.account_branch_id')
    .select([
      'ab.is_active as branch_active',
      'u.must_change_password',
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
    branch_active: row.branch_active ?? true,
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
      must_change_password: row.must_change_password,
    },
  }
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute()
}

/**
 * Ends one session and, when there was one to end, announces it to every instance (their caches
 * and their event streams of it end too) in the same statement: no second round trip.
 */
export async function revokeSession(db: Db, idHash: string): Promise<void> {
  await sql`
    with ended as (delete from sessions where id_hash = ${idHash} returning id_hash)
    select pg_notify(${SESSION_ENDED_CHANNEL}, id_hash) from ended
  `.execute(db)
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}

/** Every instance forgets its cached copies of this user's sessions when `trx` commits. */
export async function announceRevocation(trx: Db, userId: number): Promise<void> {
  await sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${String(userId)})`.execute(trx)
}

/**
 * Ends the sessions of a closed branch's staff and buyers (a session working as head office
 * stays) and announces it to every instance when `trx` commits.
 */
export async function revokeBranchSessions(trx: Db, branchId: number): Promise<void> {
  await sql`
    delete from sessions s using users u
    where u.id = s.user_id and u.account_branch_id = ${branchId} and s.active_role is distinct from 'admin'
  `.execute(trx)
  await sql`select pg_notify(${BRANCH_CLOSED_CHANNEL}, ${String(branchId)})`.execute(trx)
}
