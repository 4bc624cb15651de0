import { sql } from 'kysely'
import type { Db } from '../db/connect'
import type { KnownPart } from './aggregate'

/**
 * Active parts among `partNos`, through a join on `unnest(array)`: a plain `sto_id in (…)` lets
 * the planner pick the trigram GIN index on a small catalogue (~10 s per 1,000 numbers on 20k
 * parts, past the statement timeout); the join uses the b-tree or a hash join.
 */
export async function knownParts(db: Db, partNos: string[]): Promise<Map<string, KnownPart>> {
  const known = new Map<string, KnownPart>()
  const unique = [...new Set(partNos.filter((p) => p !== ''))]
  for (let i = 0; i < unique.length; i += 5_000) {
    const { rows } = await sql<KnownPart>`
      select p.id, p.sto_id, p.name from unnest(${unique.slice(i, i + 5_000)}::text[]) as u(sto_id)
      join products p on p.sto_id = u.sto_id where p.is_active`.execute(db)
    for (const r of rows) known.set(r.sto_id, r)
  }
  return known
}

export async function pricesOf(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map()
  const rows = await db.selectFrom('products').select(['id', 'price']).where('id', 'in', productIds).execute()
  return new Map(rows.map((p) => [p.id, Number(p.price)]))
}

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
