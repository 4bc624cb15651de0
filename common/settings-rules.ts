import type { Checked } from './account-rules'
import { BACKORDER_FLAG_DAYS_MAX } from './backorder-rules'
import { isCalendarDay } from './jakarta-time'
import { percentToBp } from './price-math'
import { AUTO_RECEIPT_DAYS_MAX } from './receipt-rules'
import {
  AUTO_RECEIPT_DAYS_MIN,
  BACKORDER_FLAG_DAYS_MIN,
  type BranchSettingsRequest,
  DPP_PART_MAX,
  EXTRA_DISCOUNT_MAX_PERCENT,
  PPN_RATE_MAX_PERCENT,
  QUOTE_VALID_DAYS_MAX,
  QUOTE_VALID_DAYS_MIN,
  SETTINGS_TEXT,
  type TaxSettingRequest,
} from './settings'

// The numbers of head office's settings (common/settings.ts), checked the same way by the screen and
// the server. Percents travel as numbers with at most two decimals and are kept as basis points
// (common/price-math.ts), so a rate the form shows is exactly the rate the database keeps.

const ok = <T>(value: T): Checked<T> => ({ ok: true, value })
const fail = (message: string): Checked<never> => ({ ok: false, message })

/** A percent 0–max with at most two decimals, as basis points (12.5 → 1250). */
function checkPercent(value: number, max: number, message: string): Checked<number> {
  if (!Number.isFinite(value) || value < 0 || value > max) return fail(message)
  const bp = percentToBp(value)
  // 12.345 * 100 is 1234.5: not a whole number of basis points; 12.34 * 100 is 1233.9999999999998
  return Math.abs(value * 100 - bp) < 1e-6 ? ok(bp) : fail(message)
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max

/** The first day a row applies: a real calendar day, today or later (a past day is settled history). */
export function checkEffectiveFrom(raw: string, today: string): Checked<string> {
  const day = raw.trim()
  if (!isCalendarDay(day)) return fail(SETTINGS_TEXT.effectiveFrom)
  return day < today ? fail(SETTINGS_TEXT.effectivePast) : ok(day)
}

export const checkPpnRate = (percent: number) => checkPercent(percent, PPN_RATE_MAX_PERCENT, SETTINGS_TEXT.ppnRate)

export const checkDppNumerator = (value: number): Checked<number> =>
  isWhole(value, 1, DPP_PART_MAX) ? ok(value) : fail(SETTINGS_TEXT.dppNumerator)

/** The denominator alone; with a good numerator, the fraction may not exceed one (DPP is part of the price). */
export function checkDppDenominator(value: number, numerator: number): Checked<number> {
  if (!isWhole(value, 1, DPP_PART_MAX)) return fail(SETTINGS_TEXT.dppDenominator)
  return isWhole(numerator, 1, DPP_PART_MAX) && numerator > value ? fail(SETTINGS_TEXT.dppOrder) : ok(value)
}

export const checkQuoteValidDays = (value: number): Checked<number> =>
  isWhole(value, QUOTE_VALID_DAYS_MIN, QUOTE_VALID_DAYS_MAX) ? ok(value) : fail(SETTINGS_TEXT.quoteValidDays)

export const checkMaxExtraDiscount = (percent: number) =>
  checkPercent(percent, EXTRA_DISCOUNT_MAX_PERCENT, SETTINGS_TEXT.maxExtraDiscount)

export const checkBackorderFlagDays = (value: number): Checked<number> =>
  isWhole(value, BACKORDER_FLAG_DAYS_MIN, BACKORDER_FLAG_DAYS_MAX) ? ok(value) : fail(SETTINGS_TEXT.backorderFlagDays)

export const checkAutoReceiptDays = (value: number): Checked<number> =>
  isWhole(value, AUTO_RECEIPT_DAYS_MIN, AUTO_RECEIPT_DAYS_MAX) ? ok(value) : fail(SETTINGS_TEXT.autoReceiptDays)

/** A PPN row's fields, each checked (the rate as basis points), in the form's order: the server refuses with the first that fails. */
export function checkTaxRequest(body: TaxSettingRequest, today: string) {
  return {
    effective_from: checkEffectiveFrom(body.effective_from, today),
    ppn_rate_percent: checkPpnRate(body.ppn_rate_percent),
    dpp_numerator: checkDppNumerator(body.dpp_numerator),
    dpp_denominator: checkDppDenominator(body.dpp_denominator, body.dpp_numerator),
  }
}

/** A branch's settings, each checked (the cap as basis points), in the form's order. */
export function checkBranchSettingsRequest(body: BranchSettingsRequest) {
  return {
    quote_valid_days: checkQuoteValidDays(body.quote_valid_days),
    max_extra_discount_percent: checkMaxExtraDiscount(body.max_extra_discount_percent),
    backorder_flag_days: checkBackorderFlagDays(body.backorder_flag_days),
    auto_receipt_days: checkAutoReceiptDays(body.auto_receipt_days),
  }
}

/**
 * A percent as typed ('12', '12,5', '12.50'): the number, or null when the text is no plain
 * decimal number. The range and the two decimals are the checks' to say.
 */
export function parsePercentText(text: string): number | null {
  const typed = text.trim().replace(',', '.')
  return /^\d{1,6}(\.\d+)?$/.test(typed) ? Number(typed) : null
}

/** A whole number as typed ('7'), or null. */
export function parseWholeText(text: string): number | null {
  const typed = text.trim()
  return /^\d{1,6}$/.test(typed) ? Number(typed) : null
}
