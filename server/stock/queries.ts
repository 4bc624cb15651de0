import type { Db } from '../db/connect'

// The embedded provider's SQL: our stock table and the time of each branch's last stock load,
// both written by the stock feed (server/feeds).

/** Quantity and dealer price of each asked part in the branch; parts without a stock row are absent. */
export async function stockRows(db: Db, branchCode: string, partNos: string[]) {
  return db
    .selectFrom('stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('branches as b', 'b.id', 's.branch_id')
    .select(['p.sto_id', 's.qty', 's.price_osc'])
    .where('b.code', '=', branchCode)
    .where('p.sto_id', 'in', partNos)
    .execute()
}

/** When the branch's stock was last loaded, or null before its first load. */
export async function lastStockLoad(db: Db, branchCode: string): Promise<Date | null> {
  const row = await db
    .selectFrom('branch_stock_loads as l')
    .innerJoin('branches as b', 'b.id', 'l.branch_id')
    .select('l.loaded_at')
    .where('b.code', '=', branchCode)
    .executeTakeFirst()
  return row ? new Date(row.loaded_at) : null
}
