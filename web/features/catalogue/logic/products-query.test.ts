import { describe, expect, it } from 'vitest'
import { type CatalogueCriteria, DEFAULT_CRITERIA } from './criteria'
import { buildProductsRequest, matchesPartFilter, searchStateOf } from './products-query'

const criteria = (patch: Partial<CatalogueCriteria>): CatalogueCriteria => ({ ...DEFAULT_CRITERIA, ...patch })

describe('searchStateOf', () => {
  it('browses all when empty, waits for 3 characters not counting asterisks', () => {
    expect(searchStateOf('  ')).toBe('empty')
    expect(searchStateOf('12')).toBe('too-short')
    expect(searchStateOf('*12*')).toBe('too-short')
    expect(searchStateOf('123')).toBe('ok')
    expect(searchStateOf('*123')).toBe('ok')
  })
})

describe('buildProductsRequest', () => {
  it("asks for the first page of everything in 'Relevansi' (the part-number order without a name search), with the overlay", () => {
    expect(buildProductsRequest(DEFAULT_CRITERIA, false)).toEqual({
      enabled: true,
      params: { page_size: 35, order_by: 'relevance', order_dir: 'asc', db: 'osc' },
      partFilter: null,
    })
  })

  it("always asks 'Relevansi' ascending: best first has one way only", () => {
    const request = buildProductsRequest(criteria({ search: 'kampas rem', nameAlso: true, orderDir: 'desc' }), false)
    expect(request.params).toMatchObject({ q: 'kampas rem', name_also: true, order_by: 'relevance', order_dir: 'asc' })
    // the direction left chosen still counts for the other sorts
    expect(buildProductsRequest(criteria({ orderBy: 'sto_id', orderDir: 'desc' }), false).params.order_dir).toBe('desc')
  })

  it('sends search, name-also, price range, sort and only-available', () => {
    const request = buildProductsRequest(
      criteria({
        search: ' 1230A ',
        nameAlso: true,
        price: { min: 1000, max: 50000 },
        orderBy: 'price',
        orderDir: 'desc',
        onlyAvailable: true,
      }),
      false,
    )
    expect(request.params).toEqual({
      q: '1230A',
      name_also: true,
      page_size: 35,
      order_by: 'price',
      order_dir: 'desc',
      min_price: 1000,
      max_price: 50000,
      only_available: true,
      db: 'osc',
    })
  })

  it('never sends only-available for the read-only staff variant', () => {
    expect(buildProductsRequest(criteria({ onlyAvailable: true }), true).params.only_available).toBeUndefined()
  })

  it('fetches nothing while the search is too short', () => {
    expect(buildProductsRequest(criteria({ search: 'ab' }), false).enabled).toBe(false)
  })

  it('uses the part filter as the search when the search box is empty', () => {
    const request = buildProductsRequest(criteria({ partContains: 'mz320', nameAlso: true }), false)
    expect(request.params.q).toBe('mz320')
    expect(request.params.name_also).toBeUndefined()
    expect(request.partFilter).toBeNull()
  })

  it('narrows client-side when both search and part filter are set, or the part filter is short', () => {
    expect(buildProductsRequest(criteria({ search: 'brake', partContains: 'mb' }), false)).toMatchObject({
      params: { q: 'brake' },
      partFilter: 'MB',
    })
    const short = buildProductsRequest(criteria({ partContains: 'mb' }), false)
    expect(short.params.q).toBeUndefined()
    expect(short.partFilter).toBe('MB')
  })

  it("asks staff's list at the prices of the store they chose, never a buyer's", () => {
    expect(buildProductsRequest(DEFAULT_CRITERIA, true, 5).params.store_id).toBe(5)
    expect(buildProductsRequest(DEFAULT_CRITERIA, true, null).params).not.toHaveProperty('store_id')
    // a buyer's prices are his store's, taken by the server from his session
    expect(buildProductsRequest(DEFAULT_CRITERIA, false, 5).params).not.toHaveProperty('store_id')
  })

  it('asks the local source when chosen', () => {
    expect(buildProductsRequest(criteria({ source: 'local' }), false).params.db).toBe('local')
  })
})

describe('matchesPartFilter', () => {
  it('keeps everything without a filter and matches part numbers case-insensitively', () => {
    expect(matchesPartFilter('MB123', null)).toBe(true)
    expect(matchesPartFilter('mb123', 'B12')).toBe(true)
    expect(matchesPartFilter('MR999', 'B12')).toBe(false)
  })
})
