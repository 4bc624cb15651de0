import { describe, expect, it } from 'vitest'
import { changeMapping, columnOptions, noteOptions, sameMapping } from './mapping'

describe('column options', () => {
  it('list the headers by index', () => {
    expect(columnOptions(['Kode', 'Jumlah'])).toEqual([
      { value: '0', label: 'Kode' },
      { value: '1', label: 'Jumlah' },
    ])
  })

  it('tell repeated and empty names apart by column letter', () => {
    expect(columnOptions(['qty', 'qty', ' ']).map((o) => o.label)).toEqual(['qty (A)', 'qty (B)', 'Kolom (C)'])
  })

  it('offer no note column first, as -1', () => {
    expect(noteOptions(['part_no'])[0]).toEqual({ value: '-1', label: '-- tidak ada --' })
  })
})

describe('changeMapping', () => {
  it('sets one field from a dropdown value', () => {
    expect(changeMapping({ part: 0, qty: 1, note: -1 }, 'note', '2')).toEqual({ part: 0, qty: 1, note: 2 })
    expect(changeMapping({ part: 0, qty: 1, note: 2 }, 'note', '-1')).toEqual({ part: 0, qty: 1, note: -1 })
    expect(changeMapping({ part: 0, qty: 1, note: 2 }, 'part', '')).toEqual({ part: 0, qty: 1, note: 2 })
  })

  it('compares mappings by value', () => {
    expect(sameMapping({ part: 0, qty: 1, note: -1 }, { part: 0, qty: 1, note: -1 })).toBe(true)
    expect(sameMapping({ part: 0, qty: 1, note: -1 }, null)).toBe(false)
  })
})
