import { IMPORT_HEADER_SEARCH_ROWS, IMPORT_REASONS } from '#common/imports.ts'
import { splitTypedLine } from './pasted-line'
import type { Cell, SheetRows } from './xlsx-cells'

// From raw cells to candidate order lines: find the header, apply the mapping, read each row's
// part number, quantity and note, and say what is wrong with a row in product.md §5.4's words.
export interface Mapping {
  part: number
  qty: number
  /** -1: no note column */
  note: number
}

const PART_NAMES = new Set(['partno', 'part', 'partnumber', 'nopart', 'nomorpart', 'kodepart', 'stoid', 'partnomor'])
const QTY_NAMES = new Set(['qty', 'quantity', 'jumlah', 'kuantitas', 'qtypesan', 'qtyestimasi'])
const NOTE_NAMES = new Set(['catatan', 'note', 'notes', 'keterangan', 'remark', 'remarks'])

const squash = (cell: Cell) =>
  String(cell ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** The header is the first of the first 10 rows naming a part column and a qty column. */
export function findHeader(sheet: SheetRows): { index: number; mapping: Mapping } | null {
  for (const [index, row] of sheet.rows.slice(0, IMPORT_HEADER_SEARCH_ROWS).entries()) {
    const names = row.cells.map(squash)
    const part = names.findIndex((n) => PART_NAMES.has(n))
    const qty = names.findIndex((n) => QTY_NAMES.has(n))
    if (part >= 0 && qty >= 0) return { index, mapping: { part, qty, note: names.findIndex((n) => NOTE_NAMES.has(n)) } }
  }
  return null
}

export interface Candidate {
  no: number
  partNo: string
  partNorm: string
  qty: number | null
  /** the quantity cell as typed, for the preview to show what it refused */
  qtyText: string
  note: string
  reason: string | null
}

/** Cell text PostgreSQL accepts: no NUL (an xlsx can smuggle one in), no broken surrogate pair. */
const text = (cell: Cell) =>
  String(cell ?? '')
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')

/** Enough for any quantity typed by hand; a longer cell is not one and need not travel whole. */
const QTY_TEXT_MAX = 20

/** At most 100 UTF-16 units, never ending in half an emoji. */
const cut100 = (s: string) => s.slice(0, s.length > 100 && /[\uD800-\uDBFF]/.test(s[99]) ? 99 : 100)

/** Part numbers compare without case and spaces: '1230a 046' is 1230A046. */
export function normalisePart(cell: Cell): string {
  return text(cell).replace(/\s+/g, '').toUpperCase()
}

/**
 * A quantity as a workshop types it. Indonesian thousands ('1.000') are thousands, so they end
 * up above 999; a decimal comma or point is not a whole number.
 */
export function readQty(cell: Cell): { qty: number | null; reason: string | null } {
  if (cell === null || String(cell).trim() === '') return { qty: null, reason: IMPORT_REASONS.qtyEmpty }
  let value: number
  if (typeof cell === 'number') value = cell
  else {
    const text = cell.trim()
    if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) value = Number(text.replace(/\./g, ''))
    else if (/^-?\d+([.,]\d+)?$/.test(text)) value = Number(text.replace(',', '.'))
    else return { qty: null, reason: IMPORT_REASONS.qtyInvalid }
  }
  if (!Number.isFinite(value)) return { qty: null, reason: IMPORT_REASONS.qtyInvalid }
  if (!Number.isInteger(value)) return { qty: null, reason: IMPORT_REASONS.qtyNotInteger }
  // past 2^53 a number is no longer an exact integer, nor one the answer can carry: the cell as typed
  // (qty_text) says what it was
  if (!Number.isSafeInteger(value)) return { qty: null, reason: value < 1 ? IMPORT_REASONS.qtyMin : IMPORT_REASONS.qtyMax }
  if (value < 1) return { qty: value, reason: IMPORT_REASONS.qtyMin }
  if (value > 999) return { qty: value, reason: IMPORT_REASONS.qtyMax }
  return { qty: value, reason: null }
}

export function candidates(sheet: SheetRows, mapping: Mapping, headerIndex: number | null): Candidate[] {
  const out: Candidate[] = []
  for (const [index, row] of sheet.rows.entries()) {
    if (headerIndex !== null && index <= headerIndex) continue
    if (row.cells.every((c) => c === null || String(c).trim() === '')) continue
    const partRaw = row.cells[mapping.part] ?? null
    const partNo = text(partRaw).trim()
    const partNorm = normalisePart(partRaw)
    const qtyCell = row.cells[mapping.qty] ?? null
    const { qty, reason: qtyReason } = readQty(qtyCell)
    const qtyText = text(qtyCell).trim().slice(0, QTY_TEXT_MAX)
    const note = mapping.note >= 0 ? cut100(text(row.cells[mapping.note] ?? null).trim()) : ''
    const reason = partNorm === '' ? IMPORT_REASONS.partEmpty : qtyReason
    out.push({ no: row.number, partNo, partNorm, qty, qtyText, note, reason })
  }
  return out
}

/**
 * Lines pasted from WhatsApp or Excel: tab-separated columns, or one part a line the way people
 * type it (pasted-line.ts): 'PART QTY [note]', '1230A046 x2', '2x 1230A046', 'MZ320123 (3)'…
 */
export function pastedSheet(text: string, maxRows: number): SheetRows {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(0, maxRows)
  return {
    truncated: false,
    rows: lines.map((line, index) => {
      const cells = line.includes('\t') ? line.split('\t') : splitTypedLine(line)
      return { number: index + 1, cells: cells.map((c): Cell => (c.trim() === '' ? null : c.trim())) }
    }),
  }
}

/**
 * The index of the first non-empty row when it holds words only (no number in any cell): a
 * header the importer did not recognise, which the buyer maps by hand. Data rows carry a quantity.
 */
export function wordsOnlyFirstRow(sheet: SheetRows): number | null {
  const index = sheet.rows.findIndex((r) => r.cells.some((c) => c !== null && String(c).trim() !== ''))
  if (index < 0 || index >= IMPORT_HEADER_SEARCH_ROWS) return null
  const numeric = (c: Cell) => typeof c === 'number' || /^\s*-?\d+([.,]\d+)*\s*$/.test(String(c ?? ''))
  return sheet.rows[index].cells.some((c) => c !== null && numeric(c)) ? null : index
}
