import Papa from 'papaparse'
import { decodeText } from '../lib/text-decoding'
import { type Cell, MAX_CELL_CHARS, type SheetRows } from './xlsx-cells'

export class CsvContentError extends Error {}

/**
 * Text of a CSV upload: UTF-8, UTF-16 or Windows-1252 as Excel saves it (lib/text-decoding); a
 * binary file is refused, not guessed at.
 */
export function decodeCsv(bytes: Buffer): string {
  const text = decodeText(bytes)
  // the whole file, not just its head: a NUL further down would reach PostgreSQL, which refuses it
  if (text.includes('\u0000')) throw new CsvContentError('Isi file bukan teks CSV. Gunakan .csv atau .xlsx.')
  return text
}

/** Rows of a CSV (comma, semicolon or tab), bounded in rows and columns. */
export function readCsv(text: string, limits: { maxRows: number; maxCols: number }): SheetRows {
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    preview: limits.maxRows + 1,
    skipEmptyLines: false,
  })
  const truncated = parsed.data.length > limits.maxRows
  const rows = parsed.data.slice(0, limits.maxRows).map((cells, index) => ({
    number: index + 1,
    cells: cells.slice(0, limits.maxCols).map((c): Cell => (c.trim() === '' ? null : c.slice(0, MAX_CELL_CHARS))),
  }))
  return { rows, truncated }
}
