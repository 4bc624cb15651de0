import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../db/connect'

// The list price in SQL (the rule of list-price.ts): the branch's row of the stock feed's table
// (`stock.price_osc`) when it has a price, else the part master's (`products.price`). A fragment,
// so the catalogue's search stays one statement and orders its pages by the price it shows.

/**
 * The list price of the part aliased `productAlias` in a statement; without a branch, the part
 * master's. The stock row is looked up by its primary key (branch, part).
 */
export function listPriceSql(productAlias: string, branchId: number | null): RawBuilder<number> {
  const master = sql.ref(`${productAlias}.price`)
  if (branchId === null) return sql<number>`${master}`
  const product = sql.ref(`${productAlias}.id`)
  return sql<number>`coalesce((select s.price_osc from stock s where s.product_id = ${product} and s.branch_id = ${branchId}), ${master})`
}

/** The list price of each part (active or not) in a branch, in one statement. */
export async function listPricesOf(db: Db, branchId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map()
  const { rows } = await sql<{ id: number; price: string | number }>`
    select p.id, ${listPriceSql('p', branchId)} as price
    from products p where p.id = any(${[...new Set(productIds)]}::int4[])`.execute(db)
  return new Map(rows.map((r) => [r.id, Number(r.price)]))
}
