import type { ColumnType, Generated } from 'kysely'
import type { FulfilmentState } from '#common/fulfilment.ts'
import type { PriceSource } from '#common/price-math.ts'
import type { BigId, Money, Timestamp } from '../db/types'

// The orders, their lines, their numbers and the lines' ready statuses, added to Database
// (server/db/types.ts) by declaration merging. An order's timeline is order-events'.

export interface ReadyStatusesTable {
  id: number
  code: string
  name: string
  sort_order: number
}

export interface OrderCountersTable {
  branch_id: number
  period: string
  last_value: number
}

export type OrderSource = 'cart' | 'import' | 'sisa'

export interface OrdersTable {
  id: Generated<BigId>
  no_transaksi: string
  branch_id: number
  store_id: number
  created_by: number
  status: number
  /** where the estimate came from: the cart, an order file, or back-order lines (migration 0016) */
  source: OrderSource
  note_user: string | null
  note_seller: string | null
  version: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
  /** the quote Kirim Konfirmasi froze (migration 0015); null before it */
  priced_on: string | null
  price_valid_until: string | null
  ppn_rate_bp: number | null
  dpp_numerator: number | null
  dpp_denominator: number | null
  totals: ColumnType<unknown, string | null, string | null> | null
  /** a Diproses order's fulfilment (migration 0020), written by the deliveries feature; null before its export */
  fulfilment: Generated<FulfilmentState | null>
}

export interface OrderItemsTable {
  id: Generated<BigId>
  order_id: BigId
  line_no: number
  product_id: number | null
  part_no: string
  part_name: string
  /** the unit price the buyer pays (net) */
  price: Money
  /** the list price it came from (migration 0015) */
  price_list: Money
  discount_bp: Generated<number>
  extra_discount_bp: Generated<number>
  price_source: Generated<PriceSource>
  /** the net price the estimate showed, when the confirmation priced the line differently */
  price_before: Money | null
  qty_estimasi: number
  qty_osc: number | null
  qty_confirmed: number | null
  qty_ordered: number | null
  ready_status_id: number | null
  note_user: string | null
  note_seller: string | null
  /** expected arrival, a calendar day 'yyyy-mm-dd'; read it as text (eta::text) */
  eta: string | null
  /** the number the buyer asked for, when staff delivered its replacement (part_no) instead */
  asked_part_no: string | null
}

declare module '../db/types' {
  interface Database {
    orders: OrdersTable
    order_items: OrderItemsTable
    order_counters: OrderCountersTable
    ready_statuses: ReadyStatusesTable
  }
}
