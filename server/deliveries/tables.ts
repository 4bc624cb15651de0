import type { Generated } from 'kysely'
import type { DeliveryMethod } from '#common/delivery-rules.ts'
import type { BigId, Timestamp } from '../db/types'

// The deliveries (migration 0017), added to Database (server/db/types.ts) by declaration merging:
// one Surat Jalan each, its lines, and the branches' monthly number sequences.

export interface DeliveriesTable {
  id: Generated<BigId>
  /** SJ/<branch>/<yyyymm>/<seq> */
  number: string
  order_id: BigId
  branch_id: number
  store_id: number
  method: DeliveryMethod
  courier: string | null
  plate: string | null
  tracking: string | null
  /** the Jakarta day it left the branch; read it as text (delivered_on::text) */
  delivered_on: string
  created_by: number | null
  created_at: Timestamp
}

export interface DeliveryLinesTable {
  delivery_id: BigId
  order_item_id: BigId
  qty: number
}

export interface DeliveryCountersTable {
  branch_id: number
  /** yyyymm of the delivery's day */
  period: string
  last_seq: number
}

declare module '../db/types' {
  interface Database {
    deliveries: DeliveriesTable
    delivery_lines: DeliveryLinesTable
    delivery_counters: DeliveryCountersTable
  }
}
