// The Repeat Part CSV (product.md §5.6): RFC 4180 — a cell with a quote, a comma or a line break is
// quoted and its quotes doubled — and a cell that a spreadsheet would read as a formula
// (starting with = + - @, or a tab or carriage return before one) is neutralised with a leading
// apostrophe, so a part name can never run as a formula on the branch's computer.
import type { RepeatPart } from '#common/reports.ts'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvOf(rows: Array<Array<string | number>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

export const REPEAT_CSV_HEADER = ['Part No', 'Nama', 'Frekuensi', 'Qty Estimasi', 'Qty Dipesan']

export function repeatCsv(parts: RepeatPart[]): string {
  return csvOf([REPEAT_CSV_HEADER, ...parts.map((p) => [p.part_no, p.name, p.freq, p.qty_est_total, p.qty_ordered_total])])
}

export function repeatCsvName(range: { from: string; to: string }): string {
  return `repeat-part_${range.from}_${range.to}.csv`
}
