import { z } from 'zod'

// Signing up a dealer's existing customers from one DMS export: stores and their buyers, one row
// per buyer with his store (a row may carry a store alone). Head office names the branch per row;
// branch staff load their own branch only. Validate answers a preview and a single-use token;
// commit writes the valid rows in one transaction and answers each new account's one-time
// password once.

/** The template's header row, in order. */
export const ONBOARDING_COLUMNS = [
  'branch_code',
  'ibs_cust_code',
  'store_name',
  'store_description',
  'username',
  'first_name',
  'last_name',
  'mobile',
  'email',
  /** the store's 'Grup Harga' and NPWP (product.md §10.10), optional; added last so older files keep their order */
  'price_group',
  'npwp',
  /** the store's address, optional, after them for the same reason */
  'address',
] as const
export type OnboardingColumn = (typeof ONBOARDING_COLUMNS)[number]
/** A store alone needs these; a buyer also username and first_name. */
export const ONBOARDING_REQUIRED: readonly OnboardingColumn[] = ['ibs_cust_code', 'store_name']

/** Limits of one file (docs/decisions.md, 'Onboarding limits'). */
export const ONBOARDING_MAX_BYTES = 10 * 1024 * 1024
export const ONBOARDING_MAX_ROWS = 50_000
export const ONBOARDING_TOKEN_MINUTES = 30
export const ONBOARDING_TEMPLATE_FILE = 'DPO_Pelanggan_Template.xlsx'
/** A one-time password: this long, from letters and digits no one misreads (no 0 O 1 l I). */
export const ONE_TIME_PASSWORD_LENGTH = 12
export const ONE_TIME_PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export const ONBOARDING_TEXT = {
  tooLarge: 'Ukuran file melebihi 10 MB',
  tooManyRows: `File melebihi 50.000 baris.`,
  limits: `Format .xlsx atau .csv, maks 10 MB dan 50.000 baris.`,
} as const

/** Why a row is left out, beside the field rules of Daftar User and Daftar Toko (account-rules.ts). */
export const ONBOARDING_REASONS = {
  branchRequired: 'Kode cabang wajib diisi',
  branchUnknown: (code: string) => `Cabang ${code} tidak ditemukan`,
  branchInactive: (code: string) => `Cabang ${code} tidak aktif`,
  /** branch staff load their own branch only */
  otherBranch: (own: string) => `Cabang lain: hanya cabang Anda (${own})`,
  storeCodeRequired: 'Kode IBS wajib diisi',
  storeNameRequired: 'Nama toko wajib diisi',
  storeCodeOfOtherBranch: 'Kode IBS sudah dipakai toko cabang lain',
  /** rows of one store code that disagree: what differs ('nama toko', 'cabang', 'deskripsi', 'grup harga', 'NPWP', 'alamat') and where */
  storeCodeConflict: (what: string, lines: string) => `Kode IBS sama dengan ${what} berbeda di file (baris ${lines})`,
  usernameRepeated: (lines: string) => `Username dipakai lebih dari satu baris di file (baris ${lines})`,
  /** a name, mobile or email without a username: the account cannot be made */
  usernameMissing: 'Username wajib diisi bila data user diisi',
} as const

/**
 * The validate call's form fields beside `file`: `mapping`, a JSON object from each column name
 * to its column index in the file (-1: not in the file), when the header was not recognised.
 */
export const ONBOARDING_FORM_FIELDS = ['mapping'] as const
export const onboardingMappingSchema = z.partialRecord(z.enum(ONBOARDING_COLUMNS), z.number().int().min(-1).max(200))
export type OnboardingMapping = z.infer<typeof onboardingMappingSchema>

export const STORE_ACTIONS = ['baru', 'sudah ada', 'diubah'] as const
export const USER_ACTIONS = ['baru', 'sudah ada'] as const

export const onboardingRowSchema = z.object({
  /** line in the file (the header is line 1) */
  no: z.number().int(),
  branch_code: z.string(),
  ibs_cust_code: z.string(),
  store_name: z.string(),
  /** the store's price group, NPWP (digits) and address as the row gives them; '' when it leaves them empty */
  price_group: z.string(),
  npwp: z.string(),
  address: z.string(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  ok: z.boolean(),
  /** null on a row with errors */
  store_action: z.enum(STORE_ACTIONS).nullable(),
  user_action: z.enum(USER_ACTIONS).nullable(),
  /** every reason of the row, in Indonesian, joined by '; ' */
  reason: z.string().nullable(),
})
export type OnboardingRow = z.infer<typeof onboardingRowSchema>

export const onboardingCountsSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.number().int(),
  stores_new: z.number().int(),
  stores_changed: z.number().int(),
  stores_existing: z.number().int(),
  users_new: z.number().int(),
  users_existing: z.number().int(),
})
export type OnboardingCounts = z.infer<typeof onboardingCountsSchema>

export const onboardingValidateResponseSchema = z.object({
  file: z.string(),
  headers: z.array(z.string()),
  header_found: z.boolean(),
  mapping: z.record(z.string(), z.number().int()),
  rows: z.array(onboardingRowSchema),
  counts: onboardingCountsSchema,
  /** null when no row can be written */
  token: z.string().nullable(),
})
export type OnboardingValidateResponse = z.infer<typeof onboardingValidateResponseSchema>

export const onboardingCommitRequestSchema = z.strictObject({ token: z.string().min(10).max(200) })

export const onboardingPasswordSchema = z.object({
  username: z.string(),
  name: z.string(),
  store_code: z.string(),
  store_name: z.string(),
  branch_code: z.string(),
  password: z.string(),
})
export type OnboardingPassword = z.infer<typeof onboardingPasswordSchema>

export const onboardingCommitResponseSchema = z.object({
  counts: onboardingCountsSchema,
  /** rows left out for their errors, listed */
  skipped: z.array(onboardingRowSchema),
  /** stores whose name or description the file changed */
  changed_stores: z.array(z.object({ ibs_cust_code: z.string(), old_name: z.string(), new_name: z.string() })),
  /** each new account's one-time password: answered here once, stored only hashed */
  passwords: z.array(onboardingPasswordSchema),
  /** the 'kata sandi awal' sheet of the same passwords, an XLSX file in base64 */
  sheet_xlsx_base64: z.string(),
  sheet_file_name: z.string(),
})
export type OnboardingCommitResponse = z.infer<typeof onboardingCommitResponseSchema>
