import type { ColumnType, Generated, Insertable } from 'kysely'

// Table types in one place; they mirror migrations/. Both drivers are told to parse int8 as a
// JavaScript number (db/connect.ts): Rupiah amounts and ids stay far below 2^53.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type Money = number
type BigId = number

export type { Role } from '#common/roles.ts'

import type { AccountEventAction } from '#common/management.ts'
import type { PriceSource } from '#common/price-math.ts'
import type { Role } from '#common/roles.ts'
import type {
  NotificationOutboxTable,
  NotificationPrefsTable,
  NotificationsTable,
  PushSubscriptionsTable,
} from './notification-types'
import type { PriceAgreementsTable, TaxSettingsTable } from './price-types'

export interface AppSecretsTable {
  name: string
  value: string
  created_at: Generated<Date>
}

export interface BranchesTable {
  id: Generated<number>
  code: string
  name: string
  /** the print letterhead reads these two */
  address: Generated<string>
  phone: Generated<string>
  /** a deactivated branch keeps its history, takes no new estimates, and nobody of it signs in */
  is_active: Generated<boolean>
  created_at: Generated<Date>
  updated_at: Generated<Date>
  /** Jakarta days a confirmation's prices hold (migration 0015) */
  quote_valid_days: Generated<number>
  /** the most extra line discount staff may give, basis points (0: none) */
  max_extra_discount_bp: Generated<number>
}

export interface StoresTable {
  id: Generated<number>
  branch_id: number
  ibs_cust_code: string
  name: string
  description: string | null
  created_at: Timestamp
  /** its users, kept by a trigger on users (migration 0005) */
  users_count: Generated<number>
  /** 'Grup Harga': the dealer's price group code (migration 0015) */
  price_group: string | null
  /** the workshop's tax number, 15 or 16 digits */
  npwp: string | null
  /** the workshop's address, on its orders' print (at most 100 characters) */
  address: string | null
}

export interface UsersTable {
  id: Generated<number>
  username: string
  password_hash: string
  roles: Role[]
  store_id: number | null
  branch_id: number | null
  first_name: string
  last_name: Generated<string>
  email: string | null
  mobile: string | null
  address: string | null
  landline: string | null
  description: string | null
  is_salesman: Generated<boolean>
  ibs_salesman_code: string | null
  avatar_id: string | null
  is_active: Generated<boolean>
  failed_login_count: Generated<number>
  locked_until: Date | null
  password_changed_at: Timestamp
  created_by: number | null
  created_at: Timestamp
  /** the branch whose staff manage the account; filled by a trigger (migration 0003); null for head office only */
  account_branch_id: Generated<number | null>
  /** the password was set by someone else: the account chooses its own at its next sign-in */
  must_change_password: Generated<boolean>
  /** username, name and mobile in one text for the list's trigram search (generated) */
  search_text: Generated<string>
  /** the store's name, '' for staff; kept by the same trigger (migration 0006) for the list's sort */
  store_name: Generated<string>
}

export interface UserAvatarsTable {
  id: string
  user_id: number
  content_type: string
  bytes: Uint8Array
  created_at: Timestamp
}

export interface SessionsTable {
  id_hash: string
  user_id: number
  active_role: Role | null
  created_at: Date
  last_seen_at: Date
  expires_at: Date
  ip: string | null
  user_agent: string | null
}

export interface LoginAttemptsTable {
  id: Generated<BigId>
  username: string
  ip: string
  success: boolean
  created_at: Date
}

export interface ProductsTable {
  id: Generated<number>
  sto_id: string
  name: string
  price: Money
  unit: Generated<string>
  image_url: string | null
  is_active: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
  /** the dealer's part group code, from the catalogue feed (migration 0015) */
  part_group: string | null
}

export type SupersessionKind = 'replace' | 'interchangeable'

export interface PartSupersessionsTable {
  id: Generated<number>
  old_part_no: string
  new_part_no: string
  kind: SupersessionKind
  /** a calendar day 'yyyy-mm-dd'; read it as text (effective_date::text): drivers turn dates into local Dates */
  effective_date: string
  source: string | null
  created_at: Generated<Timestamp>
}

export interface StockTable {
  branch_id: number
  product_id: number
  qty: number
  price_osc: Money | null
  updated_at: Timestamp
}

export interface CartsTable {
  user_id: number
  updated_at: Timestamp
}

export interface CartItemsTable {
  user_id: number
  product_id: number
  qty: number
  description: string | null
  added_at: Timestamp
  updated_at: Timestamp
}

export interface ReadyStatusesTable {
  id: number
  code: string
  name: string
  sort_order: number
}

export interface OrderCountersTable {
  branch_id: number
  period: string
  last_value: number
}

export interface OrdersTable {
  id: Generated<BigId>
  no_transaksi: string
  branch_id: number
  store_id: number
  created_by: number
  status: number
  source: 'cart' | 'import'
  note_user: string | null
  note_seller: string | null
  version: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
  /** the quote Kirim Konfirmasi froze (migration 0015); null before it */
  priced_on: string | null
  price_valid_until: string | null
  ppn_rate_bp: number | null
  dpp_numerator: number | null
  dpp_denominator: number | null
  totals: ColumnType<unknown, string | null, string | null> | null
}

export interface OrderItemsTable {
  id: Generated<BigId>
  order_id: BigId
  line_no: number
  product_id: number | null
  part_no: string
  part_name: string
  /** the unit price the buyer pays (net) */
  price: Money
  /** the list price it came from (migration 0015) */
  price_list: Money
  discount_bp: Generated<number>
  extra_discount_bp: Generated<number>
  price_source: Generated<PriceSource>
  /** the net price the estimate showed, when the confirmation priced the line differently */
  price_before: Money | null
  qty_estimasi: number
  qty_osc: number | null
  qty_confirmed: number | null
  qty_ordered: number | null
  ready_status_id: number | null
  note_user: string | null
  note_seller: string | null
  /** expected arrival, a calendar day 'yyyy-mm-dd'; read it as text (eta::text) */
  eta: string | null
  /** the number the buyer asked for, when staff delivered its replacement (part_no) instead */
  asked_part_no: string | null
}

export type OrderAction =
  | 'create'
  | 'kirim-konfirmasi'
  | 'lanjut-pesan'
  | 'batal'
  | 'export'
  | 'ubah-eta'
  | 'ganti-part'
  | 'perbarui-harga'

export interface OrderEventsTable {
  id: Generated<BigId>
  order_id: BigId
  action: OrderAction
  from_status: number | null
  to_status: number
  actor_id: number
  actor_role: Role
  detail: ColumnType<unknown, string | null, string | null> | null
  created_at: Timestamp
}

export interface ImportTokensTable {
  token_hash: string
  user_id: number
  store_id: number
  file_name: string
  payload: ColumnType<unknown, string, string>
  created_at: Date
  expires_at: Date
  used_at: Date | null
  order_id: BigId | null
}

/** A checked onboarding file waiting for its commit (migration 0012); the plan is dropped once used. */
export interface OnboardingTokensTable {
  token_hash: string
  user_id: number
  area: 'admin' | 'seller'
  file_name: string
  payload: ColumnType<unknown, string | null, string | null> | null
  created_at: Date
  expires_at: Date
  used_at: Date | null
}

export type FeedKind = 'catalogue' | 'stock' | 'supersessions' | 'harga'
export type FeedSource = 'upload' | 'folder' | 'cli'
export type FeedState = 'antrian' | 'berjalan' | 'selesai' | 'gagal'
export type FeedEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be'

/** A feed file's bytes, in chunks (migration 0011): any instance can run its job, again if need be. */
export interface FeedFilesTable {
  id: Generated<BigId>
  byte_size: Generated<number>
  created_at: Generated<Date>
}

export interface FeedFileChunksTable {
  file_id: BigId
  seq: number
  data: Buffer
}

/** One run of one feed file (migration 0011). */
export interface FeedJobsTable {
  id: Generated<number>
  kind: FeedKind
  source: FeedSource
  file_name: string
  file_id: BigId | null
  byte_size: number
  checksum: string
  encoding: FeedEncoding
  file_time: Timestamp
  created_by: number | null
  retry_of: number | null
  same_as: number | null
  state: Generated<FeedState>
  created_at: Generated<Date>
  started_at: Date | null
  finished_at: Date | null
  progress_bytes: Generated<number>
  columns: Generated<string[]>
  total_lines: Generated<number>
  added: Generated<number>
  changed: Generated<number>
  unchanged: Generated<number>
  rejected: Generated<number>
  error: string | null
}

export interface FeedJobRejectsTable {
  job_id: number
  line: number
  reason: string
  cells: string[]
}

export interface FeedFolderFilesTable {
  id: Generated<number>
  file_name: string
  byte_size: number
  mtime_ms: number
  claimed_at: Generated<Date>
  job_id: number | null
  moved_to: string | null
}

export interface BranchStockLoadsTable {
  branch_id: number
  loaded_at: Date
  job_id: number | null
}

export type { AccountEventAction } from '#common/management.ts'

/**
 * The audit: what staff or head office did to an account (user_id), a store (store_id) or a
 * branch (branch_id); at most one is set (an onboarding commit has none: its accounts and stores
 * have rows of their own).
 */
export interface AccountEventsTable {
  id: Generated<BigId>
  user_id: number | null
  store_id: number | null
  branch_id: Generated<number | null>
  actor_id: number | null
  action: AccountEventAction
  /** what changed: a move's branches, the fields edited, an onboarding's counts */
  detail: ColumnType<unknown, string | null | undefined, string | null> | null
  /** the branch the subject belonged to when it happened (the audit's branch filter) */
  scope_branch_id: Generated<number | null>
  created_at: Timestamp
}

export interface Database {
  app_secrets: AppSecretsTable
  branches: BranchesTable
  stores: StoresTable
  users: UsersTable
  user_avatars: UserAvatarsTable
  sessions: SessionsTable
  login_attempts: LoginAttemptsTable
  products: ProductsTable
  part_supersessions: PartSupersessionsTable
  stock: StockTable
  carts: CartsTable
  cart_items: CartItemsTable
  ready_statuses: ReadyStatusesTable
  order_counters: OrderCountersTable
  orders: OrdersTable
  order_items: OrderItemsTable
  order_events: OrderEventsTable
  import_tokens: ImportTokensTable
  onboarding_tokens: OnboardingTokensTable
  account_events: AccountEventsTable
  feed_files: FeedFilesTable
  feed_file_chunks: FeedFileChunksTable
  feed_jobs: FeedJobsTable
  feed_job_rejects: FeedJobRejectsTable
  feed_folder_files: FeedFolderFilesTable
  branch_stock_loads: BranchStockLoadsTable
  notifications: NotificationsTable
  price_agreements: PriceAgreementsTable
  tax_settings: TaxSettingsTable
  notification_outbox: NotificationOutboxTable
  notification_prefs: NotificationPrefsTable
  push_subscriptions: PushSubscriptionsTable
}

export type NewUser = Insertable<UsersTable>
