import { describe, expect, it } from 'vitest'
import { readQtyDraft, stepQty } from './qty-input'

describe('readQtyDraft', () => {
  it('strips non-digits and keeps at most 3', () => {
    expect(readQtyDraft('1a2')).toEqual({ text: '12', qty: 12 })
    expect(readQtyDraft('12345')).toEqual({ text: '123', qty: 123 })
    expect(readQtyDraft('-5')).toEqual({ text: '5', qty: 5 })
  })

  it('tells an empty box (still typing) from 0 (remove)', () => {
    expect(readQtyDraft('')).toEqual({ text: '', qty: null })
    expect(readQtyDraft('x')).toEqual({ text: '', qty: null })
    expect(readQtyDraft('0')).toEqual({ text: '0', qty: 0 })
  })
})

describe('stepQty', () => {
  it('steps within 1..999', () => {
    expect(stepQty(2, -1)).toEqual({ qty: 1 })
    expect(stepQty(998, 1)).toEqual({ qty: 999 })
    expect(stepQty(999, 1)).toEqual({ qty: 999 })
  })

  it('asks to remove when going below 1', () => {
    expect(stepQty(1, -1)).toEqual({ remove: true })
  })
})
