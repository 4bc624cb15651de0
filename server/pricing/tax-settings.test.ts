import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { openTestDatabase } from '../test/database'
import { taxSettingsOn } from './tax-settings'

// The PPN an order is counted with on a Jakarta day (docs/product.md §10.11): the row with the
// latest effective day not after it. The migration's row (12 % on 11/12 from 2025-01-01) is the
// start; two rows are added ahead of it, and each day around their boundaries is asked.
let database: DatabaseHandle

beforeAll(async () => {
  database = await openTestDatabase()
  const at = new Date('2026-01-01T00:00:00Z')
  await database.db
    .insertInto('tax_settings')
    .values([
      { effective_from: '2026-07-01', ppn_rate_bp: 1100, dpp_numerator: 1, dpp_denominator: 1, created_at: at },
      { effective_from: '2027-01-01', ppn_rate_bp: 1250, dpp_numerator: 10, dpp_denominator: 12, created_at: at },
    ])
    .execute()
})
afterAll(() => database.close())

const on = async (day: string) => {
  const { id: _id, ...settings } = await taxSettingsOn(database.db, day)
  return settings
}

const MIGRATED = { effective_from: '2025-01-01', ppn_rate_bp: 1200, dpp_numerator: 11, dpp_denominator: 12 }
const JULY = { effective_from: '2026-07-01', ppn_rate_bp: 1100, dpp_numerator: 1, dpp_denominator: 1 }
const NEXT_YEAR = { effective_from: '2027-01-01', ppn_rate_bp: 1250, dpp_numerator: 10, dpp_denominator: 12 }

describe('taxSettingsOn', () => {
  it('takes the migrated row from its own first day until the day before the next', async () => {
    expect(await on('2025-01-01')).toEqual(MIGRATED)
    expect(await on('2026-03-10')).toEqual(MIGRATED)
    expect(await on('2026-06-30')).toEqual(MIGRATED)
  })

  it('takes a row on its effective day and after, until the next row begins', async () => {
    expect(await on('2026-07-01')).toEqual(JULY)
    expect(await on('2026-12-31')).toEqual(JULY)
    expect(await on('2027-01-01')).toEqual(NEXT_YEAR)
    expect(await on('2099-12-31')).toEqual(NEXT_YEAR)
  })

  it('names the row it took', async () => {
    const row = await database.db
      .selectFrom('tax_settings')
      .select('id')
      .where('effective_from', '=', '2026-07-01')
      .executeTakeFirstOrThrow()
    expect((await taxSettingsOn(database.db, '2026-07-01')).id).toBe(row.id)
  })

  it('refuses a day before any row: no order can be counted without settings', async () => {
    await expect(taxSettingsOn(database.db, '2024-12-31')).rejects.toThrow('no tax settings in effect on 2024-12-31')
  })
})
