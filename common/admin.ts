import { z } from 'zod'
import { ACCOUNT_CONTACT_FIELDS, ACCOUNT_EVENT_ACTIONS, ACCOUNT_NAME_FIELDS, ACCOUNT_SALESMAN_FIELDS } from './management'
import { wireText } from './wire'

// Head office's calls (/api/admin/*): branches, the staff and stores of every branch, the audit. Bodies are
// strict (an id, a role or a flag slipped in is refused), strings capped, NUL refused.

const text = wireText
const dbId = z.coerce.number().int().positive().max(2_147_483_647)

// ---- branches ----------------------------------------------------------------------------------

export const BRANCH_CODE_PATTERN = /^[A-Z0-9]{3,10}$/
export const BRANCH_NAME_MAX = 60
export const BRANCH_ADDRESS_MAX = 200
export const BRANCH_PHONE_MAX = 20

export const BRANCH_TEXT = {
  code: 'Kode cabang 3–10 huruf/angka (A-Z, 0-9).',
  codeTaken: 'Kode cabang sudah terpakai.',
  name: `Nama cabang wajib, maks ${BRANCH_NAME_MAX} karakter.`,
  nameMarkup: 'Nama cabang tidak boleh berisi < atau >.',
  address: `Alamat maks ${BRANCH_ADDRESS_MAX} karakter.`,
  addressMarkup: 'Alamat tidak boleh berisi < atau >.',
  phone: 'Telepon hanya angka, spasi, ( ) + -, maks 20 karakter.',
  notFound: 'Cabang tidak ditemukan',
  inactive: 'Cabang tidak aktif.',
} as const

export const createBranchRequestSchema = z.strictObject({
  code: text(50),
  name: text(200),
  address: text(400).optional(),
  phone: text(60).optional(),
})
export type CreateBranchRequest = z.infer<typeof createBranchRequestSchema>

/** Code never changes (it is part of every No. Transaksi); everything else may. */
export const updateBranchRequestSchema = z
  .strictObject({
    name: text(200).optional(),
    address: text(400).optional(),
    phone: text(60).optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Tidak ada yang diubah.')
export type UpdateBranchRequest = z.infer<typeof updateBranchRequestSchema>

export const branchSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  staff_count: z.number().int(),
  store_count: z.number().int(),
})
export type Branch = z.infer<typeof branchSchema>

export const branchListQuerySchema = z.strictObject({
  q: text(60).optional(),
  active: z.enum(['1', '0']).optional(),
})
export const branchListResponseSchema = z.object({ items: z.array(branchSchema) })
export type BranchListResponse = z.infer<typeof branchListResponseSchema>

// ---- staff of any branch -------------------------------------------------------------------------

/**
 * POST /api/admin/staff is the Daftar User form (multipart, the same fields and rules) for role
 * seller, plus branch_id; role, store and admin flags are not fields of it.
 */
export const ADMIN_STAFF_FIELDS = [
  ...ACCOUNT_NAME_FIELDS,
  ...ACCOUNT_CONTACT_FIELDS,
  ...ACCOUNT_SALESMAN_FIELDS,
  'branch_id',
  'must_change_password',
] as const

export const staffListQuerySchema = z.strictObject({
  branch_id: dbId.optional(),
  search: text(100).optional(),
  active: z.enum(['1', '0']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: text(500).optional(),
})
export type StaffListQuery = z.infer<typeof staffListQuerySchema>

export const staffItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  branch_id: z.number().int(),
  branch_code: z.string(),
  active: z.boolean(),
  must_change_password: z.boolean(),
  created_at: z.string(),
})
export type StaffItem = z.infer<typeof staffItemSchema>
export const staffListResponseSchema = z.object({ items: z.array(staffItemSchema), next_cursor: z.string().nullable() })
export type StaffListResponse = z.infer<typeof staffListResponseSchema>

export const moveStaffRequestSchema = z.strictObject({ branch_id: z.number().int().positive().max(2_147_483_647) })
export type MoveStaffRequest = z.infer<typeof moveStaffRequestSchema>

// a staff member's password reset takes common/password-reset.ts resetPasswordRequestSchema, as management's does

// ---- stores of every branch -----------------------------------------------------------------------

/**
 * Head office's Toko: every store, searched by code or name, by branch, 50 a page by next_cursor.
 * Its edit is PATCH /admin/stores/{id} with management's updateStoreRequestSchema: the price group,
 * the NPWP and the address only.
 */
export const adminStoreListQuerySchema = z.strictObject({
  q: text(100).optional(),
  branch_id: dbId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: text(200).optional(),
})
export type AdminStoreListQuery = z.infer<typeof adminStoreListQuerySchema>

export const adminStoreSchema = z.object({
  id: z.number().int(),
  ibs_cust_code: z.string(),
  name: z.string(),
  branch_id: z.number().int(),
  branch_code: z.string(),
  branch_name: z.string(),
  /** 'Grup Harga', null when none */
  price_group: z.string().nullable(),
  /** digits only, null when none */
  npwp: z.string().nullable(),
  /** null when none */
  address: z.string().nullable(),
})
export type AdminStore = z.infer<typeof adminStoreSchema>
export const adminStoreListResponseSchema = z.object({ items: z.array(adminStoreSchema), next_cursor: z.string().nullable() })
export type AdminStoreListResponse = z.infer<typeof adminStoreListResponseSchema>

// ---- audit -------------------------------------------------------------------------------------

/**
 * 'tax': head office's PPN rows (/admin/pengaturan), 'synonym': its synonyms (/admin/sinonim); they
 * belong to no user, store or branch
 */
export const AUDIT_SUBJECTS = ['user', 'store', 'branch', 'onboarding', 'tax', 'synonym'] as const
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number]

export const auditQuerySchema = z.strictObject({
  /** the username of who did it */
  actor: text(40).optional(),
  action: z.enum(ACCOUNT_EVENT_ACTIONS).optional(),
  subject: z.enum(AUDIT_SUBJECTS).optional(),
  /** what it was done to: a username, a store code or a branch code (contains) */
  q: text(60).optional(),
  branch_id: dbId.optional(),
  /** Jakarta days yyyy-mm-dd, inclusive */
  from: text(10).optional(),
  to: text(10).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: text(200).optional(),
})
export type AuditQuery = z.infer<typeof auditQuerySchema>

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.enum(ACCOUNT_EVENT_ACTIONS),
  subject: z.enum(AUDIT_SUBJECTS),
  /** the subject's username, store code or branch code; null for an onboarding commit */
  subject_label: z.string().nullable(),
  branch_code: z.string().nullable(),
  /** what changed, in Indonesian (a move's branches, fields edited, an onboarding's counts) */
  summary: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
export const auditResponseSchema = z.object({ items: z.array(auditEntrySchema), next_cursor: z.string().nullable() })
export type AuditResponse = z.infer<typeof auditResponseSchema>
