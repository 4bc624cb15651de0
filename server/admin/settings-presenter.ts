import { bpToPercent } from '#common/price-math.ts'
import type { BranchSettings, TaxSetting } from '#common/settings.ts'
import type { TaxSettingRow } from '../pricing'
import type { BranchSettingsRow } from './settings-queries'

// The only way a tax settings row or a branch's settings become an answer of /api/admin/pengaturan.

/**
 * Every row (newest effective day first, as listed) with what today makes of it: the first row
 * not after today is in effect; a row after today may still change.
 */
export function presentTaxSettings(rows: readonly TaxSettingRow[], today: string): TaxSetting[] {
  const inEffect = rows.find((row) => row.effective_from <= today)
  return rows.map((row) => ({
    id: row.id,
    effective_from: row.effective_from,
    ppn_rate_percent: bpToPercent(row.ppn_rate_bp),
    dpp_numerator: row.dpp_numerator,
    dpp_denominator: row.dpp_denominator,
    created_by: row.created_by,
    created_at: row.created_at,
    in_effect: row === inEffect,
    editable: row.effective_from > today,
  }))
}

export function presentBranchSettings(row: BranchSettingsRow): BranchSettings {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    active: row.is_active,
    quote_valid_days: row.quote_valid_days,
    max_extra_discount_percent: bpToPercent(row.max_extra_discount_bp),
    backorder_flag_days: row.backorder_flag_days,
    auto_receipt_days: row.auto_receipt_days,
  }
}
