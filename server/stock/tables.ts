import type { Money, Timestamp } from '../db/types'

// The embedded provider's stock, added to Database (server/db/types.ts) by declaration merging.
// The stock feed loads it (server/feeds); the time of each branch's load is the feeds' table.

export interface StockTable {
  branch_id: number
  product_id: number
  qty: number
  price_osc: Money | null
  updated_at: Timestamp
}

declare module '../db/types' {
  interface Database {
    stock: StockTable
  }
}
