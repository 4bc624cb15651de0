import fs from 'node:fs'
import Papa from 'papaparse'

export interface CsvRecord {
  /** 1-based line in the file, as a spreadsheet user counts it */
  line: number
  values: Record<string, string>
}

/**
 * Reads a whole CSV file with a header row (comma, semicolon or tab; UTF-8 with or without BOM).
 * Header names are lowercased and trimmed so 'Part_No ' and 'part_no' are the same column.
 */
export function readCsvFile(file: string): { headers: string[]; records: CsvRecord[] } {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '')
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] })
  const [head = [], ...rows] = parsed.data
  const headers = head.map((h) => h.trim().toLowerCase())
  const records = rows.map((cells, index) => ({
    line: index + 2,
    values: Object.fromEntries(headers.map((h, i) => [h, (cells[i] ?? '').trim()])),
  }))
  return { headers, records }
}

export class RowErrors {
  readonly items: string[] = []
  /** the same problems by line, for a feed job's list of rejected lines */
  readonly byLine = new Map<number, string[]>()
  private readonly lines = new Set<number>()
  add(line: number, message: string): void {
    this.items.push(`baris ${line}: ${message}`)
    this.lines.add(line)
    const messages = this.byLine.get(line)
    if (messages) messages.push(message)
    else this.byLine.set(line, [message])
  }
  /** every problem found; a line may have several */
  get count(): number {
    return this.items.length
  }
  /** the lines with at least one problem */
  get lineCount(): number {
    return this.lines.size
  }
}

// ---- writing ----------------------------------------------------------------------------------

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or CR before one) is kept as text. */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/** One CSV line per RFC 4180: cells with a comma, quote or line break quoted, quotes doubled; CRLF. */
export function csvLine(cells: string[]): string {
  return `${cells
    .map((raw) => {
      const cell = neutraliseFormula(raw)
      return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
    })
    .join(',')}\r\n`
}
