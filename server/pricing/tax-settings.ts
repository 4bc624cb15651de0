import type { TaxSettings } from '#common/order-totals.ts'
import type { Db } from '../db/connect'
import { taxSettingRowOn } from './tax-settings-queries'

// The PPN an order is counted with (docs/product.md §10.11): the tax settings in effect on a Jakarta
// day. The statements head office keeps them with (/admin/pengaturan, server/admin) are
// tax-settings-queries.ts's.

export type TaxSettingsInEffect = TaxSettings & { id: number; effective_from: string }

/**
 * The settings in effect on `day` (Jakarta, 'yyyy-mm-dd'): the row with the latest effective day
 * not after it. The migration's row of 2025-01-01 is never deletable (only rows not yet in effect
 * are), so any day since has one; a day before it is a bug of the caller.
 */
export async function taxSettingsOn(db: Db, day: string): Promise<TaxSettingsInEffect> {
  const row = await taxSettingRowOn(db, day)
  if (!row) throw new Error(`no tax settings in effect on ${day}`)
  return {
    id: row.id,
    effective_from: row.effective_from,
    ppn_rate_bp: row.ppn_rate_bp,
    dpp_numerator: row.dpp_numerator,
    dpp_denominator: row.dpp_denominator,
  }
}
