import type { Db } from '../db/connect'
import type { Clock } from '../lib/clock'
import { SharedLoadCache } from '../lib/lru'
import { type ProductRow, stockOfProducts } from './queries'

/** How long each part of a catalogue answer is reused in one instance. */
export const SEARCH_CACHE_TTL = {
  /** the matching parts of a page: the catalogue changes by feed, a few times a day */
  pageMs: 30_000,
  /** the capped count of a search */
  countMs: 60_000,
  /** a whole answer with the stock on its page: a stock feed shows within this, orders confirm on live stock */
  answerMs: 2_000,
}

/**
 * Workshops across a dealer network type the same searches ('brake', '1230A', the chips), and an
 * infinite scroll asks for the same first page again and again. The matching parts and the count
 * of a search are kept for half a minute per instance; the answer with its page's stock for two
 * seconds. A search's page carries the lineage of its parts and its filter the Jakarta day, so a
 * replacement whose day arrives makes new entries, and a supersession feed loaded on any instance
 * clears them all (SUPERSESSIONS_CHANNEL).
 * Concurrent misses of one key share one database read (server/lib/lru.ts).
 */
export class SearchCache {
  private readonly pages: SharedLoadCache<ProductRow[]>
  private readonly counts: SharedLoadCache<number>
  private readonly answers: SharedLoadCache<object>
  private readonly stockTimes: SharedLoadCache<{ at: Date | null }>

  constructor(clock: Clock) {
    this.pages = new SharedLoadCache(clock, { max: 2_000, ttlMs: SEARCH_CACHE_TTL.pageMs })
    this.counts = new SharedLoadCache(clock, { max: 2_000, ttlMs: SEARCH_CACHE_TTL.countMs })
    this.answers = new SharedLoadCache(clock, { max: 2_000, ttlMs: SEARCH_CACHE_TTL.answerMs })
    this.stockTimes = new SharedLoadCache(clock, { max: 2_000, ttlMs: SEARCH_CACHE_TTL.answerMs })
  }

  /**
   * A page of a search with the search's count: both read in one statement when neither is kept,
   * the count alone when only the page is. `readNow` says the rows were read by this call.
   */
  async pageAndCount(
    pageKey: unknown,
    countKey: unknown,
    read: (withCount: boolean) => Promise<{ rows: ProductRow[]; total: number | null }>,
    readCount: () => Promise<number>,
  ): Promise<{ rows: ProductRow[]; total: number; readNow: boolean }> {
    const countAt = `c${JSON.stringify(countKey)}`
    let readNow = false
    const rows = await this.pages.get(`p${JSON.stringify(pageKey)}`, async () => {
      readNow = true
      // a read begun before a clear() may have seen the old supersessions: its count is not kept
      const keepCount = this.counts.keeper()
      const page = await read(!this.counts.has(countAt))
      if (page.total !== null) keepCount(countAt, page.total)
      return page.rows
    })
    const total = await this.counts.get(countAt, readCount)
    return { rows, total, readNow }
  }

  /** A whole answer, as presented, with the branch's current stock on its page. */
  answer<T extends object>(key: unknown, load: () => Promise<T>): Promise<T> {
    return this.answers.get(`a${JSON.stringify(key)}`, load) as Promise<T>
  }

  /**
   * When a branch's stock was last loaded, for the answers of its searches: kept as long as an
   * answer with its stock is, so a search the cache has not seen costs its one statement, as on a
   * bare handler, and a stock load shows in 'Stok per …' within the same two seconds as in the
   * stock. Kept from an earlier read, it can only say the stock is older than it is.
   */
  async stockTime(branchCode: string, read: () => Promise<Date | null>): Promise<Date | null> {
    return (await this.stockTimes.get(branchCode, async () => ({ at: await read() }))).at
  }

  clear(): void {
    this.stockTimes.clear()
    this.pages.clear()
    this.counts.clear()
    this.answers.clear()
  }
}

/** Current stock of a page's parts in one branch, by primary key. */
export async function freshStock(db: Db, branchId: number, rows: ProductRow[]): Promise<ProductRow[]> {
  if (rows.length === 0) return rows
  const stock = await stockOfProducts(
    db,
    branchId,
    rows.map((r) => r.id),
  )
  const byId = new Map(stock.map((s) => [s.product_id, s]))
  return rows.map((r) => {
    const s = byId.get(r.id)
    return {
      ...r,
      stock_qty: s ? s.qty : null,
      stock_price: s?.price_osc === null || s?.price_osc === undefined ? null : Number(s.price_osc),
    }
  })
}
