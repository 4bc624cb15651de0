import { describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock'
import type { ProductRow } from './queries'
import { SearchCache } from './search-cache'

const row = (sto_id: string): ProductRow => ({
  id: 1,
  sto_id,
  name: 'FILTER',
  unit: 'PCS',
  image_url: null,
  price: 1,
  part_group: null,
  stock_qty: null,
  stock_price: null,
  supersedes: [],
  superseded_by: null,
})

describe('the search cache', () => {
  it('keeps no page read before a clear: it may hold the supersessions as they were', async () => {
    const cache = new SearchCache(new ManualClock())
    let finish: (rows: ProductRow[]) => void = () => {}
    const reads: string[] = []
    const read = (sto_id: string) => async () => {
      reads.push(sto_id)
      if (sto_id === 'OLD') return { rows: await new Promise<ProductRow[]>((r) => (finish = r)), total: 1 }
      return { rows: [row(sto_id)], total: 1 }
    }
    const before = cache.pageAndCount('q', 'q', read('OLD'), async () => 1)
    cache.clear() // a feed committed while the page was being read
    finish([row('OLD')])
    expect((await before).rows[0]?.sto_id).toBe('OLD')
    // the next search reads again, and what it reads is kept
    expect((await cache.pageAndCount('q', 'q', read('NEW'), async () => 1)).rows[0]?.sto_id).toBe('NEW')
    expect((await cache.pageAndCount('q', 'q', read('AGAIN'), async () => 1)).rows[0]?.sto_id).toBe('NEW')
    expect(reads).toEqual(['OLD', 'NEW'])
  })

  it('reads a page and its count in one statement, and a page alone when the count is known', async () => {
    const clock = new ManualClock()
    const cache = new SearchCache(clock)
    const asked: string[] = []
    const read = async (withCount: boolean) => {
      asked.push(withCount ? 'page+count' : 'page')
      return { rows: [row('A')], total: withCount ? 40 : null }
    }
    const count = async () => {
      asked.push('count')
      return 40
    }
    expect((await cache.pageAndCount('p1', 'q', read, count)).total).toBe(40)
    // another page of the same search: its count is known
    expect((await cache.pageAndCount('p2', 'q', read, count)).total).toBe(40)
    cache.clear()
    expect((await cache.pageAndCount('p1', 'q', read, count)).readNow).toBe(true)
    expect(asked).toEqual(['page+count', 'page', 'page+count'])
  })
})
