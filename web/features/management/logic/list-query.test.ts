import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  appliedSearch,
  DEFAULT_USER_SORT,
  NO_USER_FILTERS,
  nextStoreSort,
  searchApplies,
  storeListParams,
  storePickerParams,
  userListParams,
} from './list-query'

describe('the list search', () => {
  it('applies with no text or from two characters (product.md §5.2)', () => {
    expect(searchApplies('')).toBe(true)
    expect(searchApplies(' a ')).toBe(false)
    expect(searchApplies('ab')).toBe(true)
    expect(appliedSearch('a')).toBeUndefined()
    expect(appliedSearch('  budi ')).toBe('budi')
  })
})

describe('the user list query', () => {
  it('always sinks staff to the bottom, 50 a page, newest first', () => {
    expect(userListParams({ search: '', filters: NO_USER_FILTERS, ...DEFAULT_USER_SORT })).toEqual({
      sort: 'created_at',
      dir: 'desc',
      role_bottom: 'staff',
      limit: 50,
    })
  })

  it('ignores a one-character search, sends column filters trimmed and the chosen sort', () => {
    const params = userListParams({
      search: 'b',
      filters: { ...NO_USER_FILTERS, store: ' maju ', mobile: '0812' },
      sort: 'username',
      dir: 'asc',
    })
    expect(params).toEqual({
      filter_store: 'maju',
      filter_mobile: '0812',
      sort: 'username',
      dir: 'asc',
      role_bottom: 'staff',
      limit: 50,
    })
    expect(userListParams({ search: 'bu', filters: NO_USER_FILTERS, ...DEFAULT_USER_SORT }).search).toBe('bu')
  })

  it('counts the column filters in use', () => {
    expect(activeFilterCount({ ...NO_USER_FILTERS, name: 'x', username: ' ' })).toBe(1)
  })
})

describe('the store queries', () => {
  it('page the list by 50 and load 100 for the picker', () => {
    expect(storeListParams('a', 'users', 'desc')).toEqual({ sort: 'users', dir: 'desc', limit: 50 })
    expect(storeListParams('maju', 'name', 'asc')).toEqual({ q: 'maju', sort: 'name', dir: 'asc', limit: 50 })
    expect(storePickerParams('')).toEqual({ sort: 'name', dir: 'asc', limit: 100 })
  })

  it('flip the direction on the same header and start ascending on another', () => {
    expect(nextStoreSort({ sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' })
    expect(nextStoreSort({ sort: 'name', dir: 'desc' }, 'ibs')).toEqual({ sort: 'ibs', dir: 'asc' })
  })
})
