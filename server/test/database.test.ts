import fs from 'node:fs'
import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { MIGRATION_NAMES, migrateToLatest } from '../db/migrate'
import { openTestDatabase } from './database'

// Each test file's database is a copy of one template migrated for the whole run
// (server/test/template-setup.ts): the schema is migrated once, the files still share nothing.

async function appliedMigrations(database: Awaited<ReturnType<typeof openTestDatabase>>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)
  return rows.map((r) => r.name)
}

describe('test databases', () => {
  it('start from one template the run migrated before the files began', async () => {
    const template = inject('testDatabaseTemplate')
    if (process.env.TEST_DATABASE_URL) {
      expect(template.kind).toBe('postgres')
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      try {
        const name = template.kind === 'postgres' ? template.name : ''
        const found = await admin.query('select 1 from pg_database where datname = $1', [name])
        expect(found.rowCount).toBe(1)
      } finally {
        await admin.end()
      }
    } else {
      expect(template.kind).toBe('pglite')
      expect(fs.statSync(template.kind === 'pglite' ? template.file : '').size).toBeGreaterThan(0)
    }
    const database = await openTestDatabase()
    try {
      // a copy of the template: every migration is there already, none is left to run
      expect(await appliedMigrations(database)).toEqual(MIGRATION_NAMES)
      expect(await migrateToLatest(database.db)).toEqual([])
    } finally {
      await database.close()
    }
  })

  it('are each their own: a row written in one is not in the next', async () => {
    const first = await openTestDatabase()
    try {
      await first.db.insertInto('branches').values({ code: 'TPL01', name: 'Cabang Template' }).execute()
      expect(await first.db.selectFrom('branches').select('code').execute()).toEqual([{ code: 'TPL01' }])
    } finally {
      await first.close()
    }
    const second = await openTestDatabase()
    try {
      expect(await second.db.selectFrom('branches').select('code').execute()).toEqual([])
    } finally {
      await second.close()
    }
  })
})
