import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './connect'
import { migrateToLatest } from './migrate'

describe('migrations at start', () => {
  it('migrate an empty embedded database and are a no-op the second time', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' })
    try {
      expect(await migrateToLatest(handle.db)).toEqual([
        '0001_schema',
        '0002_part_number_order',
        '0003_accounts',
        '0004_reports',
        '0005_store_user_counts',
        '0006_user_store_name',
        '0007_report_summaries',
        '0008_part_supersessions',
        '0009_order_line_eta',
        '0010_head_office',
        '0011_feed_jobs',
        '0012_onboarding',
        '0013_audit_search',
        '0014_notifications',
        '0015_prices',
        '0016_backorders',
        '0017_deliveries',
        '0018_backorder_counts',
        '0019_receipts',
        '0020_fulfilment',
        '0021_report_fulfilment',
        '0022_name_search',
        '0023_part_requests',
      ])
      expect(await migrateToLatest(handle.db)).toEqual([])
    } finally {
      await handle.close()
    }
  })

  it.runIf(process.env.TEST_DATABASE_URL)('run once when two instances start together on one PostgreSQL', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string
    const name = `portal_migrate_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const a = await openDatabase({ dataDir: '', databaseUrl: url.toString(), poolMax: 2 })
    const b = await openDatabase({ dataDir: '', databaseUrl: url.toString(), poolMax: 2 })
    try {
      // the advisory lock makes the second wait, then find nothing left to do
      const applied = await Promise.all([migrateToLatest(a.db), migrateToLatest(b.db)])
      const ran = applied.flat()
      expect(ran).toContain('0011_feed_jobs')
      expect(applied.map((list) => list.length).sort((x, y) => x - y)).toEqual([0, ran.length])
    } finally {
      await a.close()
      await b.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})
