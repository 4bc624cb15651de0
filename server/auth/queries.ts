import { sql } from 'kysely'
import type { Db } from '../db/connect'

export async function findUserForLogin(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'roles', 'is_active', 'locked_until', 'failed_login_count'])
    .where('username', '=', username)
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
    .set(at ? { password_hash: hash, password_changed_at: at } : { password_hash: hash })
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
