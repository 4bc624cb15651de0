import { constants, crc32, deflateRawSync } from 'node:zlib'

// Hostile spreadsheets built in the test, byte by byte: a zip writer with hand-written headers
// (so sizes, flags and names can lie), a minimal xlsx around a sheet XML, and the files an
// attacker would upload. Nothing binary is committed; everything here is generated on demand.

export interface ZipEntrySpec {
  name: string
  /** the entry's bytes (deflated here unless `raw` is given) */
  data?: Buffer
  /** precomputed raw-deflate stream with its true size and crc (for large generated content) */
  raw?: { compressed: Buffer; size: number; crc: number }
  method?: 0 | 8
  flags?: number
  /** the uncompressed size written into both headers (default: the true size) */
  declaredSize?: number
}

export interface ZipOptions {
  /** entry count written into the end record (default: the real count) */
  count?: number
  /** central directory offset written into the end record (default: the real offset) */
  cdOffset?: number
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2)
  b.writeUInt16LE(n)
  return b
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n >>> 0)
  return b
}

/** A zip archive as the format describes it (local headers, central directory, end record). */
export function buildZip(entries: ZipEntrySpec[], opts: ZipOptions = {}): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const method = e.method ?? 8
    const data = e.data ?? Buffer.alloc(0)
    const body = e.raw ? e.raw.compressed : method === 8 ? deflateRawSync(data) : data
    const size = e.raw ? e.raw.size : data.length
    const crc = e.raw ? e.raw.crc : crc32(data)
    const name = Buffer.from(e.name, 'utf8')
    const fields = [
      u16(20),
      u16(e.flags ?? 0),
      u16(method),
      u16(0),
      u16(0x21),
      u32(crc),
      u32(body.length),
      u32(e.declaredSize ?? size),
    ]
    const local = Buffer.concat([u32(0x04034b50), ...fields, u16(name.length), u16(0), name])
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        ...fields,
        u16(name.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    )
    locals.push(local, body)
    offset += local.length + body.length
  }
  const cd = Buffer.concat(central)
  const count = opts.count ?? entries.length
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(count),
    u16(count),
    u32(cd.length),
    u32(opts.cdOffset ?? offset),
    u16(0),
  ])
  return Buffer.concat([...locals, cd, end])
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>'
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
const SHEET_TAIL = '</sheetData></worksheet>'

export const sheetXml = (rowsXml: string, prolog = '') => `${prolog}${SHEET_HEAD}${rowsXml}${SHEET_TAIL}`

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A column letter for a 0-based index: 0 -> A, 16383 -> XFD. */
export function columnName(index: number): string {
  let n = index + 1
  let out = ''
  while (n > 0) {
    const rem = (n - 1) % 26
    out = String.fromCharCode(65 + rem) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

/** One row of inline-string and number cells. */
export function rowXml(r: number, values: Array<string | number | null>): string {
  const cells = values.map((v, i) => {
    const ref = `${columnName(i)}${r}`
    if (v === null) return ''
    if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`
    return `<c r="${ref}" t="inlineStr"><is><t>${xmlText(v)}</t></is></c>`
  })
  return `<row r="${r}">${cells.join('')}</row>`
}

export const rowsXml = (rows: Array<Array<string | number | null>>) => rows.map((r, i) => rowXml(i + 1, r)).join('')

/** A minimal, valid xlsx around one sheet XML (or a precomputed sheet entry), plus extra entries. */
export function xlsxWith(sheet: string | Omit<ZipEntrySpec, 'name'>, extra: ZipEntrySpec[] = []): Buffer {
  const sheetEntry: ZipEntrySpec =
    typeof sheet === 'string'
      ? { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) }
      : { name: 'xl/worksheets/sheet1.xml', ...sheet }
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    sheetEntry,
    ...extra,
  ])
}

/**
 * `prefix + fill × repeat + suffix` as one raw-deflate stream without ever holding the whole text:
 * each piece is compressed with a sync flush (byte-aligned, not final) and the compressed filler
 * block is repeated; an empty final block closes the stream. Size and crc are computed honestly.
 */
export function deflateRepeated(prefix: string, fill: Buffer, repeat: number, suffix: string) {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH }
  const head = Buffer.from(prefix)
  const tail = Buffer.from(suffix)
  const fillBlock = deflateRawSync(fill, { ...flush, level: 9 })
  let crc = crc32(head)
  for (let i = 0; i < repeat; i++) crc = crc32(fill, crc)
  crc = crc32(tail, crc)
  const compressed = Buffer.concat([
    deflateRawSync(head, flush),
    ...Array.from({ length: repeat }, () => fillBlock),
    deflateRawSync(tail, flush),
    deflateRawSync(Buffer.alloc(0)),
  ])
  return { compressed, size: head.length + fill.length * repeat + tail.length, crc }
}

const MB = 1024 * 1024

/** ~105 MB of '0' inside the sheet, ~100 KB compressed, every size declared honestly. */
export function zipBomb(megabytes = 105): Buffer {
  return xlsxWith({
    raw: deflateRepeated(
      `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
      Buffer.alloc(MB, '0'),
      megabytes,
      `</t></is></c></row>${SHEET_TAIL}`,
    ),
  })
}

/** Three entries of 50 MB each: each under the per-entry cap, together over the total cap. */
export function zipBombSpread(): Buffer {
  const part = deflateRepeated('<x>', Buffer.alloc(MB, ' '), 50, '</x>')
  return xlsxWith(sheetXml(rowsXml([['part_no', 'qty']])), [
    { name: 'xl/media/a.xml', raw: part },
    { name: 'xl/media/b.xml', raw: part },
    { name: 'xl/media/c.xml', raw: part },
  ])
}

/** A 40 MB sheet whose headers claim 2 KB (the classic lie that makes parsers under-allocate). */
export function forgedSizeSmaller(): Buffer {
  return xlsxWith({ raw: deflateRepeated(SHEET_HEAD, Buffer.alloc(MB, ' '), 40, SHEET_TAIL), declaredSize: 2048 })
}

/** A small sheet whose headers claim more than it holds. */
export function forgedSizeLarger(): Buffer {
  const sheet = Buffer.from(
    sheetXml(
      rowsXml([
        ['part_no', 'qty'],
        ['1230A046', 1],
      ]),
    ),
  )
  return xlsxWith({ data: sheet, declaredSize: sheet.length + 1000 })
}

export function xxe(): Buffer {
  const prolog = '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'
  return xlsxWith(sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row>', prolog))
}

export function billionLaughs(): Buffer {
  const levels = ['<!ENTITY lol0 "lol">']
  for (let i = 1; i <= 9; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`)
  const prolog = `<?xml version="1.0"?><!DOCTYPE lolz [${levels.join('')}]>`
  return xlsxWith(sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row>', prolog))
}

/** The DOCTYPE hidden in the shared strings instead of the sheet. */
export function xxeInSharedStrings(): Buffer {
  const strings = '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY e SYSTEM "http://127.0.0.1/">]><sst><si><t>&e;</t></si></sst>'
  return xlsxWith(sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'), [
    { name: 'xl/sharedStrings.xml', data: Buffer.from(strings) },
  ])
}

export function validSmallXlsx(): Buffer {
  return xlsxWith(
    sheetXml(
      rowsXml([
        ['part_no', 'qty'],
        ['1230A046', 2],
      ]),
    ),
  )
}

/** The first half of a valid xlsx: the central directory is gone. */
export const truncatedXlsx = () => {
  const whole = validSmallXlsx()
  return whole.subarray(0, Math.floor(whole.length / 2))
}

/** Starts like a zip, then noise. */
export function zipMagicThenNoise(seed = 7): Buffer {
  const out = Buffer.alloc(4096)
  let x = seed
  for (let i = 0; i < out.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff
    out[i] = x >> 16
  }
  out.writeUInt32LE(0x04034b50, 0)
  return out
}

/** An 8-byte PNG signature and a header chunk: binary with NUL bytes up front. */
export const pngBytes = () =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), Buffer.alloc(64)])

/** The OLE2 compound-file signature of a legacy .xls. */
export const oleBytes = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)])

export const singleCellAtXfd = () => xlsxWith(sheetXml('<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'))

/** A header row and a data row of `count` columns. */
export function manyColumns(count = 5000): Buffer {
  const header = Array.from({ length: count }, (_, i) => (i === 0 ? 'part_no' : i === 1 ? 'qty' : `kolom${i}`))
  const data = Array.from({ length: count }, (_, i) => (i === 0 ? '1230A046' : i === 1 ? 3 : 'x'))
  return xlsxWith(sheetXml(rowsXml([header, data])))
}

/** 400,000 `<row>` tags never closed: bait for a reader that rescans to the end from each one. */
export const unclosedRows = () => xlsxWith(sheetXml('<row>'.repeat(400_000)))

export const unclosedSharedStrings = () =>
  xlsxWith(sheetXml(''), [{ name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst>${'<si>'.repeat(200_000)}</sst>`) }])

/** One 100 KB shared string referenced by every cell of `rows` × 30 cells: ~12 G characters from ~160 KB. */
export function sharedStringAmplifier(rows = 4_000): Buffer {
  const strings = `<sst><si><t>${'s'.repeat(100_000)}</t></si></sst>`
  const row = Buffer.from(`<row>${'<c t="s"><v>0</v></c>'.repeat(30)}</row>`)
  const sheet = deflateRepeated(SHEET_HEAD, row, rows, SHEET_TAIL)
  return xlsxWith({ raw: sheet }, [{ name: 'xl/sharedStrings.xml', data: Buffer.from(strings) }])
}

/** A header and one part number of `megabytes` MB in a single inline-string cell (~60 KB file). */
export function hugeCell(megabytes = 50): Buffer {
  const head = `${SHEET_HEAD}${rowXml(1, ['part_no', 'qty', 'catatan'])}<row r="2"><c r="A2" t="inlineStr"><is><t>`
  return xlsxWith({
    raw: deflateRepeated(head, Buffer.alloc(MB, 'A'), megabytes, `</t></is></c><c r="B2"><v>1</v></c></row>${SHEET_TAIL}`),
  })
}

/** A formula cell in row 3: with its cached value, or without one (never calculated). */
export function formulaXlsx(cached: boolean): Buffer {
  const formula = cached ? '<c r="B3"><f>1+1</f><v>2</v></c>' : '<c r="B3"><f>1+1</f></c>'
  const rows = `${rowXml(1, ['part_no', 'qty'])}${rowXml(2, ['1230A046', 1])}<row r="3"><c r="A3" t="inlineStr"><is><t>1230A182</t></is></c>${formula}</row>`
  return xlsxWith(sheetXml(rows))
}

export const pathTraversal = (name = '../x') => xlsxWith(validSheet(), [{ name, data: Buffer.from('<x/>') }])
export const encryptedEntry = () => xlsxWith({ data: Buffer.from(validSheet()), flags: 0x1 })
/** The end record says "see the zip64 record" (0xFFFF entries, offset 0xFFFFFFFF). */
export const zip64Marker = () =>
  buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(validSheet()) }], { count: 0xffff, cdOffset: 0xffffffff })
/** A central directory entry whose sizes are the zip64 placeholders. */
export const zip64Sizes = () => xlsxWith({ data: Buffer.from(validSheet()), declaredSize: 0xffffffff })

function validSheet(): string {
  return sheetXml(
    rowsXml([
      ['part_no', 'qty'],
      ['1230A046', 2],
    ]),
  )
}
