import type { Db } from '../db/connect'

export async function insertToken(
  db: Db,
  token: { hash: string; userId: number; storeId: number; fileName: string; payload: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('import_tokens')
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      store_id: token.storeId,
      file_name: token.fileName,
      payload: token.payload,
      created_at: token.at,
      expires_at: token.expiresAt,
    })
    .execute()
}

/**
 * Housekeeping at each check: a token a day past its expiry is of no use to anyone (its commit is
 * refused either way), and each holds a whole checked file.
 */
export async function pruneTokens(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('import_tokens').where('expires_at', '<', before).execute()
}

/** The user's token row, locked until the commit's transaction ends: a double click waits, then sees it used. */
export async function lockToken(trx: Db, hash: string, userId: number) {
  return trx
    .selectFrom('import_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst()
}

export async function markTokenUsed(trx: Db, hash: string, orderId: number, at: Date): Promise<void> {
  await trx.updateTable('import_tokens').set({ used_at: at, order_id: orderId }).where('token_hash', '=', hash).execute()
}
