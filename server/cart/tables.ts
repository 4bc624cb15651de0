import type { Timestamp } from '../db/types'

// The cart's tables, added to Database (server/db/types.ts) by declaration merging.

export interface CartsTable {
  user_id: number
  updated_at: Timestamp
}

export interface CartItemsTable {
  user_id: number
  product_id: number
  qty: number
  description: string | null
  added_at: Timestamp
  updated_at: Timestamp
}

declare module '../db/types' {
  interface Database {
    carts: CartsTable
    cart_items: CartItemsTable
  }
}
