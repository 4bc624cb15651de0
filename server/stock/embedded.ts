import type { Db } from '../db/connect'
import type { StockInfo, StockProvider } from './provider'

/** Stock from our own table, fed by the stock feed (an upload, the drop folder or `npm run stock:import`). */
export function embeddedStockProvider(db: Db): StockProvider {
  return {
    kind: 'embedded',
    async quantities(branchCode, partNos) {
      const result = new Map<string, StockInfo>()
      if (partNos.length === 0) return result
      const rows = await db
        .selectFrom('stock as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .innerJoin('branches as b', 'b.id', 's.branch_id')
        .select(['p.sto_id', 's.qty', 's.price_osc'])
        .where('b.code', '=', branchCode)
        .where('p.sto_id', 'in', partNos)
        .execute()
      for (const row of rows)
        result.set(row.sto_id, { qty: row.qty, price: row.price_osc === null ? null : Number(row.price_osc) })
      return result
    },
    async stockTime(branchCode) {
      const row = await db
        .selectFrom('branch_stock_loads as l')
        .innerJoin('branches as b', 'b.id', 'l.branch_id')
        .select('l.loaded_at')
        .where('b.code', '=', branchCode)
        .executeTakeFirst()
      return row ? new Date(row.loaded_at) : null
    },
  }
}
