import { z } from 'zod'
import { BACKORDER_FLAG_DAYS_MAX } from './backorder-rules'
import { AUTO_RECEIPT_DAYS_MAX } from './receipt-rules'
import { wireText } from './wire'

// Head office's settings (/api/admin/pengaturan, docs/product.md §10.11 and §11.1): the PPN rate and
// DPP fraction from an effective day on, and per branch how long a confirmation's prices hold, how
// much extra discount staff may give, after how many days an open back-order line is flagged
// 'Lama' (§13.1) and after how many days a delivery nobody confirmed counts as received (§13.3). Bodies are strict (an id or a flag slipped in is refused); the numbers' rules are
// checked by common/settings-rules.ts on both sides, so a wrong number is a 422 naming its field
// with the sentence below.

export const PPN_RATE_MAX_PERCENT = 100
export const DPP_PART_MAX = 1000
export const QUOTE_VALID_DAYS_MIN = 1
export const QUOTE_VALID_DAYS_MAX = 90
export const EXTRA_DISCOUNT_MAX_PERCENT = 100
export const BACKORDER_FLAG_DAYS_MIN = 1
export const AUTO_RECEIPT_DAYS_MIN = 1

export const SETTINGS_TEXT = {
  effectiveFrom: 'Tanggal berlaku wajib diisi dengan tanggal yang benar.',
  effectivePast: 'Tanggal berlaku paling cepat hari ini.',
  ppnRate: 'Tarif PPN 0–100 %, paling banyak dua angka desimal.',
  dppNumerator: `Pembilang DPP bilangan bulat 1–${DPP_PART_MAX}.`,
  dppDenominator: `Penyebut DPP bilangan bulat 1–${DPP_PART_MAX}.`,
  dppOrder: 'Pembilang DPP tidak boleh lebih besar dari penyebutnya.',
  dayTaken: 'Sudah ada pengaturan PPN yang berlaku mulai tanggal itu.',
  locked: 'Pengaturan yang sudah berlaku tidak dapat diubah.',
  lastRow: 'Pengaturan PPN satu-satunya tidak dapat dihapus.',
  taxNotFound: 'Pengaturan PPN tidak ditemukan',
  quoteValidDays: `Masa berlaku harga bilangan bulat ${QUOTE_VALID_DAYS_MIN}–${QUOTE_VALID_DAYS_MAX} hari.`,
  maxExtraDiscount: 'Maks. diskon tambahan 0–100 %, paling banyak dua angka desimal.',
  backorderFlagDays: `Batas sisa pesanan lama bilangan bulat ${BACKORDER_FLAG_DAYS_MIN}–${BACKORDER_FLAG_DAYS_MAX} hari.`,
  autoReceiptDays: `Batas terima otomatis bilangan bulat ${AUTO_RECEIPT_DAYS_MIN}–${AUTO_RECEIPT_DAYS_MAX} hari.`,
} as const

const dbId = z.number().int()

// ---- PPN -----------------------------------------------------------------------------------------

/** POST /api/admin/pengaturan/pajak and PUT …/pajak/{id}: the whole row. */
export const taxSettingRequestSchema = z.strictObject({
  /** a Jakarta day yyyy-mm-dd, today or later */
  effective_from: wireText(10),
  /** 0–100, at most two decimals (12 = 12 %) */
  ppn_rate_percent: z.number(),
  dpp_numerator: z.number(),
  dpp_denominator: z.number(),
})
export type TaxSettingRequest = z.infer<typeof taxSettingRequestSchema>

export const taxSettingSchema = z.object({
  id: dbId,
  effective_from: z.string(),
  ppn_rate_percent: z.number(),
  dpp_numerator: z.number().int(),
  dpp_denominator: z.number().int(),
  /** who added it (null: the migration, or an account since removed) and when */
  created_by: z.string().nullable(),
  created_at: z.string(),
  /** the row orders and totals take today */
  in_effect: z.boolean(),
  /** after today: it may still be changed or deleted */
  editable: z.boolean(),
})
export type TaxSetting = z.infer<typeof taxSettingSchema>

// ---- per branch ----------------------------------------------------------------------------------

/** PUT /api/admin/pengaturan/cabang/{id}: every value. */
export const branchSettingsRequestSchema = z.strictObject({
  quote_valid_days: z.number(),
  max_extra_discount_percent: z.number(),
  backorder_flag_days: z.number(),
  auto_receipt_days: z.number(),
})
export type BranchSettingsRequest = z.infer<typeof branchSettingsRequestSchema>

export const branchSettingsSchema = z.object({
  id: dbId,
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  quote_valid_days: z.number().int(),
  max_extra_discount_percent: z.number(),
  backorder_flag_days: z.number().int(),
  auto_receipt_days: z.number().int(),
})
export type BranchSettings = z.infer<typeof branchSettingsSchema>

// ---- the screen ----------------------------------------------------------------------------------

export const settingsResponseSchema = z.object({
  /** the Jakarta day the server counts as today (the earliest a new row may start) */
  today: z.string(),
  /** newest effective day first */
  tax: z.array(taxSettingSchema),
  /** by code */
  branches: z.array(branchSettingsSchema),
})
export type SettingsResponse = z.infer<typeof settingsResponseSchema>

/** 12 → '12', 12.5 → '12,5', 10.083 → '10,08': a percent as Indonesian readers write it. */
export function formatPercent(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',')
}

/** 'PPN 12% × DPP 11/12 = 11% dari harga jual': what a row charges, in one line. */
export function taxRuleText(tax: Pick<TaxSetting, 'ppn_rate_percent' | 'dpp_numerator' | 'dpp_denominator'>): string {
  const effective = (tax.ppn_rate_percent * tax.dpp_numerator) / tax.dpp_denominator
  const dpp = `DPP ${tax.dpp_numerator}/${tax.dpp_denominator}`
  return `PPN ${formatPercent(tax.ppn_rate_percent)}% × ${dpp} = ${formatPercent(effective)}% dari harga jual`
}
