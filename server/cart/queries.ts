import { sql } from 'kysely'
import type { Db } from '../db/connect'

export async function listCart(db: Db, userId: number) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select([
      'c.product_id',
      'p.sto_id',
      'p.name',
      'p.image_url',
      'p.price',
      'c.qty',
      'c.description',
      'c.added_at',
      'c.updated_at',
    ])
    .where('c.user_id', '=', userId)
    // the order of first addition (SPEC §4)
    .orderBy('c.added_at', 'asc')
    .orderBy('c.product_id', 'asc')
    .execute()
}

/** The cart row is the user's lock: every change to the cart takes it first, so a full-cart check
 * and a checkout never race with another tab of the same buyer. */
export async function lockCart(trx: Db, userId: number, at: Date): Promise<void> {
  await trx
    .insertInto('carts')
    .values({ user_id: userId, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ updated_at: at }))
    .execute()
  await sql`select 1 from carts where user_id = ${userId} for update`.execute(trx)
}

export async function countItems(trx: Db, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findItem(trx: Db, userId: number, productId: number) {
  return trx
    .selectFrom('cart_items')
    .select(['qty', 'description'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst()
}

export async function activeProduct(trx: Db, productId: number) {
  return trx
    .selectFrom('products')
    .select(['id', 'sto_id', 'name', 'price'])
    .where('id', '=', productId)
    .where('is_active', '=', true)
    .executeTakeFirst()
}

export async function itemsForCheckout(trx: Db, userId: number, productIds: number[]) {
  return trx
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.product_id', 'p.sto_id', 'p.name', 'p.price', 'c.qty', 'c.description', 'c.added_at'])
    .where('c.user_id', '=', userId)
    .where('c.product_id', 'in', productIds)
    .orderBy('c.added_at', 'asc')
    .orderBy('c.product_id', 'asc')
    .execute()
}
