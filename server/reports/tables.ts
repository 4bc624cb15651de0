import type { BigId, Money } from '../db/types'

// The reports' kept figures (migrations 0007, 0021), added to Database (server/db/types.ts) by
// declaration merging. Only the database writes them: triggers on orders and order_items append
// each transaction's deltas and fold them into the summaries at commit. The reports read them
// (summary-*.ts) in sql templates, which these types do not check.

/** A Jakarta day (or a month's, a year's first day) 'yyyy-mm-dd': read it as text (to_char): drivers turn dates into local Dates. */
type Day = string

/** Orders of one status and the amounts and quantities of their lines. */
interface StatusFigures {
  status: number
  orders: number
  amount: Money
  qty_est: number
  qty_conf: number
}

export interface ReportBranchDaysTable extends StatusFigures {
  branch_id: number
  day: Day
}

export interface ReportStoreDaysTable extends StatusFigures {
  branch_id: number
  day: Day
  store_id: number
  created_by: number
}

/** One part's lines: freq counts orders, as an order holds a part on one line at most. */
interface PartFigures {
  branch_id: number
  part_no: string
  freq: number
  qty_est: number
  qty_ordered: number
  qty_short: number
  short_lines: number
  /** the newest order holding the part */
  last_order: BigId | null
}

export interface ReportPartDaysTable extends PartFigures {
  day: Day
}

export interface ReportPartMonthsTable extends PartFigures {
  month: Day
}

export interface ReportPartYearsTable extends PartFigures {
  year: Day
}

/** A transaction's pending change to report_store_days and report_branch_days (unlogged). */
export interface ReportStatusDeltasTable extends ReportStoreDaysTable {
  tx: number
}

/** A transaction's pending change to the part summaries (unlogged). */
export interface ReportPartDeltasTable extends ReportPartDaysTable {
  tx: number
}

/** One row per writing transaction: its insert queues the one fold at commit (unlogged). */
export interface ReportFoldMarksTable {
  tx: number
}

/** An exported order's figures after the export (migration 0021), recomputed from its rows. */
export interface ReportOrderFulfilmentTable extends FulfilmentFigures {
  order_id: BigId
  branch_id: number
  store_id: number
  day: Day
  /** Dipesan to the receipt that completed the order; null until then */
  receipt_minutes: number | null
}

/** Those rows summed per Jakarta day of the order: `received` counts the ones with receipt minutes. */
interface FulfilmentSums extends FulfilmentFigures {
  orders: number
  received: number
  receipt_minutes: number
}

export interface ReportFulfilmentBranchDaysTable extends FulfilmentSums {
  branch_id: number
  day: Day
}

export interface ReportFulfilmentStoreDaysTable extends FulfilmentSums {
  branch_id: number
  day: Day
  store_id: number
}

interface FulfilmentFigures {
  qty_ordered: number
  qty_delivered: number
  bo_lines: number
  bo_arrived: number
  bo_on_time: number
  kurang: number
  rusak: number
  salah_part: number
}

declare module '../db/types' {
  interface Database {
    report_branch_days: ReportBranchDaysTable
    report_store_days: ReportStoreDaysTable
    report_part_days: ReportPartDaysTable
    report_part_months: ReportPartMonthsTable
    report_part_years: ReportPartYearsTable
    report_status_deltas: ReportStatusDeltasTable
    report_part_deltas: ReportPartDeltasTable
    report_fold_marks: ReportFoldMarksTable
    report_order_fulfilment: ReportOrderFulfilmentTable
    report_fulfilment_branch_days: ReportFulfilmentBranchDaysTable
    report_fulfilment_store_days: ReportFulfilmentStoreDaysTable
  }
}
