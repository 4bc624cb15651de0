import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '#common/order-status.ts'
import { exportRows } from '../orders'
import { type ExportedLine, remaindersOf } from './remainders'

// One rule for the export file and the back-orders (product.md §13.1): what a line leaves
// unsupplied is exactly the quantity of the file's shortfall row for it, so the file and the
// lines followed afterwards never disagree.

type Line = ExportedLine & { qty_ordered: number }

const READY = ['ada', 'sebagian', 'kosong', 'indent', 'inactive', null] as const

const lineArb: fc.Arbitrary<Line> = fc
  .record({
    ready_status: fc.constantFrom(...READY),
    qty_estimasi: fc.integer({ min: 1, max: 999 }),
    confirmedShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    orderedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    eta: fc.option(fc.constantFrom('2026-12-01', '2027-01-15'), { nil: null }),
  })
  .map(({ ready_status, qty_estimasi, confirmedShare, orderedShare, eta }) => {
    const qty_confirmed = confirmedShare === null ? null : Math.floor(confirmedShare * qty_estimasi)
    return {
      id: 0,
      product_id: 1,
      part_no: 'P',
      part_name: 'PART',
      ready_status,
      qty_estimasi,
      qty_confirmed,
      qty_ordered: Math.floor(orderedShare * (qty_confirmed ?? 0)),
      eta,
    }
  })

/** The lines, each with its own id and part number, as an order holds them. */
const linesArb = fc
  .array(lineArb, { minLength: 1, maxLength: 12 })
  .map((lines) => lines.map((l, i) => ({ ...l, id: i + 1, part_no: `P${i + 1}`, part_name: `PART ${i + 1}` })))

/** What the file carries of a line beyond what is taken now: its shortfall row's quantity, or 0. */
function shortfallRowOf(line: Line): number {
  const rows = exportRows(ORDER_STATUS.DIPESAN, [line])
  const code = line.ready_status ?? 'ada'
  if (code === 'ada') return 0
  // Kosong, Indent, Inactive: one row, the shortfall (none when it is zero)
  if (code !== 'sebagian') return rows[0]?.[1] ?? 0
  // Sebagian: the taken row, then the shortfall row; a row of zero is left out
  if (rows.length === 2) return rows[1][1]
  return rows.length === 1 && line.qty_ordered === 0 ? rows[0][1] : 0
}

describe('remaindersOf', () => {
  it('leaves of each line exactly its shortfall row in the export file', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const left = new Map(remaindersOf(lines).map((r) => [r.order_item_id, r]))
        for (const line of lines) expect(left.get(Number(line.id))?.qty ?? 0).toBe(shortfallRowOf(line))
      }),
    )
  })

  it('adds up with what is taken to the whole file', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const file = exportRows(ORDER_STATUS.DIPESAN, lines).reduce((s, [, qty]) => s + qty, 0)
        const taken = lines
          .filter((l) => ['ada', 'sebagian'].includes(l.ready_status ?? 'ada'))
          .reduce((s, l) => s + l.qty_ordered, 0)
        const left = remaindersOf(lines).reduce((s, r) => s + r.qty, 0)
        expect(file).toBe(taken + left)
      }),
    )
  })

  it('keeps the ready status it was left with, and an ETA only for Indent; never a line of nothing', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const byId = new Map(lines.map((l) => [Number(l.id), l]))
        for (const r of remaindersOf(lines)) {
          const line = byId.get(r.order_item_id) as Line
          expect(r.qty).toBeGreaterThan(0)
          expect(r.ready_code).toBe(line.ready_status)
          expect(r.part_no).toBe(line.part_no)
          expect(r.eta).toBe(r.ready_code === 'indent' ? line.eta : null)
        }
      }),
    )
  })
})

describe('remaindersOf, by example', () => {
  const line = (over: Partial<ExportedLine>): ExportedLine => ({
    id: 7,
    product_id: 3,
    part_no: '1230A046',
    part_name: 'FILTER OLI',
    qty_estimasi: 10,
    qty_confirmed: 0,
    ready_status: 'kosong',
    eta: null,
    ...over,
  })

  it('Indent keeps its ETA', () => {
    expect(remaindersOf([line({ ready_status: 'indent', qty_confirmed: 2, eta: '2026-12-24' })])).toEqual([
      {
        order_item_id: 7,
        product_id: 3,
        part_no: '1230A046',
        part_name: 'FILTER OLI',
        qty: 8,
        ready_code: 'indent',
        eta: '2026-12-24',
      },
    ])
  })

  it('Sebagian 10, confirmed 6, leaves 4', () => {
    expect(remaindersOf([line({ ready_status: 'sebagian', qty_confirmed: 6 })])).toMatchObject([
      { qty: 4, ready_code: 'sebagian', eta: null },
    ])
  })

  it('Ada leaves nothing, nor does a line without a ready status', () => {
    expect(remaindersOf([line({ ready_status: 'ada', qty_confirmed: 3 }), line({ ready_status: null })])).toEqual([])
  })

  it('Kosong with nothing confirmed leaves the whole estimate; a Kosong ETA is not kept', () => {
    expect(remaindersOf([line({ ready_status: 'kosong', qty_confirmed: 0, eta: '2026-12-24' })])).toMatchObject([
      { qty: 10, ready_code: 'kosong', eta: null },
    ])
  })

  it('a line fully confirmed leaves nothing, whatever its status', () => {
    expect(remaindersOf([line({ ready_status: 'sebagian', qty_confirmed: 10 }), line({ qty_confirmed: 10 })])).toEqual([])
  })
})
