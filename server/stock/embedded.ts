import type { Db } from '../db/connect'
import type { StockInfo, StockProvider } from './provider'
import { lastStockLoad, stockRows } from './queries'

/** Stock from our own table, fed by the stock feed (an upload, the drop folder or `npm run stock:import`). */
export function embeddedStockProvider(db: Db): StockProvider {
  return {
    // the catalogue's statement joins this very table: its rows already carry these figures
    inStockTable: true,
    async quantities(branchCode, partNos) {
      const result = new Map<string, StockInfo>()
      if (partNos.length === 0) return result
      for (const row of await stockRows(db, branchCode, partNos))
        result.set(row.sto_id, { qty: row.qty, price: row.price_osc === null ? null : Number(row.price_osc) })
      return result
    },
    stockTime: (branchCode) => lastStockLoad(db, branchCode),
  }
}
