import { checkDescription, checkStoreCode, checkStoreName } from '#common/account-rules.ts'
import {
  type CheckStoreCodeResponse,
  type CreateStoreRequest,
  LIST_SEARCH_MIN,
  STORE_COUNTS_MAX_IDS,
  type Store,
  type StoreDetail,
  type StoreListQuery,
  type StoreListResponse,
  type UpdateStoreRequest,
  USER_LIST_MAX_LIMIT,
  type UserCountsResponse,
} from '#common/management.ts'
import type { Db } from '../db/connect'
import { badRequest } from '../http/app-error'
import type { BranchSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { announcePricesChanged } from '../pricing'
import { appendAuditEvent } from './audit-queries'
import { isUniqueViolation, storeCodeTaken } from './conflicts'
import { presentStore, presentStoreDetail, presentUserCounts } from './presenter'
import { storeUsers } from './queries'
import { checkedPricing, editStorePricing, storeNotFound } from './store-edit'
import * as sq from './store-queries'
import { take } from './user-form'

const INT4_MAX = 2_147_483_647

/** '1,2,3' as the list sends it: positive ids, at most STORE_COUNTS_MAX_IDS; anything else is 400. */
export function parseStoreIds(raw: string): number[] {
  const text = raw.trim()
  if (text === '') return []
  const parts = text.split(',').map((p) => p.trim())
  if (parts.length > STORE_COUNTS_MAX_IDS) throw badRequest(`Data tidak valid: maksimal ${STORE_COUNTS_MAX_IDS} toko.`)
  const ids = parts.map((p) => (/^[1-9]\d{0,9}$/.test(p) ? Number(p) : Number.NaN))
  if (ids.some((id) => !(id <= INT4_MAX))) throw badRequest('Data tidak valid: store_ids harus daftar angka.')
  return [...new Set(ids)]
}

/** The stores of the staff member's branch: register, check a code, list, count, detail, edit the price fields and address. */
export function createStoreService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function createStore(session: BranchSession, body: CreateStoreRequest): Promise<Store> {
    const code = take('ibs_cust_code', checkStoreCode(body.ibs_cust_code))
    const name = take('name', checkStoreName(body.name))
    const description = take('description', checkDescription(body.description ?? undefined))
    const pricing = checkedPricing({
      price_group: body.price_group ?? null,
      npwp: body.npwp ?? null,
      address: body.address ?? null,
    })
    if (await sq.storeCodeExists(db, code)) throw storeCodeTaken()
    let id: number
    try {
      id = await db.transaction().execute(async (trx) => {
        const now = clock.now()
        const created = await sq.insertStore(trx, {
          branch_id: session.branch.id,
          ibs_cust_code: code,
          name,
          description,
          price_group: pricing.price_group ?? null,
          npwp: pricing.npwp ?? null,
          address: pricing.address ?? null,
          created_at: now,
        })
        await appendAuditEvent(trx, {
          store_id: created.id,
          actor_id: session.user.id,
          action: 'created',
          scope_branch_id: session.branch.id,
          created_at: now,
        })
        // a store joining a price group takes that group's prices: every instance forgets what it keeps
        if (pricing.price_group) await announcePricesChanged(trx)
        return Number(created.id)
      })
    } catch (error) {
      // registered a moment ago by someone else, maybe in another branch: the unique index decides
      if (isUniqueViolation(error, 'stores_ibs_cust_code_key')) throw storeCodeTaken()
      throw error
    }
    const row = await sq.findStore(db, session.branch.id, id)
    if (!row) throw storeNotFound()
    return presentStore(row)
  }

  async function checkCode(raw: string): Promise<CheckStoreCodeResponse> {
    const checked = checkStoreCode(raw)
    if (!checked.ok) return { exists: false, message: checked.message }
    return { exists: await sq.storeCodeExists(db, checked.value), message: null }
  }

  async function listStores(session: BranchSession, query: StoreListQuery): Promise<StoreListResponse> {
    const text = query.q?.trim() ?? ''
    // like the user list: one character is not a search yet
    const q = text.length >= LIST_SEARCH_MIN ? text : undefined
    const [rows, total] = await Promise.all([
      sq.listStores(db, session.branch.id, { q, sort: query.sort, dir: query.dir, limit: query.limit, offset: query.offset }),
      sq.countStores(db, session.branch.id, q),
    ])
    return { items: rows.map(presentStore), total, has_more: query.offset + rows.length < total }
  }

  async function userCounts(session: BranchSession, rawIds: string): Promise<UserCountsResponse> {
    return presentUserCounts(await sq.userCounts(db, session.branch.id, parseStoreIds(rawIds)))
  }

  async function storeDetail(session: BranchSession, id: number): Promise<StoreDetail> {
    const row = await sq.findStore(db, session.branch.id, id)
    if (!row) throw storeNotFound()
    return presentStoreDetail(row, await storeUsers(db, id, USER_LIST_MAX_LIMIT))
  }

  /** The price group, NPWP and address of a store of the branch; another branch's store is not found. */
  async function updateStore(session: BranchSession, id: number, body: UpdateStoreRequest): Promise<Store> {
    await editStorePricing(deps, { storeId: id, actorId: session.user.id, branchId: session.branch.id, body })
    const row = await sq.findStore(db, session.branch.id, id)
    if (!row) throw storeNotFound()
    return presentStore(row)
  }

  return { createStore, checkCode, listStores, userCounts, storeDetail, updateStore }
}
