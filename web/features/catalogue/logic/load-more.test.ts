import { describe, expect, it } from 'vitest'
import { canAutoLoadMore, EMPTY_FETCH_LIMIT, emptyTail } from './load-more'

describe('load more', () => {
  it('counts the empty pages at the end only', () => {
    expect(emptyTail([])).toBe(0)
    expect(emptyTail([35, 0, 12, 0, 0])).toBe(2)
  })

  it('stops loading by itself after 15 empty pages in a row, 3 when searching', () => {
    expect(canAutoLoadMore(Array(EMPTY_FETCH_LIMIT - 1).fill(0), false)).toBe(true)
    expect(canAutoLoadMore(Array(EMPTY_FETCH_LIMIT).fill(0), false)).toBe(false)
    expect(canAutoLoadMore([0, 0], true)).toBe(true)
    expect(canAutoLoadMore([0, 0, 0], true)).toBe(false)
    expect(canAutoLoadMore([0, 0, 0, 4], true)).toBe(true)
  })
})
