import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connect'

/**
 * The server secret that signs CSRF tokens. SESSION_SECRET wins when set; otherwise one is made
 * once and kept in the database, so every instance on the same database shares it.
 */
export async function loadServerSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db
    .insertInto('app_secrets')
    .values({ name: 'csrf', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', 'csrf').executeTakeFirstOrThrow()
  return row.value
}
