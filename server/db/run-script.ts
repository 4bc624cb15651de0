import { type Kysely, sql } from 'kysely'

// PGlite runs one statement per extended-protocol query, so a migration script is split on
// statement ends. Scripts are ours: no semicolons inside literals or bodies.
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0)
  for (const statement of statements) await sql.raw(statement).execute(db)
}
