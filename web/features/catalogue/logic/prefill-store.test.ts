// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CRITERIA } from './criteria'
import {
  PREFILL_KEYS,
  prefillSearch,
  readPrefill,
  readScrollCard,
  writeCriteria,
  writeFilterOpen,
  writeScrollCard,
  writeScrollY,
} from './prefill-store'

describe('catalogue prefill', () => {
  beforeEach(() => sessionStorage.clear())

  it('reads defaults from an empty session', () => {
    expect(readPrefill()).toEqual({ criteria: DEFAULT_CRITERIA, filterOpen: false, scrollY: 0 })
  })

  it('round-trips the whole catalogue state', () => {
    const criteria = {
      search: '1230A',
      nameAlso: true,
      partContains: 'MB',
      price: { min: 1000, max: 90000 },
      orderBy: 'price' as const,
      orderDir: 'desc' as const,
      onlyAvailable: true,
      source: 'local' as const,
    }
    writeCriteria(criteria)
    writeFilterOpen(true)
    writeScrollY(812.4)
    expect(readPrefill()).toEqual({ criteria, filterOpen: true, scrollY: 812 })
  })

  it("starts in 'Relevansi' and still reads a sort stored before it existed", () => {
    expect(readPrefill().criteria).toMatchObject({ orderBy: 'relevance', orderDir: 'asc' })
    sessionStorage.setItem(PREFILL_KEYS.order, 'sto_id:desc')
    expect(readPrefill().criteria).toMatchObject({ orderBy: 'sto_id', orderDir: 'desc' })
    writeCriteria({ ...DEFAULT_CRITERIA, orderBy: 'relevance' })
    expect(sessionStorage.getItem(PREFILL_KEYS.order)).toBe('relevance:asc')
    expect(readPrefill().criteria.orderBy).toBe('relevance')
  })

  it('keeps an open-ended price range', () => {
    writeCriteria({ ...DEFAULT_CRITERIA, price: { min: null, max: 5000 } })
    expect(readPrefill().criteria.price).toEqual({ min: null, max: 5000 })
  })

  it('reads garbage as defaults', () => {
    sessionStorage.setItem(PREFILL_KEYS.order, 'drop:table')
    sessionStorage.setItem(PREFILL_KEYS.price, 'abc-1e9')
    sessionStorage.setItem(PREFILL_KEYS.scroll, '-40')
    sessionStorage.setItem(PREFILL_KEYS.source, 'remote')
    const prefill = readPrefill()
    expect(prefill.criteria.orderBy).toBe('relevance')
    expect(prefill.criteria.price).toEqual({ min: null, max: null })
    expect(prefill.criteria.source).toBe('osc')
    expect(prefill.scrollY).toBe(0)
  })

  it('the landing search sets text and name-also, starts at the top, keeps the filters', () => {
    writeCriteria({ ...DEFAULT_CRITERIA, price: { min: 1, max: 2 } })
    writeScrollY(500)
    writeScrollCard({ partNo: 'MB-1', top: 240 })
    prefillSearch(' brake ', true)
    const prefill = readPrefill()
    expect(prefill.criteria).toMatchObject({ search: 'brake', nameAlso: true, price: { min: 1, max: 2 } })
    expect(prefill.scrollY).toBe(0)
    expect(readScrollCard()).toBeNull()
  })

  it('keeps the card on top of the screen and its height, part numbers with colons included', () => {
    writeScrollCard({ partNo: '1230A:045', top: -12.6 })
    expect(readScrollCard()).toEqual({ partNo: '1230A:045', top: -13 })
    writeScrollCard(null)
    expect(readScrollCard()).toBeNull()
    for (const garbage of ['', 'abc', '12:', ':MB-1', '1.5:MB-1']) {
      sessionStorage.setItem(PREFILL_KEYS.scrollCard, garbage)
      expect(readScrollCard(), garbage).toBeNull()
    }
  })
})
