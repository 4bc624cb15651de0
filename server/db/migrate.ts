import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import * as m0001 from './migrations/0001_schema'
import * as m0002 from './migrations/0002_part_number_order'
import * as m0003 from './migrations/0003_accounts'
import * as m0004 from './migrations/0004_reports'
import * as m0005 from './migrations/0005_store_user_counts'
import * as m0006 from './migrations/0006_user_store_name'
import * as m0007 from './migrations/0007_report_summaries'
import * as m0008 from './migrations/0008_part_supersessions'
import * as m0009 from './migrations/0009_order_line_eta'
import * as m0010 from './migrations/0010_head_office'
import * as m0011 from './migrations/0011_feed_jobs'
import * as m0012 from './migrations/0012_onboarding'
import * as m0013 from './migrations/0013_audit_search'
import * as m0014 from './migrations/0014_notifications'
import * as m0015 from './migrations/0015_prices'
import * as m0016 from './migrations/0016_backorders'
import * as m0017 from './migrations/0017_deliveries'
import * as m0018 from './migrations/0018_backorder_counts'
import * as m0019 from './migrations/0019_receipts'
import * as m0020 from './migrations/0020_fulfilment'
import * as m0021 from './migrations/0021_report_fulfilment'
import * as m0022 from './migrations/0022_name_search'
import * as m0023 from './migrations/0023_part_requests'

// Migrations are listed here rather than read from disk so the list is the same under tsx,
// in tests and in any bundle.
const migrations: Record<string, Migration> = {
  '0001_schema': m0001,
  '0002_part_number_order': m0002,
  '0003_accounts': m0003,
  '0004_reports': m0004,
  '0005_store_user_counts': m0005,
  '0006_user_store_name': m0006,
  '0007_report_summaries': m0007,
  '0008_part_supersessions': m0008,
  '0009_order_line_eta': m0009,
  '0010_head_office': m0010,
  '0011_feed_jobs': m0011,
  '0012_onboarding': m0012,
  '0013_audit_search': m0013,
  '0014_notifications': m0014,
  '0015_prices': m0015,
  '0016_backorders': m0016,
  '0017_deliveries': m0017,
  '0018_backorder_counts': m0018,
  '0019_receipts': m0019,
  '0020_fulfilment': m0020,
  '0021_report_fulfilment': m0021,
  '0022_name_search': m0022,
  '0023_part_requests': m0023,
}

/** Every migration by name, in order. */
export const MIGRATION_NAMES = Object.keys(migrations)

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * Brings the schema to the latest version. Kysely's PostgreSQL adapter takes a session-level
 * advisory lock around the run, so several instances starting at once migrate exactly once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against whatever schema version the database is at
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // one connection for the whole run, without the pool's statement timeout: building an index on
  // a dealer's million rows takes longer than any request may
  const { error, results } = await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection)
    try {
      return await new Migrator({ db: connection, provider }).migrateToLatest()
    } finally {
      await sql`reset statement_timeout`.execute(connection).catch(() => {})
    }
  })
  if (error) throw error instanceof Error ? error : new Error(String(error))
  const failed = results?.find((r) => r.status === 'Error')
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`)
  return (results ?? []).map((r) => r.migrationName)
}
