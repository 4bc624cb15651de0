import { randomBytes } from 'node:crypto'
import { type ExpressionBuilder, sql } from 'kysely'
import type { Db } from '../db/connect'
import type { Database } from '../db/types'
import type { Avatar } from '../lib/images'

// Every statement of the profile feature, executor first. A profile is always the caller's own:
// each statement is keyed by the session's user id, never by an id from the request.

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>

/** The account with its store and the branch it belongs to (its own as staff, its store's as buyer). */
export async function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('branches as b', 'b.id', 'u.branch_id')
    .leftJoin('stores as s', 's.id', 'u.store_id')
    .leftJoin('branches as sb', 'sb.id', 's.branch_id')
    .select([
      'u.id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.mobile',
      'u.roles',
      'u.avatar_id',
      'u.created_at',
      's.name as store_name',
      'b.name as branch_name',
      'sb.name as store_branch_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst()
}

/** 'Unset' as product.md §3 has it (null, empty or '-'), in SQL, so the check and the write are one. */
const unset = (column: 'email' | 'mobile') => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([eb(column, 'is', null), eb(sql<string>`trim(${sql.ref(column)})`, 'in', ['', '-'])])

/**
 * Sets the email or mobile only while it is unset. One conditional UPDATE: of two concurrent
 * calls the second waits for the first's row lock, re-reads the row, finds it set and changes
 * nothing. False when nothing was written (already set).
 */
export async function setOnce(db: Db, userId: number, column: 'email' | 'mobile', value: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ [column]: value })
    .where('id', '=', userId)
    .where(unset(column))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function setNames(db: Db, userId: number, firstName: string, lastName: string): Promise<void> {
  await db.updateTable('users').set({ first_name: firstName, last_name: lastName }).where('id', '=', userId).execute()
}

/**
 * Stores a re-encoded photo as the user's avatar, in PostgreSQL so every instance serves it, under
 * a new random id (the id changes with the picture, so its address can be cached). The user's row
 * is updated first: its lock makes two uploads at once take turns, so the second one's delete sees
 * the first's picture and no orphan is left. The previous picture is deleted in the same
 * transaction.
 */
export async function saveAvatar(trx: Db, userId: number, avatar: Avatar, at: Date): Promise<string> {
  const id = randomBytes(16).toString('base64url')
  await trx.updateTable('users').set({ avatar_id: id }).where('id', '=', userId).execute()
  await trx
    .insertInto('user_avatars')
    .values({ id, user_id: userId, content_type: avatar.contentType, bytes: avatar.bytes, created_at: at })
    .execute()
  await trx.deleteFrom('user_avatars').where('user_id', '=', userId).where('id', '!=', id).execute()
  return id
}

export async function findAvatar(db: Db, id: string) {
  return db.selectFrom('user_avatars').select(['content_type', 'bytes']).where('id', '=', id).executeTakeFirst()
}

/** Whether the avatar still exists, without reading its bytes (a revalidation). */
export async function avatarExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('user_avatars').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}

/** The address screens load an avatar from (GET /api/avatars/{id}, signed-in users only). */
export const avatarUrl = (avatarId: string | null) => (avatarId ? `/api/avatars/${avatarId}` : null)
