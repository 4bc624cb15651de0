import { describe, expect, it } from 'vitest'
import { orderTotals } from '#common/order-totals.ts'
import { detailView } from './detail-view'
import { checkExtraDiscount, discountText, quoteExpired } from './line-money'
import { buildLines, emptyDraft, type OscState, totalOf } from './lines'
import { buildItem, buildOrder, READY } from './test-fixtures'
import { hasUnsentChanges } from './unsent-changes'

const idle: OscState = { phase: 'idle', qty: {} }
const PMK_131 = { ppn_rate_bp: 1200, dpp_numerator: 11, dpp_denominator: 12 }

describe("staff's extra discount as typed", () => {
  it('takes a percent with a comma or a point, and nothing as none', () => {
    expect(checkExtraDiscount('2,5', 5)).toEqual({ percent: 2.5, problem: null })
    expect(checkExtraDiscount(' 5 ', 5)).toEqual({ percent: 5, problem: null })
    expect(checkExtraDiscount('0.25', 5)).toEqual({ percent: 0.25, problem: null })
    expect(checkExtraDiscount('', 5)).toEqual({ percent: 0, problem: null })
  })

  it("refuses above the branch's cap, more than two decimals and what is no number", () => {
    expect(checkExtraDiscount('5,01', 5)).toEqual({ percent: 0, problem: 'Maksimal 5%' })
    expect(checkExtraDiscount('3', 2.5)).toEqual({ percent: 0, problem: 'Maksimal 2,5%' })
    expect(checkExtraDiscount('2,345', 5)).toEqual({ percent: 0, problem: 'Paling banyak dua angka desimal' })
    expect(checkExtraDiscount('-1', 5).problem).toBe('Isi angka, mis. 2,5')
    expect(checkExtraDiscount('2%', 5).problem).toBe('Isi angka, mis. 2,5')
  })
})

describe("a line's discount in words", () => {
  it("says the agreement's discount and staff's extra one", () => {
    expect(discountText(10, 0)).toBe('10%')
    expect(discountText(12.5, 2)).toBe('12,5% + 2% tambahan')
    expect(discountText(0, 1.25)).toBe('1,25% tambahan')
    expect(discountText(0, 0)).toBe('-')
  })
})

describe('an expired quote', () => {
  const confirmed = (validUntil: string | null) => ({ status_code: 2, price_valid_until: validUntil })

  it('is one whose last day is before the Jakarta day today, while the order waits for the buyer', () => {
    expect(quoteExpired(confirmed('2026-03-18'), '2026-03-18')).toBe(false)
    expect(quoteExpired(confirmed('2026-03-18'), '2026-03-19')).toBe(true)
    expect(quoteExpired(confirmed(null), '2026-03-19')).toBe(false)
    // once ordered the quote did its work
    expect(quoteExpired({ status_code: 3, price_valid_until: '2026-03-18' }, '2026-03-19')).toBe(false)
  })
})

describe("the lines' amounts and totals", () => {
  const items = [
    buildItem(1, {
      qty_estimasi: 4,
      qty_confirmed: 3,
      qty_ordered: 2,
      price_list: 123_000,
      discount_percent: 10,
      price: 110_700,
    }),
    buildItem(2, { qty_estimasi: 5, qty_confirmed: 0, qty_ordered: 0, price: 11_300 }),
  ]

  it("equal the server's totals for every status and side while nothing is typed", () => {
    for (const status of [1, 2, 3, 4, 5] as const) {
      for (const role of ['seller', 'user'] as const) {
        const order = buildOrder(status, role, items)
        const view = detailView(role, status)
        // staff at Estimasi count what they confirm (the next test), not the estimate
        if (view.editConfirm) continue
        const lines = buildLines(order, view, emptyDraft(), idle, READY)
        expect(totalOf(order, lines), `${role} at ${status}`).toEqual(order.totals)
        for (const line of lines) expect(line.amount).toBe(line.item.line_total)
      }
    }
  })

  it("follow staff's typed quantities and extra discounts at Estimasi", () => {
    const order = buildOrder(1, 'seller', items, { batas_diskon_tambahan: 5 })
    const draft = { ...emptyDraft(), confirmed: { 1: 2, 2: 1 }, extra: { 1: '2,5' } }
    const lines = buildLines(order, detailView('seller', 1), draft, idle, READY)
    const first = lines.find((l) => l.item.order_detail_id === 1)
    // 110.700 less 2,5 % = 107.932,5, half up
    expect([first?.price, first?.qty, first?.amount, first?.extraPercent]).toEqual([107_933, 2, 215_866, 2.5])
    expect(totalOf(order, lines)).toEqual(
      orderTotals(
        [
          { price_list: 123_000, price: 107_933, qty: 2 },
          { price_list: 11_300, price: 11_300, qty: 1 },
        ],
        PMK_131,
      ),
    )
  })

  it('make a typed extra discount a change that leaving the page asks about, and a cleared one none', () => {
    const order = buildOrder(1, 'seller', items, { batas_diskon_tambahan: 5 })
    const view = detailView('seller', 1)
    expect(hasUnsentChanges(order, view, { ...emptyDraft(), extra: { 1: '2' } }, idle, READY)).toBe(true)
    expect(hasUnsentChanges(order, view, { ...emptyDraft(), extra: { 1: '' } }, idle, READY)).toBe(false)
  })

  it('count an extra discount above the cap as none, and say why', () => {
    const order = buildOrder(1, 'seller', items, { batas_diskon_tambahan: 5 })
    const draft = { ...emptyDraft(), extra: { 1: '7' } }
    const first = buildLines(order, detailView('seller', 1), draft, idle, READY).find((l) => l.item.order_detail_id === 1)
    expect([first?.price, first?.extraPercent, first?.extraProblem]).toEqual([110_700, 0, 'Maksimal 5%'])
  })

  it("follow the buyer's lowered Qty Dipesan at Konfirmasi", () => {
    const order = buildOrder(2, 'user', items)
    const lines = buildLines(order, detailView('user', 2), { ...emptyDraft(), ordered: { 1: 1 } }, idle, READY)
    expect(lines.map((l) => l.amount)).toEqual([110_700, 0])
    expect(totalOf(order, lines)).toEqual(orderTotals([{ price_list: 123_000, price: 110_700, qty: 1 }], PMK_131))
  })
})
