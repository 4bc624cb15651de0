import { sql } from 'kysely'
import type { StoreSort } from '#common/management.ts'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'

// Every statement of the store side of management, executor first, each narrowed to the staff
// member's branch. IBS codes are unique across branches, so only the code check looks further.

/**
 * The number of accounts registered to the store (buyers, and dual accounts that also shop
 * there), kept on the store by a trigger (migration 0005) so sorting by it reads an index.
 */
const usersCount = sql<number>`s.users_count`
const createdAtIso = sql<string>`to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

function storesOfBranch(db: Db, branchId: number) {
  return db.selectFrom('stores as s').where('s.branch_id', '=', branchId)
}

function selectStore(db: Db, branchId: number) {
  return storesOfBranch(db, branchId).select([
    's.id',
    's.ibs_cust_code',
    's.name',
    's.description',
    createdAtIso.as('created_at'),
    usersCount.as('users_count'),
    's.price_group',
    's.npwp',
    's.address',
  ])
}

export type StoreRow = Awaited<ReturnType<ReturnType<typeof selectStore>['execute']>>[number]

/** A search on code and name, its text literal. */
/** Codes and names are stored uppercased (common/account-rules.ts), so LIKE on the uppercased text matches. */
function matching(q: string) {
  const pattern = containsPattern(q.toUpperCase())
  return sql<boolean>`(s.ibs_cust_code like ${pattern} escape '\\' or s.name like ${pattern} escape '\\')`
}

const STORE_ORDER = {
  ibs: sql`s.ibs_cust_code`,
  name: sql`s.name`,
  // PostgreSQL puts nulls last going up: the stores without a group follow the groups
  group: sql`s.price_group`,
  users: usersCount,
  created_at: sql`s.created_at`,
} satisfies Record<StoreSort, unknown>

export interface StoreListInput {
  q?: string
  sort: StoreSort
  dir: 'asc' | 'desc'
  limit: number
  offset: number
}

export async function listStores(db: Db, branchId: number, input: StoreListInput) {
  let query = selectStore(db, branchId)
  if (input.q) query = query.where(matching(input.q))
  return query
    .orderBy(STORE_ORDER[input.sort], input.dir)
    .orderBy('s.id', input.dir)
    .limit(input.limit)
    .offset(input.offset)
    .execute()
}

export async function countStores(db: Db, branchId: number, q: string | undefined): Promise<number> {
  let query = storesOfBranch(db, branchId).select((eb) => eb.fn.countAll<number>().as('n'))
  if (q) query = query.where(matching(q))
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findStore(db: Db, branchId: number, id: number) {
  return selectStore(db, branchId).where('s.id', '=', id).executeTakeFirst()
}

export async function storeInBranch(db: Db, branchId: number, id: number): Promise<boolean> {
  const row = await storesOfBranch(db, branchId).select('s.id').where('s.id', '=', id).executeTakeFirst()
  return row !== undefined
}

/** Whether any branch has a store with this code: codes are unique everywhere. */
export async function storeCodeExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('stores').select('id').where('ibs_cust_code', '=', code).executeTakeFirst()
  return row !== undefined
}

/** A store as Daftar Toko and the onboarding (server/onboarding) register it. */
export interface NewStore {
  branch_id: number
  ibs_cust_code: string
  name: string
  description: string | null
  price_group: string | null
  npwp: string | null
  address: string | null
  created_at: Date
}

export async function insertStore(trx: Db, values: NewStore) {
  return trx.insertInto('stores').values(values).returning('id').executeTakeFirstOrThrow()
}

/** The price fields and address of a store of `branchId` (any branch when null), locked until the edit's transaction ends. */
export async function lockStorePricing(trx: Db, id: number, branchId: number | null) {
  let query = trx.selectFrom('stores').select(['id', 'branch_id', 'price_group', 'npwp', 'address']).where('id', '=', id)
  if (branchId !== null) query = query.where('branch_id', '=', branchId)
  return query.forUpdate().executeTakeFirst()
}

export async function updateStorePricing(
  trx: Db,
  id: number,
  values: { price_group?: string | null; npwp?: string | null; address?: string | null },
): Promise<void> {
  await trx.updateTable('stores').set(values).where('id', '=', id).execute()
}

/** Users per store for the given ids; ids of other branches do not appear. */
export async function userCounts(db: Db, branchId: number, ids: number[]) {
  if (ids.length === 0) return []
  return storesOfBranch(db, branchId)
    .leftJoin('users as u', 'u.store_id', 's.id')
    .select(['s.id', (eb) => eb.fn.count<number>('u.id').as('n')])
    .where('s.id', 'in', ids)
    .groupBy('s.id')
    .execute()
}
