import type { BackorderReadyCode } from '#common/backorder-rules.ts'
import { shortfallOf } from '../orders'

// What an export leaves unsupplied, line by line: the quantity the export file's shortfall row
// carries (server/orders/export-file.ts, shortfallOf), so the back-order and the file never
// disagree. Ada lines and lines fully confirmed leave nothing.

export interface ExportedLine {
  id: number | string
  product_id: number | null
  part_no: string
  part_name: string
  qty_estimasi: number
  qty_confirmed: number | null
  ready_status: string | null
  eta: string | null
}

export interface Remainder {
  order_item_id: number
  product_id: number | null
  part_no: string
  part_name: string
  qty: number
  ready_code: BackorderReadyCode
  /** Indent only: the day the branch expects it */
  eta: string | null
}

const BACKORDER_CODES = new Set<string>(['kosong', 'indent', 'inactive', 'sebagian'])

export function remaindersOf(lines: readonly ExportedLine[]): Remainder[] {
  const left: Remainder[] = []
  for (const line of lines) {
    const code = line.ready_status ?? 'ada'
    const qty = shortfallOf(line)
    if (qty <= 0 || !BACKORDER_CODES.has(code)) continue
    left.push({
      order_item_id: Number(line.id),
      product_id: line.product_id,
      part_no: line.part_no,
      part_name: line.part_name,
      qty,
      ready_code: code as BackorderReadyCode,
      eta: code === 'indent' ? line.eta : null,
    })
  }
  return left
}
