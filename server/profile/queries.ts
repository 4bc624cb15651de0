import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connect'
import type { Avatar } from '../lib/images'

/**
 * Stores a re-encoded photo as the user's avatar, in PostgreSQL so every instance serves it, under
 * a new random id (the id changes with the picture, so its address can be cached). The previous
 * picture is deleted in the same transaction.
 */
export async function saveAvatar(trx: Db, userId: number, avatar: Avatar, at: Date): Promise<string> {
  const id = randomBytes(16).toString('base64url')
  await trx
    .insertInto('user_avatars')
    .values({ id, user_id: userId, content_type: avatar.contentType, bytes: avatar.bytes, created_at: at })
    .execute()
  await trx.deleteFrom('user_avatars').where('user_id', '=', userId).where('id', '!=', id).execute()
  await trx.updateTable('users').set({ avatar_id: id }).where('id', '=', userId).execute()
  return id
}

/** The address screens load an avatar from (GET /api/avatars/{id}, signed-in users only). */
export const avatarUrl = (avatarId: string | null) => (avatarId ? `/api/avatars/${avatarId}` : null)
