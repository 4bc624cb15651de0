import type { ZipEntry } from './zip-guard'

// Values of the first sheet of an unpacked, already checked workbook: bounded rows and columns,
// cached values only (formulas are never evaluated), shared and inline strings resolved.
// The XML is read with indexOf, never with lazy regexes over the whole text: a few kilobytes of
// unclosed `<row>` tags would otherwise cost a quadratic scan (minutes of CPU per upload).
export class WorkbookContentError extends Error {}

export type Cell = string | number | null

/**
 * Text kept per cell, and in all: part numbers, quantities and notes are short, and a shared
 * string is stored once but can be referenced by every cell, so without a budget a 80 KB file
 * posts gigabytes back to the main thread.
 */
export const MAX_CELL_CHARS = 256
export const MAX_TEXT_CHARS = 16_000_000
const tooMuchText = () => new WorkbookContentError('Isi file terlalu besar untuk dibaca. Kurangi isinya lalu coba lagi.')

const XML_ESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** A character reference as text; NUL, surrogates and out-of-range code points become U+FFFD. */
function codePoint(n: number): string {
  return n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '\uFFFD'
}

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]{1,8}|#\d{1,10}|amp|lt|gt|quot|apos);/g, (_, code: string) => {
    if (code.startsWith('#x')) return codePoint(Number.parseInt(code.slice(2), 16))
    if (code.startsWith('#')) return codePoint(Number.parseInt(code.slice(1), 10))
    return XML_ESCAPES[code]
  })
}

const unclosed = () => new WorkbookContentError('File .xlsx rusak (struktur XML tidak lengkap).')

/** Whether the character after a tag name ends the name (`<c ` or `<c>`, not `<cols>`). */
function endsName(xml: string, at: number): boolean {
  const ch = xml.charCodeAt(at)
  return ch === 62 || ch === 47 || ch === 32 || ch === 9 || ch === 10 || ch === 13
}

/**
 * Calls `each(attrs, body)` for the elements `<tag …>body</tag>` or `<tag …/>` in document order,
 * in one pass over `xml`, until `each` returns false. An unclosed element is an error, not a scan.
 */
export function eachElement(xml: string, tag: string, each: (attrs: string, body: string) => boolean | undefined): void {
  const open = `<${tag}`
  const close = `</${tag}>`
  let pos = 0
  for (;;) {
    const start = xml.indexOf(open, pos)
    if (start < 0) return
    const nameEnd = start + open.length
    if (!endsName(xml, nameEnd)) {
      pos = nameEnd
      continue
    }
    const tagEnd = xml.indexOf('>', nameEnd)
    if (tagEnd < 0) throw unclosed()
    if (xml.charCodeAt(tagEnd - 1) === 47) {
      if (each(xml.slice(nameEnd, tagEnd - 1), '') === false) return
      pos = tagEnd + 1
      continue
    }
    const end = xml.indexOf(close, tagEnd)
    if (end < 0) throw unclosed()
    if (each(xml.slice(nameEnd, tagEnd), xml.slice(tagEnd + 1, end)) === false) return
    pos = end + close.length
  }
}

/** The first element's attributes and body, if any. */
function firstElement(xml: string, tag: string): { attrs: string; body: string } | undefined {
  let found: { attrs: string; body: string } | undefined
  eachElement(xml, tag, (attrs, body) => {
    found = { attrs, body }
    return false
  })
  return found
}

/** One attribute's value from a tag's attribute text (`name="value"`, after whitespace). */
function attr(attrs: string, name: string): string | undefined {
  const key = `${name}="`
  for (let i = attrs.indexOf(key); i >= 0; i = attrs.indexOf(key, i + 1)) {
    const before = attrs.charCodeAt(i - 1)
    if (i > 0 && before !== 32 && before !== 9 && before !== 10 && before !== 13) continue
    const end = attrs.indexOf('"', i + key.length)
    return end < 0 ? undefined : attrs.slice(i + key.length, end)
  }
  return undefined
}

function textOf(fragment: string): string {
  let out = ''
  eachElement(fragment, 't', (_, body) => {
    out += body
    return true
  })
  return unescapeXml(out)
}

/** Entry text by name, decoded only when asked for (styles, images and the other sheets never are). */
class Texts {
  private readonly data: Map<string, Buffer>
  constructor(entries: ZipEntry[]) {
    this.data = new Map(entries.map((e) => [e.name, e.data]))
  }
  has(name: string): boolean {
    return this.data.has(name)
  }
  get(name: string): string | undefined {
    return this.data.get(name)?.toString('utf8')
  }
}

function sharedStrings(entries: Texts): string[] {
  const xml = entries.get('xl/sharedStrings.xml')
  if (!xml) return []
  const strings: string[] = []
  eachElement(xml, 'si', (_, body) => {
    strings.push(textOf(body).slice(0, MAX_CELL_CHARS))
    return true
  })
  return strings
}

/** The first sheet in the workbook's own order, through workbook.xml and its relationships. */
function firstSheetPath(entries: Texts): string {
  const sheet = firstElement(entries.get('xl/workbook.xml') ?? '', 'sheet')
  const id = sheet ? attr(sheet.attrs, 'r:id') : undefined
  let target: string | undefined
  eachElement(entries.get('xl/_rels/workbook.xml.rels') ?? '', 'Relationship', (attrs) => {
    if (id === undefined || attr(attrs, 'Id') !== id) return true
    target = attr(attrs, 'Target')
    return false
  })
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
  const entries = new Texts(zipEntries)
  const strings = sharedStrings(entries)
  const sheet = entries.get(firstSheetPath(entries)) ?? ''
  const rows: SheetRows['rows'] = []
  let truncated = false
  let nextRow = 1
  let budget = MAX_TEXT_CHARS
  eachElement(sheet, 'row', (rowAttrs, rowBody) => {
    const r = attr(rowAttrs, 'r')
    const number = r !== undefined && /^\d+$/.test(r) ? Number(r) : nextRow
    nextRow = number + 1
    if (rows.length >= limits.maxRows || number > limits.maxRows * 4) {
      truncated = true
      return false
    }
    const cells: Cell[] = []
    let nextCol = 0
    eachElement(rowBody, 'c', (attrs, body) => {
      const ref = /^([A-Z]+)\d*$/.exec(attr(attrs, 'r') ?? '')?.[1]
      const col = ref ? columnIndex(ref) : nextCol
      nextCol = col + 1
      if (col >= limits.maxCols) return true
      const value = cellValue(attrs, body, strings, number)
      cells[col] = typeof value === 'string' ? value.slice(0, MAX_CELL_CHARS) : value
      budget -= typeof value === 'string' ? Math.min(value.length, MAX_CELL_CHARS) : 8
      if (budget < 0) throw tooMuchText()
      return true
    })
    rows.push({ number, cells: Array.from(cells, (v) => v ?? null) })
    return true
  })
  return { rows, truncated }
}

function cellValue(attrs: string, body: string, strings: string[], rowNumber: number): Cell {
  const type = attr(attrs, 't') ?? 'n'
  // <v> has no attributes in SpreadsheetML
  const v = body.indexOf('<v>')
  const vEnd = v < 0 ? -1 : body.indexOf('</v>', v)
  if (v >= 0 && vEnd < 0) throw unclosed()
  const value = v < 0 ? undefined : body.slice(v + 3, vEnd)
  if (value === undefined && body.includes('<f') && /<f[\s>/]/.test(body)) {
    throw new WorkbookContentError(
      `Baris ${rowNumber} berisi rumus tanpa nilai tersimpan. Buka dan simpan ulang file di Excel, atau salin sebagai nilai.`,
    )
  }
  if (type === 'inlineStr') return textOf(body)
  if (value === undefined) return null
  if (type === 's') return strings[Number(value)] ?? null
  if (type === 'str' || type === 'e') return unescapeXml(value)
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE'
  const n = Number(value)
  return Number.isFinite(n) ? n : unescapeXml(value)
}
