import { describe, expect, it } from 'vitest'
import { lineSubtotal, selectedLines, selectionTotals } from './totals'

const items = [
  { product_id: 1, price: 563_900, qty: 3 },
  { product_id: 2, price: 1_567_000, qty: 4 },
  { product_id: 3, price: 95_700, qty: 1 },
]

describe('selection totals', () => {
  it('adds price × qty of the checked items only', () => {
    expect(selectionTotals(items, new Set([1, 3]))).toEqual({ itemCount: 2, totalQty: 4, estimate: 563_900 * 3 + 95_700 })
  })

  it('is zero for no selection', () => {
    expect(selectionTotals(items, new Set())).toEqual({ itemCount: 0, totalQty: 0, estimate: 0 })
  })

  it('ignores selected ids that are not in the cart', () => {
    expect(selectionTotals(items, new Set([2, 42])).itemCount).toBe(1)
  })

  it('keeps the cart order for the preview lines', () => {
    expect(selectedLines(items, new Set([3, 1])).map((l) => l.product_id)).toEqual([1, 3])
  })

  it('line subtotal is price × qty', () => {
    expect(lineSubtotal({ price: 86_800, qty: 4 })).toBe(347_200)
  })
})
