import { sql } from 'kysely'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'

// Head office's Toko: the stores of every branch, read with their branch (stores are
// management's rows; they are joined here read-only, docs/architecture.md). Their edit goes
// through management (editStorePricing).

function selectStore(db: Db) {
  return db
    .selectFrom('stores as s')
    .innerJoin('branches as b', 'b.id', 's.branch_id')
    .select([
      's.id',
      's.ibs_cust_code',
      's.name',
      's.branch_id',
      'b.code as branch_code',
      'b.name as branch_name',
      's.price_group',
      's.npwp',
      's.address',
    ])
}

export type AdminStoreRow = Awaited<ReturnType<ReturnType<typeof selectStore>['execute']>>[number]

export interface StoreFilter {
  /** contained in the IBS code or the name */
  text?: string
  branchId?: number
}

/** A page of stores by IBS code (unique everywhere, so the last code is the whole position). */
export async function listStores(db: Db, filter: StoreFilter, afterCode: string | null, limit: number): Promise<AdminStoreRow[]> {
  let query = selectStore(db)
  if (filter.branchId !== undefined) query = query.where('s.branch_id', '=', filter.branchId)
  if (filter.text) {
    // codes and names are stored uppercased (common/account-rules.ts)
    const pattern = containsPattern(filter.text.toUpperCase())
    query = query.where(sql<boolean>`(s.ibs_cust_code like ${pattern} escape '\\' or s.name like ${pattern} escape '\\')`)
  }
  if (afterCode !== null) query = query.where('s.ibs_cust_code', '>', afterCode)
  return query.orderBy('s.ibs_cust_code').limit(limit).execute()
}

export async function findStore(db: Db, id: number): Promise<AdminStoreRow | undefined> {
  return selectStore(db).where('s.id', '=', id).executeTakeFirst()
}
