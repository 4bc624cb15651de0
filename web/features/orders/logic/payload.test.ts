import { describe, expect, it, vi } from 'vitest'
import { detailView } from './detail-view'
import { buildLines, emptyDraft } from './lines'
import { buildKirimKonfirmasi, buildLanjutPesan } from './payload'
import { buildItem, buildOrder, READY } from './test-fixtures'

const order = buildOrder(1, 'seller', [
  buildItem(1, { qty_estimasi: 4 }),
  buildItem(2, { qty_estimasi: 3, catatan_per_part_seller: 'lama' }),
])
const draft = { ...emptyDraft(' Siap kirim '), confirmed: { 2: 3 }, notes: { 1: '  cek rak B ' } }
const lines = buildLines(order, detailView('seller', 1), draft, { phase: 'done', qty: { P1: 2, P2: 1 } }, READY)

describe('kirim-konfirmasi body', () => {
  it('confirms every line, with statuses, notes and the order note', () => {
    const body = buildKirimKonfirmasi(lines, draft.orderNote)
    expect(body).toEqual({
      note_seller: 'Siap kirim',
      notes_per_part: [
        { order_detail_id: 1, note_part_seller: 'cek rak B' },
        { order_detail_id: 2, note_part_seller: 'lama' },
      ],
      confirm_lines: [
        { order_detail_id: 1, qty_confirmed: 2 },
        { order_detail_id: 2, qty_confirmed: 3 },
      ],
      // suggested on what is confirmed: 2 of 4 is Sebagian, all 3 of 3 is Ada whatever OSC says
      statuses: [
        { order_detail_id: 1, ready_status_id: 2 },
        { order_detail_id: 2, ready_status_id: 1 },
      ],
      // Sebagian with no rest date picked, Ada: no arrival dates
      etas: [],
    })
  })

  it('sends arrival dates: Indent at today + 21 days in Jakarta unless picked, Sebagian only when picked', () => {
    // 23:30 UTC on the 24th is already the 25th in Jakarta
    vi.useFakeTimers({ now: new Date('2026-11-24T23:30:00Z'), toFake: ['Date'] })
    try {
      const three = buildOrder(1, 'seller', [buildItem(1), buildItem(2), buildItem(3), buildItem(4)])
      const picked = {
        ...emptyDraft(),
        confirmed: { 1: 0, 2: 0, 3: 2, 4: 0 },
        status: { 1: READY[3].id, 2: READY[3].id, 3: READY[1].id, 4: READY[2].id },
        eta: { 2: '2026-12-20', 3: '2026-12-05', 4: '2026-12-07' },
      }
      const withDates = buildLines(three, detailView('seller', 1), picked, { phase: 'done', qty: {} }, READY)
      expect(withDates.map((l) => l.eta)).toEqual(['2026-12-16', '2026-12-20', '2026-12-05', null])
      expect(buildKirimKonfirmasi(withDates, '').etas).toEqual([
        { order_detail_id: 1, eta: '2026-12-16' },
        { order_detail_id: 2, eta: '2026-12-20' },
        { order_detail_id: 3, eta: '2026-12-05' },
      ])
      // a revised line's status is the server's to suggest again: its date is left out too
      const revise = { mode: 'revise' as const, lines: [{ order_detail_id: 2, qty_confirmed: 1 }] }
      expect(buildKirimKonfirmasi(withDates, '', revise).etas?.map((e) => e.order_detail_id)).toEqual([1, 3])
    } finally {
      vi.useRealTimers()
    }
  })

  it('resends revised quantities with resolve revise', () => {
    const revise = { mode: 'revise' as const, lines: [{ order_detail_id: 2, qty_confirmed: 1 }] }
    const body = buildKirimKonfirmasi(lines, '', revise)
    expect(body.resolve).toEqual(revise)
    expect(body.confirm_lines).toContainEqual({ order_detail_id: 2, qty_confirmed: 1 })
    expect(body.note_seller).toBe('')
    // the revised line's status is suggested again on its new quantity, by the server
    expect(body.statuses).toEqual([{ order_detail_id: 1, ready_status_id: 2 }])
  })

  it('resends as it is with resolve proceed', () => {
    const body = buildKirimKonfirmasi(lines, '', { mode: 'proceed' })
    expect(body.resolve).toEqual({ mode: 'proceed' })
    expect(body.confirm_lines).toContainEqual({ order_detail_id: 2, qty_confirmed: 3 })
  })

  it("sends staff's extra discounts of the lines given one, as percents, and none where none was typed", () => {
    const capped = buildOrder(1, 'seller', order.items, { batas_diskon_tambahan: 5 })
    const typed = { ...emptyDraft(), extra: { 1: '2,5', 2: '' } }
    const withExtra = buildLines(capped, detailView('seller', 1), typed, { phase: 'done', qty: {} }, READY)
    expect(buildKirimKonfirmasi(withExtra, '').extra_discounts).toEqual([{ order_detail_id: 1, extra_discount_percent: 2.5 }])
    expect(buildKirimKonfirmasi(lines, '')).not.toHaveProperty('extra_discounts')
  })

  it('leaves statuses to the server when stock is unknown and none was chosen', () => {
    const unknown = buildLines(order, detailView('seller', 1), emptyDraft(), { phase: 'failed', qty: {} }, READY)
    expect(buildKirimKonfirmasi(unknown, '').statuses).toEqual([])
  })
})

describe('lanjut-pesan body', () => {
  it('sends every line with its Qty Dipesan', () => {
    const konf = buildOrder(2, 'user', [buildItem(7, { qty_confirmed: 3 }), buildItem(8, { qty_confirmed: 2 })])
    const buyerLines = buildLines(
      konf,
      detailView('user', 2),
      { ...emptyDraft(), ordered: { 8: 1 } },
      { phase: 'idle', qty: {} },
      READY,
    )
    expect(buildLanjutPesan(buyerLines)).toEqual({
      order_lines: [
        { order_detail_id: 7, qty_ordered: 3 },
        { order_detail_id: 8, qty_ordered: 1 },
      ],
    })
  })
})
