import { describe, expect, it } from 'vitest'
import { type BranchSettings, SETTINGS_TEXT, type TaxSetting } from '#common/settings.ts'
import {
  branchSettingsBody,
  branchSettingsDraftOf,
  branchSettingsErrors,
  draftRule,
  newTaxDraft,
  taxBody,
  taxDraftOf,
  taxDraftUnchanged,
  taxErrors,
} from './settings-form'

const row: TaxSetting = {
  id: 3,
  effective_from: '2027-01-01',
  ppn_rate_percent: 11.5,
  dpp_numerator: 11,
  dpp_denominator: 12,
  created_by: 'pusat',
  created_at: '2026-11-01T03:00:00.000Z',
  in_effect: false,
  editable: true,
}
const branch: BranchSettings = {
  id: 1,
  code: 'JKT01',
  name: 'Dipo',
  active: true,
  quote_valid_days: 7,
  max_extra_discount_percent: 2.5,
  backorder_flag_days: 30,
  auto_receipt_days: 3,
}

describe('the PPN form as data', () => {
  it('starts a new row from the rule in effect, with no day', () => {
    expect(newTaxDraft(row)).toEqual({ effective_from: '', ppn_rate_percent: '11,5', dpp_numerator: '11', dpp_denominator: '12' })
    expect(newTaxDraft(undefined)).toEqual({ effective_from: '', ppn_rate_percent: '', dpp_numerator: '', dpp_denominator: '' })
  })

  it("says each field's rule as the server would, a past day included", () => {
    expect(taxErrors(taxDraftOf(row), '2026-11-20')).toEqual({})
    expect(
      taxErrors(
        { effective_from: '2026-11-19', ppn_rate_percent: '12%', dpp_numerator: '0', dpp_denominator: 'x' },
        '2026-11-20',
      ),
    ).toEqual({
      effective_from: SETTINGS_TEXT.effectivePast,
      ppn_rate_percent: SETTINGS_TEXT.ppnRate,
      dpp_numerator: SETTINGS_TEXT.dppNumerator,
      dpp_denominator: SETTINGS_TEXT.dppDenominator,
    })
  })

  it('sends numbers, and sees no change in the same number written otherwise', () => {
    const draft = { ...taxDraftOf(row), ppn_rate_percent: '11.50' }
    expect(taxBody(draft)).toEqual({
      effective_from: '2027-01-01',
      ppn_rate_percent: 11.5,
      dpp_numerator: 11,
      dpp_denominator: 12,
    })
    expect(taxDraftUnchanged(row, draft)).toBe(true)
    expect(taxDraftUnchanged(row, { ...draft, dpp_denominator: '13' })).toBe(false)
    expect(taxDraftUnchanged(row, { ...draft, ppn_rate_percent: '' })).toBe(false)
  })

  it('has a rule to show only once the three numbers pass', () => {
    expect(draftRule(taxDraftOf(row))).toEqual({ ppn_rate_percent: 11.5, dpp_numerator: 11, dpp_denominator: 12 })
    expect(draftRule({ ...taxDraftOf(row), dpp_numerator: '13' })).toBeNull()
  })
})

describe("a branch's price settings form as data", () => {
  it('sends every number when one changed, nothing when none did', () => {
    expect(branchSettingsDraftOf(branch)).toEqual({
      quote_valid_days: '7',
      max_extra_discount_percent: '2,5',
      backorder_flag_days: '30',
      auto_receipt_days: '3',
    })
    const draft = branchSettingsDraftOf(branch)
    expect(
      branchSettingsBody(branch, {
        ...draft,
        max_extra_discount_percent: '2.50',
        backorder_flag_days: ' 30 ',
        auto_receipt_days: ' 3 ',
      }),
    ).toBeNull()
    expect(branchSettingsBody(branch, { ...draft, quote_valid_days: '30' })).toEqual({
      quote_valid_days: 30,
      max_extra_discount_percent: 2.5,
      backorder_flag_days: 30,
      auto_receipt_days: 3,
    })
    expect(branchSettingsBody(branch, { ...draft, backorder_flag_days: '45' })).toEqual({
      quote_valid_days: 7,
      max_extra_discount_percent: 2.5,
      backorder_flag_days: 45,
      auto_receipt_days: 3,
    })
    expect(branchSettingsBody(branch, { ...draft, auto_receipt_days: '7' })).toEqual({
      quote_valid_days: 7,
      max_extra_discount_percent: 2.5,
      backorder_flag_days: 30,
      auto_receipt_days: 7,
    })
  })

  it("says each field's rule", () => {
    const edges = { quote_valid_days: '90', max_extra_discount_percent: '0', backorder_flag_days: '365', auto_receipt_days: '30' }
    expect(
      branchSettingsErrors({
        quote_valid_days: '0',
        max_extra_discount_percent: '101',
        backorder_flag_days: '366',
        auto_receipt_days: '31',
      }),
    ).toEqual({
      quote_valid_days: SETTINGS_TEXT.quoteValidDays,
      max_extra_discount_percent: SETTINGS_TEXT.maxExtraDiscount,
      backorder_flag_days: SETTINGS_TEXT.backorderFlagDays,
      auto_receipt_days: SETTINGS_TEXT.autoReceiptDays,
    })
    expect(branchSettingsErrors(edges)).toEqual({})
    expect(branchSettingsErrors({ ...edges, backorder_flag_days: '' })).toEqual({
      backorder_flag_days: SETTINGS_TEXT.backorderFlagDays,
    })
    for (const bad of ['0', '31', '2,5', '2.5', '']) {
      expect(branchSettingsErrors({ ...edges, auto_receipt_days: bad }), bad).toEqual({
        auto_receipt_days: SETTINGS_TEXT.autoReceiptDays,
      })
    }
  })
})
