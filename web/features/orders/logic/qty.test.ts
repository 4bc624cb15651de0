import { describe, expect, it } from 'vitest'
import { defaultConfirmedQty, defaultOrderedQty, parseConfirmedQty, parseOrderedQty } from './qty'

describe('quantity inputs (product.md §5.3)', () => {
  it('Qty Konfirmasi keeps digits only, at most 3, within 0..999', () => {
    expect(parseConfirmedQty('12')).toBe(12)
    expect(parseConfirmedQty('1a2b')).toBe(12)
    expect(parseConfirmedQty('1234')).toBe(123)
    expect(parseConfirmedQty('-5')).toBe(5)
    expect(parseConfirmedQty('')).toBe(0)
    expect(parseConfirmedQty('999')).toBe(999)
  })

  it('Qty Dipesan is never above the confirmed quantity', () => {
    expect(parseOrderedQty('7', 10)).toBe(7)
    expect(parseOrderedQty('15', 10)).toBe(10)
    expect(parseOrderedQty('3', 0)).toBe(0)
    expect(parseOrderedQty('x', 4)).toBe(0)
  })

  it('confirmed defaults to as much of the estimate as is in stock, the estimate while stock is unknown', () => {
    expect(defaultConfirmedQty(5, 9)).toBe(5)
    expect(defaultConfirmedQty(5, 3)).toBe(3)
    expect(defaultConfirmedQty(5, 0)).toBe(0)
    expect(defaultConfirmedQty(5, null)).toBe(5)
  })

  it('ordered defaults to the confirmed quantity', () => {
    expect(defaultOrderedQty(4)).toBe(4)
    expect(defaultOrderedQty(null)).toBe(0)
  })
})
