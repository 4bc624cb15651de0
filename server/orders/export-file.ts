import { ORDER_STATUS } from '#common/order-status.ts'
import { sanitiseInvoiceForFileName } from './numbering'

// The file staff load into the dealer's system (product.md §4.5 'Export'): one line per part and
// quantity, `part number <TAB> quantity <TAB> name`, CRLF line ends for the dealer's Windows tools.
export interface ExportLine {
  part_no: string
  part_name: string
  ready_status: string | null
  qty_estimasi: number
  qty_confirmed: number | null
  qty_ordered: number | null
}

const READY_SHORTFALL = new Set(['kosong', 'indent', 'inactive'])

/** No tab or line break inside a field: it would shift the dealer system's columns. */
function field(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ').trim()
}

/**
 * What the branch could not supply of a line: the whole line's shortfall (estimate minus
 * confirmed) when it is Kosong, Indent or Inactive, the part not confirmed when it is Sebagian;
 * nothing when it is Ada. The export's second row of the line, and its back-order (server/backorders).
 */
export function shortfallOf(line: Pick<ExportLine, 'ready_status' | 'qty_estimasi' | 'qty_confirmed'>): number {
  const code = line.ready_status ?? 'ada'
  if (code !== 'sebagian' && !READY_SHORTFALL.has(code)) return 0
  return Math.max(0, line.qty_estimasi - (line.qty_confirmed ?? 0))
}

/**
 * What the branch supplies of a line once the buyer ordered (Dipesan, Diproses): the buyer's
 * ordered quantity of an Ada or Sebagian line, the export's first row of it; a Kosong, Indent or
 * Inactive line supplies nothing (its shortfall is the back-order). Deliveries send at most this
 * (server/deliveries).
 */
export function suppliedOf(line: Pick<ExportLine, 'ready_status' | 'qty_ordered'>): number {
  const code = line.ready_status ?? 'ada'
  return code === 'ada' || code === 'sebagian' ? Math.max(0, line.qty_ordered ?? 0) : 0
}

export function exportRows(status: number, lines: ExportLine[]): Array<[string, number, string]> {
  const rows: Array<[string, number, string]> = []
  const ordered = status === ORDER_STATUS.DIPESAN || status === ORDER_STATUS.DIPROSES
  for (const line of lines) {
    const confirmed = line.qty_confirmed ?? 0
    // from Dipesan on, the buyer's ordered quantity is what is bought of the confirmed part
    const taken = ordered ? suppliedOf(line) : confirmed
    const shortfall = shortfallOf(line)
    const code = line.ready_status ?? 'ada'
    if (code === 'ada') rows.push([line.part_no, taken, line.part_name])
    else if (READY_SHORTFALL.has(code)) rows.push([line.part_no, shortfall, line.part_name])
    else if (code === 'sebagian') {
      rows.push([line.part_no, taken, line.part_name])
      rows.push([line.part_no, shortfall, line.part_name])
    }
  }
  return rows.filter(([, qty]) => qty > 0)
}

export function exportText(rows: Array<[string, number, string]>): string {
  return rows.map(([part, qty, name]) => `${field(part)}\t${qty}\t${field(name)}\r\n`).join('')
}

export function exportFileName(noTransaksi: string): string {
  return `${sanitiseInvoiceForFileName(noTransaksi)}.txt`
}
