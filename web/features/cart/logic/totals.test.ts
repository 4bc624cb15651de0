import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderTotals, taxFromAnswer } from '#common/order-totals.ts'
import { discounted } from '#common/price-math.ts'
import { lineSubtotal, selectedLines, selectionTotals } from './totals'

const PPN = { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 }
const items = [
  { product_id: 1, price: 563_900, price_list: 563_900, qty: 3 },
  // 12,5 % off 110.700: 96.862,5 → 96.863 (half up)
  { product_id: 2, price: 96_863, price_list: 110_700, qty: 4 },
  { product_id: 3, price: 95_700, price_list: 95_700, qty: 1 },
]

describe('selection totals', () => {
  it('counts the checked items only, as the tax invoice does', () => {
    const totals = selectionTotals(items, new Set([2, 3]), PPN)
    expect(totals.itemCount).toBe(2)
    expect(totals.totalQty).toBe(5)
    // Subtotal 110.700 × 4 + 95.700 = 538.500; Harga Jual 96.863 × 4 + 95.700 = 483.152
    // DPP 483.152 × 11/12 = 442.889,33 → 442.889; PPN 12 % = 53.146,68 → 53.146
    expect(totals.figures).toEqual({
      subtotal: 538_500,
      diskon: 55_348,
      harga_jual: 483_152,
      dpp: 442_889,
      ppn: 53_146,
      total: 536_298,
    })
  })

  it('is zero for no selection', () => {
    const totals = selectionTotals(items, new Set(), PPN)
    expect(totals.itemCount).toBe(0)
    expect(totals.totalQty).toBe(0)
    expect(Object.values(totals.figures)).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('ignores selected ids that are not in the cart', () => {
    expect(selectionTotals(items, new Set([2, 42]), PPN).itemCount).toBe(1)
  })

  it('keeps the cart order for the preview lines', () => {
    expect(selectedLines(items, new Set([3, 1])).map((l) => l.product_id)).toEqual([1, 3])
  })

  it('line subtotal is the buyer’s price × qty', () => {
    expect(lineSubtotal({ price: 86_800, qty: 4 })).toBe(347_200)
  })

  it('equals orderTotals of the checked lines with the answer’s PPN, whatever the cart and the settings', () => {
    const line = fc
      .record({
        product_id: fc.integer({ min: 1, max: 500 }),
        price_list: fc.integer({ min: 0, max: 50_000_000 }),
        discount_bp: fc.integer({ min: 0, max: 10_000 }),
        qty: fc.integer({ min: 1, max: 999 }),
      })
      .map((l) => ({ ...l, price: discounted(l.price_list, l.discount_bp) }))
    const cart = fc.uniqueArray(line, { selector: (l) => l.product_id, maxLength: 60 })
    const tax = fc
      .record({
        ppn_rate_percent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        dpp_denominator: fc.integer({ min: 1, max: 1000 }),
        dpp_numerator: fc.integer({ min: 1, max: 1000 }),
      })
      .filter((t) => t.dpp_numerator <= t.dpp_denominator)
    fc.assert(
      fc.property(cart, fc.array(fc.integer({ min: 1, max: 500 })), tax, (lines, picked, answer) => {
        const selected = new Set(picked)
        const chosen = lines.filter((l) => selected.has(l.product_id))
        const totals = selectionTotals(lines, selected, answer)
        expect(totals.figures).toEqual(orderTotals(chosen, taxFromAnswer(answer)))
        expect(totals.figures.harga_jual).toBe(chosen.reduce((sum, l) => sum + lineSubtotal(l), 0))
        expect(totals.itemCount).toBe(chosen.length)
      }),
    )
  })
})
