import { z } from 'zod'
import { NPWP_TYPED_MAX, PRICE_GROUP_MAX, STORE_ADDRESS_MAX } from './store-rules'
import { wireText } from './wire'

// The calls of branch staff's user and store management (product.md §2.13, §7 /seller/users*,
// /seller/stores*). Field rules live in account-rules.ts; these are the shapes on the wire.
// Query strings are parsed strictly: unknown parameters are refused, sizes are capped.

const text = wireText
const sortDir = z.enum(['asc', 'desc'])

/** The person's fields every form that registers an account has (Daftar User, head office's Tambah Staff), in the form's order. */
export const ACCOUNT_NAME_FIELDS = ['username', 'first_name', 'last_name'] as const
export const ACCOUNT_CONTACT_FIELDS = [
  'mobile',
  'password',
  'confirm_password',
  'email',
  'address',
  'landline',
  'description',
] as const
export const ACCOUNT_SALESMAN_FIELDS = ['is_salesman', 'ibs_salesman_code'] as const

/** The fields of the create-user form (multipart, product.md §7 POST /seller/users); the file field is `image`. */
export const CREATE_USER_FIELDS = [
  ...ACCOUNT_NAME_FIELDS,
  'role',
  ...ACCOUNT_CONTACT_FIELDS,
  'store_id',
  ...ACCOUNT_SALESMAN_FIELDS,
  /** '1': the account chooses its own password at its first sign-in; '0' or absent: it does not */
  'must_change_password',
] as const
export type CreateUserField = (typeof CREATE_USER_FIELDS)[number]
export const CREATE_USER_FILE_FIELD = 'image'

export const createUserResponseSchema = z.object({ id: z.number().int(), username: z.string() })
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>

export const checkUsernameQuerySchema = z.strictObject({ username: text(100) })
export const checkUsernameResponseSchema = z.object({
  available: z.boolean(),
  /** The sentence when the typed text cannot be a username at all (then available is false). */
  message: z.string().nullable(),
})
export type CheckUsernameResponse = z.infer<typeof checkUsernameResponseSchema>

export const USER_SORTS = ['username', 'name', 'role', 'store', 'mobile', 'created_at'] as const
export type UserSort = (typeof USER_SORTS)[number]
export const USER_LIST_LIMIT = 50
export const USER_LIST_MAX_LIMIT = 100
/** one rule for every list's search (common/search.ts) */
export { LIST_SEARCH_MIN } from './search'

export const userListQuerySchema = z.strictObject({
  search: text(100).optional(),
  filter_username: text(50).optional(),
  filter_name: text(50).optional(),
  filter_store: text(100).optional(),
  filter_mobile: text(30).optional(),
  /** Only the users of this store (the store detail modal). */
  store_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(USER_SORTS).default('created_at'),
  dir: sortDir.default('desc'),
  role_bottom: z.literal('staff').optional(),
  limit: z.coerce.number().int().min(1).max(USER_LIST_MAX_LIMIT).default(USER_LIST_LIMIT),
  cursor: text(500).optional(),
})
export type UserListQuery = z.infer<typeof userListQuerySchema>

/** 'staff' for an account holding the seller role (shown as STAF), else 'user'. */
export const listRoleSchema = z.enum(['staff', 'user'])

export const userListItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: listRoleSchema,
  mobile: z.string().nullable(),
  store: z.string().nullable(),
  store_code: z.string().nullable(),
  created_at: z.string(),
  is_salesman: z.boolean(),
  ibs_salesman_code: z.string().nullable(),
  is_active: z.boolean(),
})
export type UserListItem = z.infer<typeof userListItemSchema>

export const userListResponseSchema = z.object({
  items: z.array(userListItemSchema),
  next_cursor: z.string().nullable(),
})
export type UserListResponse = z.infer<typeof userListResponseSchema>

export const ACCOUNT_EVENT_ACTIONS = [
  'created',
  'password_reset',
  'deactivated',
  'reactivated',
  'moved',
  'updated',
  'onboarded',
] as const
export type AccountEventAction = (typeof ACCOUNT_EVENT_ACTIONS)[number]

/** What the detail modal's history says of each action. */
export const ACCOUNT_EVENT_LABEL: Record<AccountEventAction, string> = {
  created: 'Dibuat',
  password_reset: 'Password direset',
  deactivated: 'Dinonaktifkan',
  reactivated: 'Diaktifkan kembali',
  moved: 'Dipindah cabang',
  updated: 'Diubah',
  onboarded: 'Impor pelanggan',
}

export const accountEventSchema = z.object({
  action: z.enum(ACCOUNT_EVENT_ACTIONS),
  at: z.string(),
  /** Username of the staff member or head office who did it; null for changes made outside the portal (seed). */
  by: z.string().nullable(),
})
export type AccountEvent = z.infer<typeof accountEventSchema>

export const userDetailSchema = userListItemSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  landline: z.string().nullable(),
  description: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** False for the staff member's own account: nobody deactivates himself. */
  can_deactivate: z.boolean(),
  events: z.array(accountEventSchema),
})
export type UserDetail = z.infer<typeof userDetailSchema>

// a reset's body is common/password-reset.ts resetPasswordRequestSchema, the same for head office's staff
export const resetPasswordResponseSchema = z.object({
  ok: z.literal(true),
  /** True when staff reset their own password: their session ended too, the screen goes to /login. */
  signed_out: z.boolean(),
})
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>

// Stores

/**
 * A store's price fields and address as a body carries them (product.md §10.10): the rules of
 * common/store-rules.ts decide (the server again); the schema only caps them. Empty or null
 * clears the field; absent leaves it as it is.
 */
const priceGroupField = text(PRICE_GROUP_MAX * 2)
  .nullable()
  .optional()
const npwpField = text(NPWP_TYPED_MAX * 2)
  .nullable()
  .optional()
const addressField = text(STORE_ADDRESS_MAX * 2)
  .nullable()
  .optional()

export const createStoreRequestSchema = z.strictObject({
  ibs_cust_code: text(100),
  name: text(300),
  description: text(300).nullable().optional(),
  /** 'Grup Harga' */
  price_group: priceGroupField,
  npwp: npwpField,
  address: addressField,
})
export type CreateStoreRequest = z.infer<typeof createStoreRequestSchema>

/**
 * PATCH /seller/stores/{id} and PATCH /admin/stores/{id}: a store's price group, NPWP and address,
 * nothing else (its code, name, branch and counts are not edited here: a field slipped in is refused).
 */
export const updateStoreRequestSchema = z
  .strictObject({ price_group: priceGroupField, npwp: npwpField, address: addressField })
  .refine((b) => b.price_group !== undefined || b.npwp !== undefined || b.address !== undefined, 'Tidak ada yang diubah.')
export type UpdateStoreRequest = z.infer<typeof updateStoreRequestSchema>

export const checkStoreCodeQuerySchema = z.strictObject({ code: text(100) })
export const checkStoreCodeResponseSchema = z.object({
  exists: z.boolean(),
  /** The sentence when the typed text cannot be a code at all. */
  message: z.string().nullable(),
})
export type CheckStoreCodeResponse = z.infer<typeof checkStoreCodeResponseSchema>

/**
 * The store list's sort keys as the screen names them (product.md §7 leaves the mapping open): ibs is
 * the IBS code, name the store name, group the price group (stores without one last going up),
 * users the number of users, created_at the registration time.
 * Every sort ends on the id, so pages never repeat or skip a store.
 */
export const STORE_SORTS = ['ibs', 'name', 'group', 'users', 'created_at'] as const
export type StoreSort = (typeof STORE_SORTS)[number]
export const STORE_LIST_LIMIT = 50
export const STORE_PICKER_LIMIT = 100

export const storeListQuerySchema = z.strictObject({
  q: text(100).optional(),
  sort: z.enum(STORE_SORTS).default('name'),
  dir: sortDir.default('asc'),
  limit: z.coerce.number().int().min(1).max(STORE_PICKER_LIMIT).default(STORE_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type StoreListQuery = z.infer<typeof storeListQuerySchema>

export const storeSchema = z.object({
  id: z.number().int(),
  ibs_cust_code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  users_count: z.number().int(),
  /** 'Grup Harga', null when none */
  price_group: z.string().nullable(),
  /** digits only, null when none */
  npwp: z.string().nullable(),
  /** printed with the NPWP on the store's orders, null when none */
  address: z.string().nullable(),
})
export type Store = z.infer<typeof storeSchema>

export const storeListResponseSchema = z.object({
  items: z.array(storeSchema),
  total: z.number().int(),
  has_more: z.boolean(),
})
export type StoreListResponse = z.infer<typeof storeListResponseSchema>

export const STORE_COUNTS_MAX_IDS = 100
export const userCountsQuerySchema = z.strictObject({ store_ids: text(1200) })
/** Store id (as a string key) to its number of users; ids of other branches are left out. */
export const userCountsResponseSchema = z.record(z.string(), z.number().int())
export type UserCountsResponse = z.infer<typeof userCountsResponseSchema>

export const storeDetailSchema = z.object({
  store: storeSchema,
  /** Its users, staff last, at most USER_LIST_MAX_LIMIT. */
  users: z.array(userListItemSchema),
})
export type StoreDetail = z.infer<typeof storeDetailSchema>
