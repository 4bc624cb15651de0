import { describe, expect, it } from 'vitest'
import { countText, formatTotal } from './count-text'

describe('count text', () => {
  it('reads Menampilkan X dari N produk with Indonesian grouping', () => {
    expect(countText(35, 1234, false)).toBe('Menampilkan 35 dari 1.234 produk')
    expect(countText(0, 0, false)).toBe('Menampilkan 0 dari 0 produk')
    expect(countText(1050, 2500, false)).toBe('Menampilkan 1.050 dari 2.500 produk')
  })

  it('marks a capped count with a plus', () => {
    expect(formatTotal(10000, true)).toBe('10.000+')
    expect(countText(70, 10000, true)).toBe('Menampilkan 70 dari 10.000+ produk')
  })
})
