// The two forms of Pengaturan as data: a PPN row (Tambah, Ubah) and a branch's settings. The
// drafts hold text as typed ('12,5'); the checks are the server's (common/settings-rules.ts), so
// the form says what the server would, and a body is built only from a draft that passes them.
import { failedSentences } from '#common/account-rules.ts'
import {
  type BranchSettings,
  type BranchSettingsRequest,
  formatPercent,
  type TaxSetting,
  type TaxSettingRequest,
} from '#common/settings.ts'
import { checkBranchSettingsRequest, checkTaxRequest, parsePercentText, parseWholeText } from '#common/settings-rules.ts'

// ---- a PPN row -----------------------------------------------------------------------------------

/** Keyed as the server names the fields, so its 422 lands beside the right input. */
export interface TaxDraft {
  effective_from: string
  ppn_rate_percent: string
  dpp_numerator: string
  dpp_denominator: string
}
export type TaxField = keyof TaxDraft
export type TaxErrors = Partial<Record<TaxField, string>>

/** A new row starts from the rate and fraction in effect: a change of law usually moves one of them. */
export function newTaxDraft(inEffect: TaxSetting | undefined): TaxDraft {
  return {
    effective_from: '',
    ppn_rate_percent: inEffect ? formatPercent(inEffect.ppn_rate_percent) : '',
    dpp_numerator: inEffect ? String(inEffect.dpp_numerator) : '',
    dpp_denominator: inEffect ? String(inEffect.dpp_denominator) : '',
  }
}

export function taxDraftOf(row: TaxSetting): TaxDraft {
  return {
    effective_from: row.effective_from,
    ppn_rate_percent: formatPercent(row.ppn_rate_percent),
    dpp_numerator: String(row.dpp_numerator),
    dpp_denominator: String(row.dpp_denominator),
  }
}

/** A number typed, or NaN (which every check refuses with its field's sentence). */
const percentOf = (text: string) => parsePercentText(text) ?? Number.NaN
const wholeOf = (text: string) => parseWholeText(text) ?? Number.NaN

export function taxErrors(draft: TaxDraft, today: string): TaxErrors {
  return failedSentences(checkTaxRequest(taxBody(draft), today))
}

/** The body of a draft that passed taxErrors (a number not typed as one is NaN here). */
export function taxBody(draft: TaxDraft): TaxSettingRequest {
  return {
    effective_from: draft.effective_from,
    ppn_rate_percent: percentOf(draft.ppn_rate_percent),
    dpp_numerator: wholeOf(draft.dpp_numerator),
    dpp_denominator: wholeOf(draft.dpp_denominator),
  }
}

/** Whether a draft says the same as the row it edits ('12,0' is 12): nothing to save, nothing to lose. */
export function taxDraftUnchanged(row: TaxSetting, draft: TaxDraft): boolean {
  return (
    draft.effective_from === row.effective_from &&
    percentOf(draft.ppn_rate_percent) === row.ppn_rate_percent &&
    wholeOf(draft.dpp_numerator) === row.dpp_numerator &&
    wholeOf(draft.dpp_denominator) === row.dpp_denominator
  )
}

/** The rule a draft would set, once its three numbers pass ('PPN 12% × DPP 11/12 = 11% dari harga jual'). */
export function draftRule(draft: TaxDraft): Omit<TaxSettingRequest, 'effective_from'> | null {
  const body = taxBody(draft)
  // the day is no part of the rule: only the three numbers' checks count
  const checks = checkTaxRequest(body, '')
  if (!checks.ppn_rate_percent.ok || !checks.dpp_numerator.ok || !checks.dpp_denominator.ok) return null
  return { ppn_rate_percent: body.ppn_rate_percent, dpp_numerator: body.dpp_numerator, dpp_denominator: body.dpp_denominator }
}

// ---- a branch's settings -------------------------------------------------------------------------

export interface BranchSettingsDraft {
  quote_valid_days: string
  max_extra_discount_percent: string
  backorder_flag_days: string
  auto_receipt_days: string
}
export type BranchSettingsField = keyof BranchSettingsDraft
export type BranchSettingsErrors = Partial<Record<BranchSettingsField, string>>

export function branchSettingsDraftOf(branch: BranchSettings): BranchSettingsDraft {
  return {
    quote_valid_days: String(branch.quote_valid_days),
    max_extra_discount_percent: formatPercent(branch.max_extra_discount_percent),
    backorder_flag_days: String(branch.backorder_flag_days),
    auto_receipt_days: String(branch.auto_receipt_days),
  }
}

/** The numbers a draft says (NaN for text that is none). */
const branchSettingsOf = (draft: BranchSettingsDraft): BranchSettingsRequest => ({
  quote_valid_days: wholeOf(draft.quote_valid_days),
  max_extra_discount_percent: percentOf(draft.max_extra_discount_percent),
  backorder_flag_days: wholeOf(draft.backorder_flag_days),
  auto_receipt_days: wholeOf(draft.auto_receipt_days),
})

export function branchSettingsErrors(draft: BranchSettingsDraft): BranchSettingsErrors {
  return failedSentences(checkBranchSettingsRequest(branchSettingsOf(draft)))
}

/** The body of a draft that passed branchSettingsErrors; null when it says what the branch has. */
export function branchSettingsBody(branch: BranchSettings, draft: BranchSettingsDraft): BranchSettingsRequest | null {
  const body = branchSettingsOf(draft)
  const same =
    body.quote_valid_days === branch.quote_valid_days &&
    body.max_extra_discount_percent === branch.max_extra_discount_percent &&
    body.backorder_flag_days === branch.backorder_flag_days &&
    body.auto_receipt_days === branch.auto_receipt_days
  return same ? null : body
}
