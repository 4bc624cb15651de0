import type { Generated } from 'kysely'
import type { BackorderReadyCode, BackorderState } from '#common/backorder-rules.ts'
import type { BigId, Timestamp } from '../db/types'

// The back-order lines (migration 0016), added to Database (server/db/types.ts) by declaration
// merging: what an exported order did not supply, one row per order line, followed until it is
// ordered again or given up.

export interface BackorderLinesTable {
  id: Generated<BigId>
  /** the order it was left over from */
  order_id: BigId
  order_item_id: BigId
  branch_id: number
  store_id: number
  product_id: number | null
  part_no: string
  part_name: string
  qty: number
  ready_code: BackorderReadyCode
  /** Indent: the expected arrival day; read it as text (eta::text) */
  eta: string | null
  state: Generated<BackorderState>
  available_qty: number | null
  available_at: Timestamp | null
  /** the estimate made of it ('Pesan Sisa') */
  reorder_id: BigId | null
  cancel_reason: string | null
  closed_by: number | null
  closed_at: Timestamp | null
  created_at: Timestamp
}

/** Open lines per Jakarta day of opening and state, kept by triggers (migration 0018): the navbars' counts. */
export interface BackorderBranchDaysTable {
  branch_id: number
  day: string
  state: BackorderState
  n: number
}

export interface BackorderStoreDaysTable extends BackorderBranchDaysTable {
  store_id: number
}

declare module '../db/types' {
  interface Database {
    backorder_lines: BackorderLinesTable
    backorder_branch_days: BackorderBranchDaysTable
    backorder_store_days: BackorderStoreDaysTable
  }
}
