import { describe, expect, it } from 'vitest'
import { listParams, pageCount, readAddress, writeAddress } from './list-address'

// The search and page in the address: what a link or a reload asks for, and a new search starting
// again at page 1.
describe('the list address', () => {
  it('reads the search and page, an odd page read as the first', () => {
    expect(readAddress(new URLSearchParams('q=rem&page=3'))).toEqual({ q: 'rem', page: 3 })
    for (const page of ['0', '-1', '1.5', 'x', '10001', '']) {
      expect(readAddress(new URLSearchParams(`page=${page}`)).page, page).toBe(1)
    }
    expect(readAddress(new URLSearchParams(`q=${'a'.repeat(60)}`)).q).toHaveLength(40)
  })

  it('starts a new search at page 1 and leaves the defaults out of the address', () => {
    const at3 = new URLSearchParams('q=rem&page=3&x=1')
    expect(writeAddress(at3, { q: 'kampas' }).toString()).toBe('q=kampas&x=1')
    expect(writeAddress(at3, { q: '  ' }).toString()).toBe('x=1')
    expect(writeAddress(at3, { page: 1 }).toString()).toBe('q=rem&x=1')
    expect(writeAddress(at3, { page: 2 }).toString()).toBe('q=rem&page=2&x=1')
  })

  it('asks with the trimmed search only once it is long enough to search', () => {
    expect(listParams({ q: ' kampas ', page: 2 })).toEqual({ q: 'kampas', page: 2 })
    expect(listParams({ q: 'k', page: 1 })).toEqual({})
  })

  it('counts pages of 50, at least one', () => {
    expect([0, 1, 50, 51, 120].map(pageCount)).toEqual([1, 1, 1, 2, 3])
  })
})
