import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderTotals, type TaxSettings } from './order-totals'
import { discounted } from './price-math'

// The printed figures always add up (docs/product.md §10.11), whatever the lines and settings.
const PMK_131: TaxSettings = { ppn_rate_bp: 1200, dpp_numerator: 11, dpp_denominator: 12 }

const line = fc
  .record({
    price_list: fc.integer({ min: 0, max: 2_000_000_000 }),
    discount_bp: fc.integer({ min: 0, max: 10_000 }),
    qty: fc.integer({ min: 1, max: 999 }),
  })
  .map((l) => ({ price_list: l.price_list, price: discounted(l.price_list, l.discount_bp), qty: l.qty }))
const lines = fc.array(line, { maxLength: 300 })
const tax = fc
  .record({
    ppn_rate_bp: fc.integer({ min: 0, max: 10_000 }),
    dpp_denominator: fc.integer({ min: 1, max: 1000 }),
    dpp_numerator: fc.integer({ min: 1, max: 1000 }),
  })
  .filter((t) => t.dpp_numerator <= t.dpp_denominator)

describe('order totals', () => {
  it('adds up: subtotal − diskon = harga jual, harga jual + PPN = total, whole Rupiah', () => {
    fc.assert(
      fc.property(lines, tax, (ls, t) => {
        const total = orderTotals(ls, t)
        for (const figure of Object.values(total)) expect(Number.isSafeInteger(figure)).toBe(true)
        expect(total.subtotal - total.diskon).toBe(total.harga_jual)
        expect(total.harga_jual + total.ppn).toBe(total.total)
        expect(total.harga_jual).toBe(ls.reduce((sum, l) => sum + l.price * l.qty, 0))
        expect(total.diskon).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('drops the fractions of DPP and PPN, never charging more than the exact figure', () => {
    fc.assert(
      fc.property(lines, tax, (ls, t) => {
        const total = orderTotals(ls, t)
        const exactDpp = (total.harga_jual * t.dpp_numerator) / t.dpp_denominator
        expect(total.dpp).toBeLessThanOrEqual(exactDpp)
        expect(exactDpp - total.dpp).toBeLessThan(1)
        const exactPpn = (total.dpp * t.ppn_rate_bp) / 10_000
        expect(total.ppn).toBeLessThanOrEqual(exactPpn)
        expect(exactPpn - total.ppn).toBeLessThan(1)
      }),
    )
  })

  it('counts 12 % on 11/12 as 11 % of the selling price (PMK 131/2024)', () => {
    // Rp 1.200.000: DPP 1.100.000, PPN 132.000 = 11 % of 1.200.000
    expect(orderTotals([{ price_list: 1_500_000, price: 1_200_000, qty: 1 }], PMK_131)).toEqual({
      subtotal: 1_500_000,
      diskon: 300_000,
      harga_jual: 1_200_000,
      dpp: 1_100_000,
      ppn: 132_000,
      total: 1_332_000,
    })
    // 110.700 × 3 = 332.100; DPP 304.425; PPN 36.531 (36.531,00); an odd one: 113.101 → DPP 103.675 (103.675,58)
    expect(orderTotals([{ price_list: 110_700, price: 110_700, qty: 3 }], PMK_131)).toMatchObject({
      dpp: 304_425,
      ppn: 36_531,
      total: 368_631,
    })
    expect(orderTotals([{ price_list: 113_101, price: 113_101, qty: 1 }], PMK_131)).toMatchObject({ dpp: 103_675, ppn: 12_441 })
  })
})

describe('discounted', () => {
  it('rounds half up to whole Rupiah and stays between 0 and the list price', () => {
    expect(discounted(110_700, 1250)).toBe(96_863) // 96.862,5
    expect(discounted(110_701, 0)).toBe(110_701)
    expect(discounted(110_701, 10_000)).toBe(0)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (list, bp) => {
        const net = discounted(list, bp)
        expect(net).toBeGreaterThanOrEqual(0)
        expect(net).toBeLessThanOrEqual(list)
        expect(Math.abs(net - (list * (10_000 - bp)) / 10_000)).toBeLessThanOrEqual(0.5)
      }),
    )
  })
})
