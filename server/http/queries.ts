import { sql } from 'kysely'
import type { Db } from '../db/connect'

// The shared plumbing's SQL: the secrets every instance shares (app_secrets), and the readiness probe.

/**
 * Keeps each named value unless the name is already kept: two instances making a secret at once
 * both end up with whichever was written first.
 */
export async function keepSecretsOnce(db: Db, secrets: Array<{ name: string; value: string }>): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values(secrets)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
}

/** The kept values of the names asked, by name; a name never kept is absent. */
export async function readSecrets(db: Db, names: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('app_secrets').select(['name', 'value']).where('name', 'in', names).execute()
  return new Map(rows.map((r) => [r.name, r.value]))
}

/** The cheapest statement the database must answer: /api/readyz. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db)
}
