import type { UpdateStoreRequest } from '#common/management.ts'
import { checkNpwp, checkPriceGroup, checkStoreAddress } from '#common/store-rules.ts'
import type { Db } from '../db/connect'
import { notFound } from '../http/app-error'
import type { Clock } from '../lib/clock'
import { announcePricesChanged } from '../pricing'
import type { AuditChange } from './audit'
import { appendAuditEvent } from './audit-queries'
import { lockStorePricing, updateStorePricing } from './store-queries'
import { take } from './user-form'

// A store's price group, NPWP and address edited (docs/product.md §10.10): by branch staff in
// List Toko (their branch's stores only) and by head office in Toko (any store). One way for
// both: the rules of common/store-rules.ts, an 'updated' audit row naming each field that really
// changed, and, when the price group changed, the notice that makes every instance forget the
// prices it keeps for stores, sent inside the same transaction so it is heard only once
// committed. The NPWP and the address price nothing: they are not announced.

export const storeNotFound = () => notFound('Toko tidak ditemukan')

type PricingField = 'price_group' | 'npwp' | 'address'
const FIELDS: readonly PricingField[] = ['price_group', 'npwp', 'address']

/** The checked new values of the fields the body names (null clears one); a broken rule is the field's 422. */
export function checkedPricing(body: {
  price_group?: string | null
  npwp?: string | null
  address?: string | null
}): Partial<Record<PricingField, string | null>> {
  const checked: Partial<Record<PricingField, string | null>> = {}
  if (body.price_group !== undefined) checked.price_group = take('price_group', checkPriceGroup(body.price_group))
  if (body.npwp !== undefined) checked.npwp = take('npwp', checkNpwp(body.npwp))
  if (body.address !== undefined) checked.address = take('address', checkStoreAddress(body.address))
  return checked
}

export interface StorePricingEdit {
  storeId: number
  actorId: number
  /** staff: a store of this branch only (another's is not found); head office: null, any store */
  branchId: number | null
  body: UpdateStoreRequest
}

/** Writes the edit; asking for the values the store already has changes nothing and audits nothing. */
export async function editStorePricing(deps: { db: Db; clock: Clock }, edit: StorePricingEdit): Promise<void> {
  const checked = checkedPricing(edit.body)
  await deps.db.transaction().execute(async (trx) => {
    const current = await lockStorePricing(trx, edit.storeId, edit.branchId)
    if (!current) throw storeNotFound()
    const changed = FIELDS.filter((f) => f in checked && checked[f] !== current[f])
    if (changed.length === 0) return
    await updateStorePricing(trx, edit.storeId, Object.fromEntries(changed.map((f) => [f, checked[f] ?? null])))
    // the audit speaks in text: an empty value reads '(kosong)'
    const changes: AuditChange[] = changed.map((field) => ({ field, from: current[field] ?? '', to: checked[field] ?? '' }))
    await appendAuditEvent(trx, {
      store_id: edit.storeId,
      actor_id: edit.actorId,
      action: 'updated',
      scope_branch_id: current.branch_id,
      detail: { changes },
      created_at: deps.clock.now(),
    })
    if (changed.includes('price_group')) await announcePricesChanged(trx)
  })
}
