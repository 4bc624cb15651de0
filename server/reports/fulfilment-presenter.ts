import type { FulfilmentFigures, FulfilmentReport, UnitFulfilment } from '#common/reports.ts'
import type { FulfilmentRow, OpenByAgeRow, UnitFulfilmentRow } from './fulfilment-queries'

// The figures after the export as the answer says them (docs/product.md §13.5): rates to four
// decimals like the confirmation's fill rate, days to one.

const MINUTES_PER_DAY = 24 * 60

const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000)

function figuresOf(row: FulfilmentRow, open: number): FulfilmentFigures {
  const received = Number(row.received)
  return {
    orders: Number(row.orders),
    qty_ordered: Number(row.qty_ordered),
    qty_delivered: Number(row.qty_delivered),
    fill_rate: ratio(Number(row.qty_delivered), Number(row.qty_ordered)),
    backorder_lines: Number(row.bo_lines),
    backorders_arrived: Number(row.bo_arrived),
    backorders_on_time: Number(row.bo_on_time),
    on_time_rate: ratio(Number(row.bo_on_time), Number(row.bo_arrived)),
    received_orders: received,
    avg_days_to_receipt: received === 0 ? null : Math.round((Number(row.receipt_minutes) / received / MINUTES_PER_DAY) * 10) / 10,
    discrepancies: { kurang: Number(row.kurang), rusak: Number(row.rusak), salah_part: Number(row.salah_part) },
    open_backorders: open,
  }
}

export function presentFulfilment(row: FulfilmentRow, age: OpenByAgeRow): FulfilmentReport {
  const open_by_age = { d0_7: Number(age.d0_7), d8_30: Number(age.d8_30), d31_60: Number(age.d31_60), d61: Number(age.d61) }
  const open = open_by_age.d0_7 + open_by_age.d8_30 + open_by_age.d31_60 + open_by_age.d61
  return { ...figuresOf(row, open), open_by_age }
}

export function presentUnits(rows: UnitFulfilmentRow[]): UnitFulfilment[] {
  return rows.map((row) => ({ id: Number(row.id), code: row.code, name: row.name, ...figuresOf(row, Number(row.open)) }))
}
