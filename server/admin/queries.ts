import { sql } from 'kysely'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'

// Every statement of head office's branches and staff, executor first. Head office sees every
// branch; what it may act on is narrowed in SQL all the same: a staff action finds only an
// account holding the seller role and not the admin role, so a buyer's id or head office's own
// is simply not found.

const isoOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

// ---- branches ----------------------------------------------------------------------------------

/** Active staff accounts of the branch, and its stores (users_branch_idx, stores_branch_code_idx). */
const staffCount = sql<number>`(select count(*) from users su
  where su.branch_id = b.id and 'seller' = any(su.roles) and not ('admin' = any(su.roles)) and su.is_active)`
const storeCount = sql<number>`(select count(*) from stores st where st.branch_id = b.id)`

function selectBranch(db: Db) {
  return db
    .selectFrom('branches as b')
    .select([
      'b.id',
      'b.code',
      'b.name',
      'b.address',
      'b.phone',
      'b.is_active',
      isoOf('b.created_at').as('created_at'),
      staffCount.as('staff_count'),
      storeCount.as('store_count'),
    ])
}

export type BranchRow = Awaited<ReturnType<ReturnType<typeof selectBranch>['execute']>>[number]

export interface BranchFilter {
  /** contained in the code or the name */
  text?: string
  active?: boolean
}

/** Every branch matching, by code: a dealer has a few hundred, the screen shows them all. */
export async function listBranches(db: Db, filter: BranchFilter): Promise<BranchRow[]> {
  let query = selectBranch(db)
  if (filter.text) {
    const upper = containsPattern(filter.text.toUpperCase())
    const lower = containsPattern(filter.text.toLowerCase())
    query = query.where(sql<boolean>`(b.code like ${upper} escape '\\' or lower(b.name) like ${lower} escape '\\')`)
  }
  if (filter.active !== undefined) query = query.where('b.is_active', '=', filter.active)
  return query.orderBy('b.code').execute()
}

export async function findBranch(db: Db, id: number): Promise<BranchRow | undefined> {
  return selectBranch(db).where('b.id', '=', id).executeTakeFirst()
}

/** Locks a branch for an edit: two head-office edits of one branch take turns. */
export async function lockBranch(trx: Db, id: number) {
  return trx
    .selectFrom('branches')
    .select(['id', 'code', 'name', 'address', 'phone', 'is_active'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

/**
 * A branch staff are registered in or moved to, locked against a deactivation until the
 * transaction ends (a deactivation locks it for update).
 */
export async function shareBranch(trx: Db, id: number) {
  return trx.selectFrom('branches').select(['id', 'code', 'is_active']).where('id', '=', id).forShare().executeTakeFirst()
}

export async function branchCodeExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('branches').select('id').where('code', '=', code).executeTakeFirst()
  return row !== undefined
}

export async function insertBranch(trx: Db, values: { code: string; name: string; address: string; phone: string; at: Date }) {
  return trx
    .insertInto('branches')
    .values({
      code: values.code,
      name: values.name,
      address: values.address,
      phone: values.phone,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow()
}

export async function updateBranch(
  trx: Db,
  id: number,
  values: { name?: string; address?: string; phone?: string; is_active?: boolean; at: Date },
): Promise<void> {
  const { at, ...changed } = values
  await trx
    .updateTable('branches')
    .set({ ...changed, updated_at: at })
    .where('id', '=', id)
    .execute()
}

// ---- staff of every branch ---------------------------------------------------------------------

const isStaffAccount = sql<boolean>`('seller' = any(u.roles) and not ('admin' = any(u.roles)))`

function selectStaff(db: Db) {
  return db
    .selectFrom('users as u')
    .innerJoin('branches as b', 'b.id', 'u.branch_id')
    .select([
      'u.id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.mobile',
      'u.branch_id',
      'b.code as branch_code',
      'u.is_active',
      'u.must_change_password',
      isoOf('u.created_at').as('created_at'),
    ])
    .where(isStaffAccount)
}

export type StaffRow = Awaited<ReturnType<ReturnType<typeof selectStaff>['execute']>>[number]

export interface StaffFilter {
  branchId?: number
  /** contained in the username, the name or the mobile number */
  search?: string
  active?: boolean
}

/** A page of staff by username (unique, so the last username is the whole position). */
export async function listStaff(db: Db, filter: StaffFilter, afterUsername: string | null, limit: number): Promise<StaffRow[]> {
  let query = selectStaff(db)
  if (filter.branchId !== undefined) query = query.where('u.branch_id', '=', filter.branchId)
  if (filter.active !== undefined) query = query.where('u.is_active', '=', filter.active)
  if (filter.search) {
    // users.search_text: username, name and mobile, lowercased, with a trigram index
    query = query.where(sql<boolean>`u.search_text like ${containsPattern(filter.search.toLowerCase())} escape '\\'`)
  }
  if (afterUsername !== null) query = query.where('u.username', '>', afterUsername)
  return query.orderBy('u.username').limit(limit).execute()
}

export async function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  return selectStaff(db).where('u.id', '=', id).executeTakeFirst()
}

/** Locks a staff account for an action; a buyer, head office or a missing id is not found. */
export async function lockStaff(trx: Db, id: number) {
  // The row is locked alone, then read with its branch. Locked in one statement with the join, a
  // row another head-office user had just moved would be re-checked against the branch row read
  // before the wait (PostgreSQL re-reads only the locked row) and come back as not found.
  const locked = await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst()
  if (!locked) return undefined
  return trx
    .selectFrom('users as u')
    .innerJoin('branches as b', 'b.id', 'u.branch_id')
    .select(['u.id', 'u.is_active', 'u.branch_id', 'b.code as branch_code'])
    .where('u.id', '=', id)
    .where(isStaffAccount)
    .executeTakeFirst()
}

/** The staff member works in another branch from now on (users_account_branch follows). */
export async function moveStaff(trx: Db, id: number, branchId: number): Promise<void> {
  await trx.updateTable('users').set({ branch_id: branchId }).where('id', '=', id).execute()
}
