import { describe, expect, it } from 'vitest'
import { failedSentences } from './account-rules'
import { formatPercent, SETTINGS_TEXT, taxRuleText } from './settings'
import {
  checkAutoReceiptDays,
  checkBackorderFlagDays,
  checkBranchSettingsRequest,
  checkDppDenominator,
  checkDppNumerator,
  checkEffectiveFrom,
  checkMaxExtraDiscount,
  checkPpnRate,
  checkQuoteValidDays,
  checkTaxRequest,
  parsePercentText,
  parseWholeText,
} from './settings-rules'

// Head office's settings, checked alike by the screen and the server: percents with at most two
// decimals kept exactly as basis points, whole days and fraction parts, a first day not in the past.

describe('the numbers of the settings', () => {
  it('takes a PPN rate of 0–100 % with two decimals as exact basis points', () => {
    expect(checkPpnRate(12)).toEqual({ ok: true, value: 1200 })
    expect(checkPpnRate(12.34)).toEqual({ ok: true, value: 1234 })
    expect(checkPpnRate(0.01)).toEqual({ ok: true, value: 1 })
    expect(checkPpnRate(0)).toEqual({ ok: true, value: 0 })
    expect(checkPpnRate(100)).toEqual({ ok: true, value: 10_000 })
    for (const bad of [-0.01, 100.01, 12.345, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkPpnRate(bad), String(bad)).toEqual({ ok: false, message: SETTINGS_TEXT.ppnRate })
    }
  })

  it('takes the extra-discount cap the same way, with its own sentence', () => {
    expect(checkMaxExtraDiscount(2.5)).toEqual({ ok: true, value: 250 })
    expect(checkMaxExtraDiscount(2.555)).toEqual({ ok: false, message: SETTINGS_TEXT.maxExtraDiscount })
  })

  it('takes whole fraction parts of 1–1000, the numerator not above the denominator', () => {
    expect(checkDppNumerator(11)).toEqual({ ok: true, value: 11 })
    expect(checkDppDenominator(12, 11)).toEqual({ ok: true, value: 12 })
    expect(checkDppDenominator(1000, 1000)).toEqual({ ok: true, value: 1000 })
    for (const bad of [0, 1001, 1.5, -1]) {
      expect(checkDppNumerator(bad), String(bad)).toEqual({ ok: false, message: SETTINGS_TEXT.dppNumerator })
      expect(checkDppDenominator(bad, 1), String(bad)).toEqual({ ok: false, message: SETTINGS_TEXT.dppDenominator })
    }
    expect(checkDppDenominator(11, 12)).toEqual({ ok: false, message: SETTINGS_TEXT.dppOrder })
    // a numerator that is itself wrong is said on its own field, not as an order problem
    expect(checkDppDenominator(12, 5000)).toEqual({ ok: true, value: 12 })
  })

  it('takes 1–90 whole days of quote validity', () => {
    expect(checkQuoteValidDays(1)).toEqual({ ok: true, value: 1 })
    expect(checkQuoteValidDays(90)).toEqual({ ok: true, value: 90 })
    for (const bad of [0, 91, 7.5]) expect(checkQuoteValidDays(bad)).toEqual({ ok: false, message: SETTINGS_TEXT.quoteValidDays })
  })

  it('takes 1–365 whole days before an open back-order line is flagged', () => {
    expect(checkBackorderFlagDays(1)).toEqual({ ok: true, value: 1 })
    expect(checkBackorderFlagDays(365)).toEqual({ ok: true, value: 365 })
    for (const bad of [0, 366, 30.5, Number.NaN]) {
      expect(checkBackorderFlagDays(bad), String(bad)).toEqual({ ok: false, message: SETTINGS_TEXT.backorderFlagDays })
    }
  })

  it('takes 1–30 whole days before a delivery nobody confirmed counts as received', () => {
    expect(SETTINGS_TEXT.autoReceiptDays).toBe('Batas terima otomatis bilangan bulat 1–30 hari.')
    expect(checkAutoReceiptDays(1)).toEqual({ ok: true, value: 1 })
    expect(checkAutoReceiptDays(30)).toEqual({ ok: true, value: 30 })
    for (const bad of [0, 31, 2.5, -1, Number.NaN]) {
      expect(checkAutoReceiptDays(bad), String(bad)).toEqual({ ok: false, message: SETTINGS_TEXT.autoReceiptDays })
    }
  })

  it('takes a real day from today on', () => {
    expect(checkEffectiveFrom(' 2026-11-20 ', '2026-11-20')).toEqual({ ok: true, value: '2026-11-20' })
    expect(checkEffectiveFrom('2027-01-01', '2026-11-20')).toEqual({ ok: true, value: '2027-01-01' })
    expect(checkEffectiveFrom('2026-11-19', '2026-11-20')).toEqual({ ok: false, message: SETTINGS_TEXT.effectivePast })
    for (const bad of ['', '2026-02-30', '01/12/2026', '2026-1-1']) {
      expect(checkEffectiveFrom(bad, '2026-11-20'), bad).toEqual({ ok: false, message: SETTINGS_TEXT.effectiveFrom })
    }
  })

  it('reads a percent and a whole number as typed, a decimal comma too', () => {
    expect(parsePercentText('12')).toBe(12)
    expect(parsePercentText(' 12,5 ')).toBe(12.5)
    expect(parsePercentText('12.50')).toBe(12.5)
    for (const bad of ['', '12%', '1,2,3', '-1', 'abc', '.5']) expect(parsePercentText(bad), bad).toBeNull()
    expect(parseWholeText(' 14 ')).toBe(14)
    for (const bad of ['', '7.5', '7,0', '-3', 'x']) expect(parseWholeText(bad), bad).toBeNull()
  })
})

describe('a PPN row in words', () => {
  it('writes percents the Indonesian way and says the effective rate', () => {
    expect(formatPercent(12)).toBe('12')
    expect(formatPercent(12.5)).toBe('12,5')
    expect(formatPercent(10.083333)).toBe('10,08')
    expect(taxRuleText({ ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 })).toBe(
      'PPN 12% × DPP 11/12 = 11% dari harga jual',
    )
    expect(taxRuleText({ ppn_rate_percent: 11, dpp_numerator: 1, dpp_denominator: 1 })).toBe(
      'PPN 11% × DPP 1/1 = 11% dari harga jual',
    )
  })
})

describe('the settings as a request', () => {
  it('checks every field of a PPN row, the rate as basis points', () => {
    const row = { effective_from: '2027-01-01', ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 }
    expect(checkTaxRequest(row, '2026-12-01')).toEqual({
      effective_from: { ok: true, value: '2027-01-01' },
      ppn_rate_percent: { ok: true, value: 1200 },
      dpp_numerator: { ok: true, value: 11 },
      dpp_denominator: { ok: true, value: 12 },
    })
    const bad = { effective_from: '2026-11-30', ppn_rate_percent: Number.NaN, dpp_numerator: 13, dpp_denominator: 12 }
    expect(failedSentences(checkTaxRequest(bad, '2026-12-01'))).toEqual({
      effective_from: SETTINGS_TEXT.effectivePast,
      ppn_rate_percent: SETTINGS_TEXT.ppnRate,
      dpp_denominator: SETTINGS_TEXT.dppOrder,
    })
  })

  it("checks every number of a branch's settings, the cap as basis points", () => {
    expect(
      checkBranchSettingsRequest({
        quote_valid_days: 14,
        max_extra_discount_percent: 2.5,
        backorder_flag_days: 45,
        auto_receipt_days: 5,
      }),
    ).toEqual({
      quote_valid_days: { ok: true, value: 14 },
      max_extra_discount_percent: { ok: true, value: 250 },
      backorder_flag_days: { ok: true, value: 45 },
      auto_receipt_days: { ok: true, value: 5 },
    })
    const bad = { quote_valid_days: 0, max_extra_discount_percent: 101, backorder_flag_days: 0, auto_receipt_days: 31 }
    expect(failedSentences(checkBranchSettingsRequest(bad))).toEqual({
      quote_valid_days: SETTINGS_TEXT.quoteValidDays,
      max_extra_discount_percent: SETTINGS_TEXT.maxExtraDiscount,
      backorder_flag_days: SETTINGS_TEXT.backorderFlagDays,
      auto_receipt_days: SETTINGS_TEXT.autoReceiptDays,
    })
  })
})
