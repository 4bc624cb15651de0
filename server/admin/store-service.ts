import type { AdminStore, AdminStoreListQuery, AdminStoreListResponse } from '#common/admin.ts'
import type { UpdateStoreRequest } from '#common/management.ts'
import { LIST_SEARCH_MIN } from '#common/search.ts'
import type { Db } from '../db/connect'
import { notFound } from '../http/app-error'
import type { AdminSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { keysetPage } from '../lib/cursor'
import { editStorePricing } from '../management'
import { decodeStoreCursor, encodeStoreCursor } from './cursors'
import { presentAdminStore } from './presenter'
import * as q from './store-queries'

// Head office's Toko (docs/product.md §11.1, §10.10): every branch's stores, and their price
// group, NPWP and address set through the very edit branch staff use, for any store.

const storeNotFound = () => notFound('Toko tidak ditemukan')

export function createAdminStoreService(deps: { db: Db; clock: Clock }) {
  const { db } = deps

  async function listStores(query: AdminStoreListQuery): Promise<AdminStoreListResponse> {
    const text = query.q?.trim() ?? ''
    const filter = { text: text.length >= LIST_SEARCH_MIN ? text : undefined, branchId: query.branch_id }
    const after = query.cursor ? decodeStoreCursor(query.cursor) : null
    const rows = await q.listStores(db, filter, after, query.limit + 1)
    return keysetPage(rows, query.limit, presentAdminStore, (last) => encodeStoreCursor(last.ibs_cust_code))
  }

  async function updateStore(session: AdminSession, id: number, body: UpdateStoreRequest): Promise<AdminStore> {
    await editStorePricing(deps, { storeId: id, actorId: session.user.id, branchId: null, body })
    const row = await q.findStore(db, id)
    if (!row) throw storeNotFound()
    return presentAdminStore(row)
  }

  return { listStores, updateStore }
}
