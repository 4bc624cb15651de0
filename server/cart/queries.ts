import { sql } from 'kysely'
import type { Db } from '../db/connect'
import { agreementJoin, listPriceSql, type PriceContext, type Quote, quoteFromRow } from '../pricing'

export interface CartRow {
  product_id: number
  sto_id: string
  name: string
  image_url: string | null
  qty: number
  description: string | null
  added_at: Date
  updated_at: Date
  quote: Quote
}

/**
 * The buyer's lines, each with the price his store pays in its branch that day (server/pricing),
 * in one read, in the order of first addition.
 */
export async function listCart(db: Db, userId: number, prices: PriceContext): Promise<CartRow[]> {
  const { rows } = await sql<Omit<CartRow, 'quote'> & Parameters<typeof quoteFromRow>[0]>`
    select c.product_id, p.sto_id, p.name, p.image_url, c.qty, c.description, c.added_at, c.updated_at,
      ${listPriceSql('p', prices.branchId)} as price_list, ag.scope, ag.net_price, ag.discount_bp
    from cart_items c
    join products p on p.id = c.product_id
    ${agreementJoin('p', prices)}
    where c.user_id = ${userId}
    order by c.added_at, c.product_id`.execute(db)
  return rows.map(({ price_list, scope, net_price, discount_bp, ...row }) => ({
    ...row,
    quote: quoteFromRow({ price_list, scope, net_price, discount_bp }),
  }))
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

/** A cart line with its part number, to switch it to a newer number. */
export async function findItemWithPart(trx: Db, userId: number, productId: number) {
  return trx
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.qty', 'c.description', 'p.sto_id'])
    .where('c.user_id', '=', userId)
    .where('c.product_id', '=', productId)
    .executeTakeFirst()
}

/** The quantities the buyer's cart holds of these parts. */
export async function cartQuantities(trx: Db, userId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map()
  const rows = await trx
    .selectFrom('cart_items')
    .select(['product_id', 'qty'])
    .where('user_id', '=', userId)
    .where('product_id', 'in', productIds)
    .execute()
  return new Map(rows.map((r) => [r.product_id, r.qty]))
}

export async function itemsForCheckout(trx: Db, userId: number, productIds: number[]) {
  return trx
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['c.product_id', 'p.sto_id', 'p.name', 'c.qty', 'c.description', 'c.added_at'])
    .where('c.user_id', '=', userId)
    .where('c.product_id', 'in', productIds)
    .orderBy('c.added_at', 'asc')
    .orderBy('c.product_id', 'asc')
    .execute()
}

/** A description given (even empty) replaces the old one; an absent one keeps it. */
const descriptionChange = (description: string | null | undefined) =>
  description !== undefined ? { description: description || null } : {}

export async function insertItem(
  trx: Db,
  userId: number,
  item: { product_id: number; qty: number; description?: string },
  at: Date,
) {
  await trx
    .insertInto('cart_items')
    .values({
      user_id: userId,
      product_id: item.product_id,
      qty: item.qty,
      description: item.description || null,
      added_at: at,
      updated_at: at,
    })
    .execute()
}

/** Sets an item's quantity (and description when given); false when the buyer has no such item. */
export async function updateItem(
  db: Db,
  userId: number,
  productId: number,
  change: { qty: number; description?: string | null },
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('cart_items')
    .set({ qty: change.qty, updated_at: at, ...descriptionChange(change.description) })
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteItems(db: Db, userId: number, productIds?: number[]): Promise<void> {
  if (productIds?.length === 0) return
  let query = db.deleteFrom('cart_items').where('user_id', '=', userId)
  if (productIds) query = query.where('product_id', 'in', productIds)
  await query.execute()
}
