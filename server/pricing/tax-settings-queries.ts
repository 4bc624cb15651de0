import { sql } from 'kysely'
import type { Db } from '../db/connect'

// The statements of the tax settings (tax_settings, migration 0015): the PPN rate and the DPP
// fraction from an effective day on. Days are Jakarta days, read and compared as text
// ('yyyy-mm-dd' orders as the days do); the rate is in basis points.

const isoOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

function selectTaxSettings(db: Db) {
  return db
    .selectFrom('tax_settings as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      sql<string>`t.effective_from::text`.as('effective_from'),
      't.ppn_rate_bp',
      't.dpp_numerator',
      't.dpp_denominator',
      'u.username as created_by',
      isoOf('t.created_at').as('created_at'),
    ])
}

export type TaxSettingRow = Awaited<ReturnType<ReturnType<typeof selectTaxSettings>['execute']>>[number]

/** Every row, the newest effective day first (a handful: the law changes rarely). */
export async function listTaxSettings(db: Db): Promise<TaxSettingRow[]> {
  return selectTaxSettings(db).orderBy('t.effective_from', 'desc').execute()
}

/** The row in effect on a Jakarta day: the latest effective day not after it (the unique index's order). */
export async function taxSettingRowOn(db: Db, day: string): Promise<TaxSettingRow | undefined> {
  return selectTaxSettings(db)
    .where('t.effective_from', '<=', sql<string>`${day}::date`)
    .orderBy('t.effective_from', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Locks a row for a change or a deletion: two head-office users take turns. */
export async function lockTaxSetting(trx: Db, id: number) {
  return trx
    .selectFrom('tax_settings')
    .select(['id', sql<string>`effective_from::text`.as('effective_from'), 'ppn_rate_bp', 'dpp_numerator', 'dpp_denominator'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export interface TaxSettingValues {
  effective_from: string
  ppn_rate_bp: number
  dpp_numerator: number
  dpp_denominator: number
}

/** A new row; a day already taken violates tax_settings_effective_from_key. */
export async function insertTaxSetting(trx: Db, values: TaxSettingValues & { created_by: number; at: Date }): Promise<number> {
  const row = await trx
    .insertInto('tax_settings')
    .values({
      effective_from: values.effective_from,
      ppn_rate_bp: values.ppn_rate_bp,
      dpp_numerator: values.dpp_numerator,
      dpp_denominator: values.dpp_denominator,
      created_by: values.created_by,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateTaxSetting(trx: Db, id: number, values: TaxSettingValues): Promise<void> {
  await trx.updateTable('tax_settings').set(values).where('id', '=', id).execute()
}

export async function deleteTaxSetting(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('tax_settings').where('id', '=', id).execute()
}

/**
 * Locks every row (a handful) for a deletion: whether another row remains is then decided while no
 * other deletion can run, so two at once never leave the table empty.
 */
export async function lockAllTaxSettings(trx: Db) {
  return trx
    .selectFrom('tax_settings')
    .select(['id', sql<string>`effective_from::text`.as('effective_from'), 'ppn_rate_bp', 'dpp_numerator', 'dpp_denominator'])
    .orderBy('id')
    .forUpdate()
    .execute()
}

/** The row of a day, if any (a friendly 409 before the unique index has to say it). */
export async function taxSettingIdOfDay(db: Db, day: string): Promise<number | undefined> {
  const row = await db.selectFrom('tax_settings').select('id').where('effective_from', '=', day).executeTakeFirst()
  return row?.id
}
