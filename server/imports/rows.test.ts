import { describe, expect, it } from 'vitest'
import { IMPORT_REASONS } from '#common/imports.ts'
import { aggregateRows, type KnownPart } from './aggregate'
import { type Candidate, candidates, findHeader, normalisePart, pastedSheet, readQty } from './rows'
import type { Cell, SheetRows } from './xlsx-cells'

// The pure steps between cells and order lines, without a database or a worker.
const sheet = (rows: Cell[][]): SheetRows => ({ rows: rows.map((cells, i) => ({ number: i + 1, cells })), truncated: false })

describe('findHeader', () => {
  it.each([
    [['partno', 'qty'], { part: 0, qty: 1, note: -1 }],
    [['No', 'Part No', 'Quantity', 'Catatan'], { part: 1, qty: 2, note: 3 }],
    [['PART_NO', 'QTY', 'keterangan'], { part: 0, qty: 1, note: 2 }],
    [['catatan', 'Jumlah', 'part-number'], { part: 2, qty: 1, note: 0 }],
    [['Kode Part', 'Kuantitas', 'Note'], { part: 0, qty: 1, note: 2 }],
  ])('recognises %j', (header, mapping) => {
    expect(findHeader(sheet([header]))).toEqual({ index: 0, mapping })
  })

  it('looks in the first 10 rows only, and needs both a part and a qty column', () => {
    const title: Cell[][] = [['Pesanan bengkel'], [], ['part_no'], ['qty']]
    expect(findHeader(sheet([...title, [null, 'part_no', 'qty']]))).toEqual({ index: 4, mapping: { part: 1, qty: 2, note: -1 } })
    const tenJunk: Cell[][] = Array.from({ length: 10 }, (_, i) => [`baris ${i}`])
    expect(findHeader(sheet([...tenJunk, ['part_no', 'qty']]))).toBeNull()
    expect(findHeader(sheet([...tenJunk.slice(1), ['part_no', 'qty']]))?.index).toBe(9)
  })

  it('is not fooled by names of Object.prototype', () => {
    expect(findHeader(sheet([['__proto__', 'constructor', 'toString']]))).toBeNull()
    expect(findHeader(sheet([['__proto__', 'part_no', 'qty']]))?.mapping).toEqual({ part: 1, qty: 2, note: -1 })
  })
})

describe('readQty', () => {
  it.each<[Cell, number | null, string | null]>([
    [4, 4, null],
    ['7', 7, null],
    [' 12 ', 12, null],
    [999, 999, null],
    [1, 1, null],
    [null, null, IMPORT_REASONS.qtyEmpty],
    ['  ', null, IMPORT_REASONS.qtyEmpty],
    ['dua', null, IMPORT_REASONS.qtyInvalid],
    ['5 pcs', null, IMPORT_REASONS.qtyInvalid],
    ['0x10', null, IMPORT_REASONS.qtyInvalid],
    ['1e3', null, IMPORT_REASONS.qtyInvalid],
    [2.5, null, IMPORT_REASONS.qtyNotInteger],
    ['2,5', null, IMPORT_REASONS.qtyNotInteger],
    ['2.5', null, IMPORT_REASONS.qtyNotInteger],
    [0, 0, IMPORT_REASONS.qtyMin],
    ['-3', -3, IMPORT_REASONS.qtyMin],
    [1000, 1000, IMPORT_REASONS.qtyMax],
    ['1.000', 1000, IMPORT_REASONS.qtyMax],
    ['12.500', 12500, IMPORT_REASONS.qtyMax],
    ['1.000.000', 1000000, IMPORT_REASONS.qtyMax],
    [Number.POSITIVE_INFINITY, null, IMPORT_REASONS.qtyInvalid],
  ])('%j -> qty %j, reason %j', (cell, qty, reason) => {
    expect(readQty(cell)).toEqual({ qty, reason })
  })
})

describe('candidates', () => {
  it('skips the header and empty rows, normalises part numbers and cuts notes to 100', () => {
    const rows = candidates(
      sheet([
        ['part_no', 'qty', 'catatan'],
        [' 1230a 046 ', 2, 'x'.repeat(150)],
        [null, '', '  '],
        [],
        ['', 3, null],
        ['MZ320282', null, 'n'],
      ]),
      { part: 0, qty: 1, note: 2 },
      0,
    )
    expect(rows).toEqual<Candidate[]>([
      { no: 2, partNo: '1230a 046', partNorm: '1230A046', qty: 2, qtyText: '2', note: 'x'.repeat(100), reason: null },
      { no: 5, partNo: '', partNorm: '', qty: 3, qtyText: '3', note: '', reason: IMPORT_REASONS.partEmpty },
      { no: 6, partNo: 'MZ320282', partNorm: 'MZ320282', qty: null, qtyText: '', note: 'n', reason: IMPORT_REASONS.qtyEmpty },
    ])
  })

  it('reads no note with note -1 and an empty part for a column past the row', () => {
    const rows = candidates(sheet([['A', 1, 'catatan']]), { part: 5, qty: 1, note: -1 }, null)
    expect(rows).toEqual([{ no: 1, partNo: '', partNorm: '', qty: 1, qtyText: '1', note: '', reason: IMPORT_REASONS.partEmpty }])
  })

  it('keeps the quantity cell as typed, so the preview shows the value it refuses', () => {
    const rows = candidates(
      sheet([
        ['A1', 2.5],
        ['A2', '2,5'],
        ['A3', 'dua'],
        ['A4', 'x'.repeat(30)],
      ]),
      { part: 0, qty: 1, note: -1 },
      null,
    )
    expect(rows.map((r) => [r.qty, r.qtyText, r.reason])).toEqual([
      [null, '2.5', IMPORT_REASONS.qtyNotInteger],
      [null, '2,5', IMPORT_REASONS.qtyNotInteger],
      [null, 'dua', IMPORT_REASONS.qtyInvalid],
      [null, 'x'.repeat(20), IMPORT_REASONS.qtyInvalid],
    ])
  })

  it('normalises numbers and whitespace of every kind', () => {
    expect(normalisePart(12345)).toBe('12345')
    expect(normalisePart('\tmz 320\u00a0282\n')).toBe('MZ320282')
    expect(normalisePart(null)).toBe('')
  })
})

describe('pastedSheet', () => {
  it('splits WhatsApp lines on spaces and Excel lines on tabs', () => {
    const pasted = pastedSheet('\uFEFF1230A046 4\r\n1230A046\t4\tcatatan rem\n\nMZ320282   1.000  kirim besok\n1230A182\n', 100)
    expect(pasted.rows.map((r) => r.cells)).toEqual([
      ['1230A046', '4', null],
      ['1230A046', '4', 'catatan rem'],
      [null],
      ['MZ320282', '1.000', 'kirim besok'],
      ['1230A182'],
      [null],
    ])
    const rows = candidates(pasted, { part: 0, qty: 1, note: 2 }, null)
    expect(rows.map((r) => [r.no, r.partNorm, r.qty, r.reason])).toEqual([
      [1, '1230A046', 4, null],
      [2, '1230A046', 4, null],
      [4, 'MZ320282', 1000, IMPORT_REASONS.qtyMax],
      [5, '1230A182', null, IMPORT_REASONS.qtyEmpty],
    ])
  })

  it('reads at most maxRows lines', () => {
    expect(pastedSheet('A 1\n'.repeat(20), 5).rows).toHaveLength(5)
  })
})

describe('aggregateRows', () => {
  const known = (...ids: string[]) =>
    new Map<string, KnownPart>(ids.map((id, i) => [id, { id: i + 1, sto_id: id, name: `PART ${id}` }]))
  const cand = (no: number, part: string, qty: number | null, note = '', reason: string | null = null): Candidate => ({
    no,
    partNo: part,
    partNorm: normalisePart(part),
    qty,
    qtyText: qty === null ? '' : String(qty),
    note,
    reason,
  })

  it('merges duplicates case-insensitively, sums and caps at 999 with one warning', () => {
    const result = aggregateRows(
      [cand(1, 'abc1', 600, ''), cand(2, 'ABC1', 300, 'kedua'), cand(3, 'Abc1', 200), cand(4, 'abc1', 5)],
      known('ABC1'),
    )
    expect(result.rows.map((r) => r.status)).toEqual([
      'used',
      'aggregated duplicate',
      'aggregated duplicate',
      'aggregated duplicate',
    ])
    expect(result.aggregate).toEqual([
      { part_no_norm: 'ABC1', name: 'PART ABC1', qty: 999, note: 'kedua', unknown: false, product_id: 1 },
    ])
    expect(result.warnings).toEqual([{ part_no_norm: 'ABC1', warning: 'qty digabung 1100 melebihi 999, dipakai 999' }])
    expect(result.count).toEqual({ used: 1, aggregated: 3, ignored: 0, invalid: 0, unknown: 0 })
  })

  it('uses 50 unique parts; the 51st is ignored over the limit, duplicates of used parts still merge', () => {
    const ids = Array.from({ length: 52 }, (_, i) => `P${String(i).padStart(3, '0')}`)
    const rows = [...ids.map((id, i) => cand(i + 1, id, 1)), cand(53, 'p000', 2), cand(54, 'P050', 1), cand(55, 'NOPE', 1)]
    const result = aggregateRows(rows, known(...ids))
    expect(result.used).toHaveLength(50)
    expect(result.rows.slice(49, 52).map((r) => [r.part_no_norm, r.status, r.reason])).toEqual([
      ['P049', 'used', null],
      ['P050', 'ignored over limit', IMPORT_REASONS.overLimit],
      ['P051', 'ignored over limit', IMPORT_REASONS.overLimit],
    ])
    expect(result.rows.slice(52).map((r) => r.status)).toEqual(['aggregated duplicate', 'ignored over limit', 'unknown part'])
    expect(result.used[0].qty).toBe(3)
    expect(result.count).toEqual({ used: 50, aggregated: 1, ignored: 3, invalid: 0, unknown: 1 })
    expect(result.aggregate.filter((a) => a.unknown).map((a) => a.part_no_norm)).toEqual(['NOPE'])
  })

  it('keeps invalid rows out of the merge and unknown parts out of the 50', () => {
    const unknown = Array.from({ length: 60 }, (_, i) => cand(i + 1, `X${i}`, 1))
    const result = aggregateRows(
      [...unknown, cand(61, 'ABC1', null, '', IMPORT_REASONS.qtyEmpty), cand(62, 'ABC1', 4)],
      known('ABC1'),
    )
    expect(result.used.map((u) => [u.part_no_norm, u.qty])).toEqual([['ABC1', 4]])
    expect(result.count).toEqual({ used: 1, aggregated: 0, ignored: 0, invalid: 1, unknown: 60 })
  })

  it('treats __proto__ and constructor as plain part numbers', () => {
    const result = aggregateRows(
      [cand(1, '__proto__', 1), cand(2, 'constructor', 2), cand(3, '__PROTO__', 1)],
      known('__PROTO__'),
    )
    expect(result.rows.map((r) => r.status)).toEqual(['used', 'unknown part', 'aggregated duplicate'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
