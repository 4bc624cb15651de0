import type { ZipEntry } from './zip-guard'

// Values of the first sheet of an unpacked, already checked workbook: bounded rows and columns,
// cached values only (formulas are never evaluated), shared and inline strings resolved.
export class WorkbookContentError extends Error {}

export type Cell = string | number | null

const XML_ESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, code: string) => {
    if (code.startsWith('#x')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16))
    if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10))
    return XML_ESCAPES[code]
  })
}

function textOf(fragment: string): string {
  let out = ''
  for (const m of fragment.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += m[1]
  return unescapeXml(out)
}

function sharedStrings(entries: Map<string, string>): string[] {
  const xml = entries.get('xl/sharedStrings.xml')
  if (!xml) return []
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => textOf(m[1] ?? ''))
}

/** The first sheet in the workbook's own order, through workbook.xml and its relationships. */
function firstSheetPath(entries: Map<string, string>): string {
  const workbook = entries.get('xl/workbook.xml') ?? ''
  const rid = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1]
  const rels = entries.get('xl/_rels/workbook.xml.rels') ?? ''
  const relation = [...rels.matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((tag) => rid && tag.includes(`Id="${rid}"`))
  const target = relation ? /\bTarget="([^"]+)"/.exec(relation)?.[1] : undefined
  const path = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml'
  if (!entries.has(path)) throw new WorkbookContentError('Sheet pertama tidak ditemukan di file .xlsx.')
  return path
}

function columnIndex(ref: string): number {
  let n = 0
  for (const ch of ref) {
    const code = ch.charCodeAt(0)
    if (code < 65 || code > 90) break
    n = n * 26 + (code - 64)
  }
  return n - 1
}

export interface SheetRows {
  rows: Array<{ number: number; cells: Cell[] }>
  truncated: boolean
}

export function readFirstSheet(zipEntries: ZipEntry[], limits: { maxRows: number; maxCols: number }): SheetRows {
  const entries = new Map(zipEntries.map((e) => [e.name, e.data.toString('utf8')]))
  const strings = sharedStrings(entries)
  const sheet = entries.get(firstSheetPath(entries)) ?? ''
  const rows: SheetRows['rows'] = []
  let truncated = false
  let nextRow = 1
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(/\br="(\d+)"/.exec(rowMatch[1])?.[1] ?? nextRow)
    nextRow = number + 1
    if (rows.length >= limits.maxRows || number > limits.maxRows * 4) {
      truncated = true
      break
    }
    const cells: Cell[] = []
    let nextCol = 0
    for (const c of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1]
      const ref = /\br="([A-Z]+)\d*"/.exec(attrs)?.[1]
      const col = ref ? columnIndex(ref) : nextCol
      nextCol = col + 1
      if (col >= limits.maxCols) continue
      cells[col] = cellValue(attrs, c[2] ?? '', strings, number)
    }
    rows.push({ number, cells: Array.from(cells, (v) => v ?? null) })
  }
  return { rows, truncated }
}

function cellValue(attrs: string, body: string, strings: string[], rowNumber: number): Cell {
  const type = /\bt="(\w+)"/.exec(attrs)?.[1] ?? 'n'
  const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1]
  if (/<f[\s>/]/.test(body) && value === undefined) {
    throw new WorkbookContentError(`Baris ${rowNumber} berisi rumus tanpa nilai tersimpan. Buka dan simpan ulang file di Excel, atau salin sebagai nilai.`)
  }
  if (type === 'inlineStr') return textOf(body)
  if (value === undefined) return null
  if (type === 's') return strings[Number(value)] ?? null
  if (type === 'str' || type === 'e') return unescapeXml(value)
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE'
  const n = Number(value)
  return Number.isFinite(n) ? n : unescapeXml(value)
}
