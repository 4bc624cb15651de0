import { describe, expect, it } from 'vitest'
import { detailView } from './detail-view'
import { buildLines, emptyDraft, type OscState, sortByStock, totalOf } from './lines'
import { buildItem, buildOrder, READY } from './test-fixtures'

const done = (qty: Record<string, number>): OscState => ({ phase: 'done', qty })
const idle: OscState = { phase: 'idle', qty: {} }

describe('sort by OSC stock', () => {
  it('puts the most stock first, keeps ties in order, unknown last', () => {
    const rows = [
      { id: 'a', stock: 1 },
      { id: 'b', stock: null },
      { id: 'c', stock: 7 },
      { id: 'd', stock: 1 },
      { id: 'e', stock: 0 },
    ]
    expect(sortByStock(rows).map((r) => r.id)).toEqual(['c', 'a', 'd', 'e', 'b'])
  })
})

describe('lines of staff at Estimasi', () => {
  const order = buildOrder(1, 'seller', [
    buildItem(1, { nomor_part: 'p1', qty_estimasi: 5 }),
    buildItem(2, { qty_estimasi: 5 }),
    buildItem(3, { qty_estimasi: 5 }),
  ])
  const view = detailView('seller', 1)

  it('suggest status and confirmed quantity from live stock, sorted by stock', () => {
    const lines = buildLines(order, view, emptyDraft(), done({ P1: 2, P2: 9 }), READY)
    expect(lines.map((l) => [l.item.nomor_part, l.stock, l.confirmed, l.statusName])).toEqual([
      ['P2', 9, 5, 'Ada'],
      ['p1', 2, 2, 'Sebagian'],
      ['P3', 0, 0, 'Kosong'],
    ])
    expect(totalOf(order, lines).harga_jual).toBe(7_000)
  })

  it('keeps what staff typed or chose by hand', () => {
    const draft = { ...emptyDraft(), confirmed: { 1: 4 }, status: { 1: 4 }, notes: { 1: 'inden' } }
    const line = buildLines(order, view, draft, done({ P1: 2 }), READY).find((l) => l.item.order_detail_id === 1)
    expect([line?.confirmed, line?.statusName, line?.sellerNote]).toEqual([4, 'Indent', 'inden'])
  })

  it('after a failed OSC load: stock shown as 0 with the error mark, estimate offered, status left to the server', () => {
    const [line] = buildLines(order, view, emptyDraft(), { phase: 'failed', qty: {} }, READY)
    expect([line.stock, line.oscFailed, line.confirmed, line.statusId]).toEqual([0, true, 5, null])
  })
})

describe('lines of the buyer', () => {
  it('at Konfirmasi: Qty Dipesan starts at the confirmed quantity and counts for the amount', () => {
    const order = buildOrder(2, 'user', [
      buildItem(1, { qty_confirmed: 3, qty_osc: 8, status_part_code: 'sebagian', status_part_code_raw: 2 }),
    ])
    const draft = { ...emptyDraft(), ordered: {} }
    const [line] = buildLines(order, detailView('user', 2), draft, idle, READY)
    expect([line.ordered, line.amount, line.statusName]).toEqual([3, 3_000, 'Sebagian'])
    const [lowered] = buildLines(order, detailView('user', 2), { ...draft, ordered: { 1: 1 } }, idle, READY)
    expect(lowered.amount).toBe(1_000)
  })

  it('at Estimasi sees fewer columns: no OSC, status, confirmed or staff notes', () => {
    const view = detailView('user', 1)
    expect([view.showOsc, view.showStatus, view.showConfirmed, view.showSellerNote, view.showOrdered]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect(detailView('user', 2)).toMatchObject({
      showStatus: true,
      showConfirmed: true,
      showOrdered: true,
      editOrdered: true,
      showOsc: false,
    })
    expect(detailView('seller', 3)).toMatchObject({ showOsc: true, showOrdered: true, editConfirm: false })
  })

  it('reads a status name from its code when the list is not loaded', () => {
    const order = buildOrder(3, 'user', [
      buildItem(1, { qty_confirmed: 2, qty_ordered: 2, status_part_code: 'indent', status_part_code_raw: 4 }),
    ])
    const [line] = buildLines(order, detailView('user', 3), emptyDraft(), idle, [])
    expect(line.statusName).toBe('Indent')
  })
})
