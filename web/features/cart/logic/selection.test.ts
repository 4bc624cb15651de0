import { describe, expect, it } from 'vitest'
import { applyCheckAll, checkAllState, keepPresent, newestIds, SELECTION_LIMIT_TEXT, toggleSelection } from './selection'

/** n items added one hour apart, oldest first (the cart's display order). */
function cartOf(n: number) {
  const start = Date.parse('2026-01-01T00:00:00Z')
  return Array.from({ length: n }, (_, i) => ({ product_id: i + 1, added_at: new Date(start + i * 3_600_000).toISOString() }))
}

describe('toggleSelection', () => {
  it('checks and unchecks one item', () => {
    const once = toggleSelection(new Set(), 7)
    expect(once.ok && [...once.selected]).toEqual([7])
    const twice = toggleSelection(new Set([7]), 7)
    expect(twice.ok && [...twice.selected]).toEqual([])
  })

  it('refuses a 51st item with the spec message and leaves the selection alone', () => {
    const fifty = new Set(cartOf(50).map((i) => i.product_id))
    expect(toggleSelection(fifty, 51)).toEqual({ ok: false, message: SELECTION_LIMIT_TEXT })
    expect(fifty.size).toBe(50)
    expect(SELECTION_LIMIT_TEXT).toBe('Maksimal 50 item terpilih')
  })

  it('still lets an item be unchecked at the limit', () => {
    const fifty = new Set(cartOf(50).map((i) => i.product_id))
    const result = toggleSelection(fifty, 1)
    expect(result.ok && result.selected.size).toBe(49)
  })
})

describe('check-all', () => {
  it('selects every item of a cart of 50 or fewer', () => {
    expect([...applyCheckAll(new Set(), cartOf(3))].sort()).toEqual([1, 2, 3])
  })

  it('selects the 50 newest by added_at when the cart holds more', () => {
    const picked = applyCheckAll(new Set(), cartOf(120))
    expect(picked.size).toBe(50)
    expect(Math.min(...picked)).toBe(71)
    expect(Math.max(...picked)).toBe(120)
  })

  it('follows added_at, not the position in the list', () => {
    const items = [
      { product_id: 1, added_at: '2026-03-01T00:00:00Z' },
      { product_id: 2, added_at: '2026-01-01T00:00:00Z' },
      { product_id: 3, added_at: '2026-02-01T00:00:00Z' },
    ]
    expect([...newestIds(items, 2)].sort()).toEqual([1, 3])
  })

  it('clears the selection when everything it can take is already checked', () => {
    const items = cartOf(60)
    const newest = applyCheckAll(new Set(), items)
    expect(applyCheckAll(newest, items).size).toBe(0)
  })

  it('replaces a partial selection with the newest', () => {
    const picked = applyCheckAll(new Set([1, 2]), cartOf(60))
    expect(picked.has(1)).toBe(false)
    expect(picked.has(60)).toBe(true)
  })

  it('reports none, some or all', () => {
    expect(checkAllState(0, 5)).toBe('none')
    expect(checkAllState(2, 5)).toBe('some')
    expect(checkAllState(5, 5)).toBe('all')
    expect(checkAllState(50, 120)).toBe('all')
    expect(checkAllState(0, 0)).toBe('none')
  })
})

describe('keepPresent', () => {
  it('drops items that left the cart and keeps the rest', () => {
    expect([...keepPresent(new Set([1, 2, 9]), cartOf(3))]).toEqual([1, 2])
  })
})
