import type { Generated } from 'kysely'
import type { DeliveryMethod } from '#common/delivery-rules.ts'
import type { DiscrepancyKind, ReceivedRole, Resolution } from '#common/receipt-rules.ts'
import type { BigId, Timestamp } from '../db/types'

// The deliveries (migration 0017), added to Database (server/db/types.ts) by declaration merging:
// one Surat Jalan each, its lines, and the branches' monthly number sequences; its receipt's
// discrepancies and their photos (migration 0019).

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
  /** the confirmation (migration 0019): when, by whom, as whom ('sistem': the branch's days passed) */
  received_at: Timestamp | null
  received_by: number | null
  received_role: ReceivedRole | null
}

export interface DeliveryLinesTable {
  delivery_id: BigId
  order_item_id: BigId
  qty: number
  qty_received: number | null
}

export interface DiscrepanciesTable {
  id: Generated<BigId>
  delivery_id: BigId
  order_item_id: BigId
  order_id: BigId
  branch_id: number
  store_id: number
  kind: DiscrepancyKind
  note: string
  state: Generated<'terbuka' | 'selesai'>
  resolution: Resolution | null
  resolution_note: string | null
  closed_by: number | null
  closed_at: Timestamp | null
  created_at: Timestamp
}

export interface DeliveryPhotosTable {
  /** 16 random bytes, base64url */
  id: string
  delivery_id: BigId
  discrepancy_id: BigId | null
  uploaded_by: number | null
  content_type: string
  bytes: Buffer
  created_at: Timestamp
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
    discrepancies: DiscrepanciesTable
    delivery_photos: DeliveryPhotosTable
  }
}
