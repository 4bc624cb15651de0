import type { Db } from '../db/connect'

// Agreements and groups as the 'harga' feed and the store forms leave them (migration 0015).

export interface AgreementInput {
  store?: { id: number }
  priceGroup?: string
  product?: { id: number }
  partGroup?: string
  discountPercent?: number
  netPrice?: number
  validFrom?: string
  validTo?: string
}

export async function agreement(db: Db, a: AgreementInput) {
  return db
    .insertInto('price_agreements')
    .values({
      scope: a.store ? 'toko' : 'grup',
      store_id: a.store?.id ?? null,
      price_group: a.store ? null : (a.priceGroup ?? null),
      product_id: a.product?.id ?? null,
      part_group: a.product ? null : (a.partGroup ?? null),
      discount_bp: a.discountPercent === undefined ? null : Math.round(a.discountPercent * 100),
      net_price: a.netPrice ?? null,
      valid_from: a.validFrom ?? null,
      valid_to: a.validTo ?? null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

export async function setPriceGroup(db: Db, storeId: number, group: string | null) {
  await db.updateTable('stores').set({ price_group: group }).where('id', '=', storeId).execute()
}

export async function setPartGroup(db: Db, productId: number, group: string | null) {
  await db.updateTable('products').set({ part_group: group }).where('id', '=', productId).execute()
}
