import { sql } from 'kysely'
import type { AccountEventAction } from '#common/management.ts'
import type { Role } from '#common/roles.ts'
import type { Db } from '../db/connect'
import type { NewStore } from '../management'
import type { BranchFact, StoreFact, UserFact } from './plan'

// Every statement of onboarding, executor first. Lookups by the file's names go through a join on
// `unnest(array)` in slices: one statement per 5,000 names instead of one per row, and no IN list
// of 20,000 parameters.
const SLICE = 5_000
/** Rows per insert: under PostgreSQL's 65,535 parameters with every column of a user. */
const INSERT_SLICE = 1_000

function slices<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

export async function branchesByCode(db: Db, codes: string[]): Promise<Map<string, BranchFact>> {
  const found = new Map<string, BranchFact>()
  for (const slice of slices([...new Set(codes.filter((c) => c !== ''))], SLICE)) {
    const { rows } = await sql<BranchFact>`
      select b.id, b.code, b.is_active from unnest(${slice}::text[]) as u(code) join branches b on b.code = u.code`.execute(db)
    for (const row of rows) found.set(row.code, row)
  }
  return found
}

/** The stores of these codes in any branch; inside the commit, locked until it ends. */
export async function storesByCode(db: Db, codes: string[], lock = false): Promise<Map<string, StoreFact>> {
  const found = new Map<string, StoreFact>()
  for (const slice of slices([...new Set(codes)], SLICE)) {
    const { rows } = await sql<StoreFact>`
      select s.id, s.ibs_cust_code as code, s.branch_id, s.name, s.description, s.price_group, s.npwp, s.address
      from unnest(${slice}::text[]) as u(code) join stores s on s.ibs_cust_code = u.code
      ${lock ? sql`for update of s` : sql``}`.execute(db)
    for (const row of rows) found.set(row.code, row)
  }
  return found
}

export async function usersByUsername(db: Db, usernames: string[]): Promise<Map<string, UserFact>> {
  const found = new Map<string, UserFact>()
  for (const slice of slices([...new Set(usernames)], SLICE)) {
    const { rows } = await sql<UserFact>`
      select us.id, us.username, us.roles, us.store_id
      from unnest(${slice}::text[]) as u(username) join users us on us.username = u.username`.execute(db)
    for (const row of rows) found.set(row.username, { ...row, roles: parseRoles(row.roles) })
  }
  return found
}

/** A text[] comes back as an array from node-postgres, and may come back as '{user,seller}' text. */
function parseRoles(roles: Role[] | string): Role[] {
  return Array.isArray(roles) ? roles : (roles.replace(/^\{|\}$/g, '').split(',') as Role[])
}

// ---- tokens ------------------------------------------------------------------------------------

export interface TokenRow {
  token_hash: string
  file_name: string
  payload: unknown
  expires_at: Date
  used_at: Date | null
}

export async function insertToken(
  db: Db,
  token: { hash: string; userId: number; area: 'admin' | 'seller'; fileName: string; payload: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('onboarding_tokens')
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      area: token.area,
      file_name: token.fileName,
      payload: token.payload,
      created_at: token.at,
      expires_at: token.expiresAt,
    })
    .execute()
}

/** The caller's token of this area; with `lock`, held until the commit's transaction ends (NOWAIT: a second commit fails at once). */
export async function findToken(db: Db, hash: string, userId: number, area: 'admin' | 'seller', lock = false) {
  let query = db
    .selectFrom('onboarding_tokens')
    .select(['token_hash', 'file_name', 'payload', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .where('user_id', '=', userId)
    .where('area', '=', area)
  if (lock) query = query.forUpdate().noWait()
  return (await query.executeTakeFirst()) as TokenRow | undefined
}

/** Used: the rows (names, phone numbers) are dropped; the row stays to answer a second submit. */
export async function markTokenUsed(trx: Db, hash: string, at: Date): Promise<void> {
  await trx.updateTable('onboarding_tokens').set({ used_at: at, payload: null }).where('token_hash', '=', hash).execute()
}

/** Housekeeping at each check: tokens a day past their expiry are of no use to anyone. */
export async function pruneTokens(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('onboarding_tokens').where('expires_at', '<', before).execute()
}

/**
 * One commit at a time, held to the end of the transaction: a second one re-checks against what
 * the first wrote instead of racing it. False while another commit holds it.
 */
export async function tryLockOnboarding(trx: Db): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean
  }>`select pg_try_advisory_xact_lock(hashtext('portal.onboarding')) as locked`.execute(trx)
  return rows[0]?.locked === true
}

// ---- writes ------------------------------------------------------------------------------------

/** Inserts the stores; a code taken meanwhile (despite the re-check) is simply not returned. */
export async function insertStores(trx: Db, stores: NewStore[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const slice of slices(stores, INSERT_SLICE)) {
    const rows = await trx
      .insertInto('stores')
      .values(slice)
      .onConflict((oc) => oc.column('ibs_cust_code').doNothing())
      .returning(['id', 'ibs_cust_code'])
      .execute()
    for (const row of rows) ids.set(row.ibs_cust_code, row.id)
  }
  return ids
}

export interface StoreChange {
  id: number
  name: string
  description: string | null
  price_group: string | null
  npwp: string | null
  address: string | null
}

/** Sets every listed field of each store (the caller passes a store's own value for a field the file left empty). */
export async function updateStores(trx: Db, changes: StoreChange[]): Promise<void> {
  for (const slice of slices(changes, SLICE)) {
    const column = <K extends keyof StoreChange>(key: K) => slice.map((c) => c[key])
    await sql`
      update stores s set name = v.name, description = v.description, price_group = v.price_group, npwp = v.npwp,
        address = v.address
      from unnest(${column('id')}::int[], ${column('name')}::text[], ${column('description')}::text[],
        ${column('price_group')}::text[], ${column('npwp')}::text[], ${column('address')}::text[])
        as v(id, name, description, price_group, npwp, address)
      where s.id = v.id`.execute(trx)
  }
}

export interface NewBuyer {
  username: string
  password_hash: string
  store_id: number
  first_name: string
  last_name: string
  mobile: string | null
  email: string | null
  created_by: number
  created_at: Date
}

/** Inserts plain buyers who choose their own password at first sign-in; a username taken meanwhile is not returned. */
export async function insertBuyers(trx: Db, buyers: NewBuyer[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const slice of slices(buyers, INSERT_SLICE)) {
    const rows = await trx
      .insertInto('users')
      .values(
        slice.map((b) => ({
          ...b,
          roles: ['user'] as Role[],
          password_changed_at: b.created_at,
          must_change_password: true,
        })),
      )
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(['id', 'username'])
      .execute()
    for (const row of rows) ids.set(row.username, row.id)
  }
  return ids
}

export interface AuditRow {
  user_id?: number
  store_id?: number
  actor_id: number
  action: AccountEventAction
  detail: string | null
  scope_branch_id: number
  created_at: Date
}

export async function appendAuditRows(trx: Db, rows: AuditRow[]): Promise<void> {
  for (const slice of slices(rows, INSERT_SLICE)) await trx.insertInto('account_events').values(slice).execute()
}
