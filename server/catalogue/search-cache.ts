import { LRUCache } from 'lru-cache'
import type { Db } from '../db/connect'
import type { ProductRow } from './queries'

/**
 * Workshops across a dealer network type the same searches ('brake', '1230A', the chips), and an
 * infinite scroll asks for the same first page again and again. The matching parts and the count
 * of a search are kept for half a minute per instance; stock is always read fresh on top.
 */
export class SearchCache {
  private readonly pages = new LRUCache<string, ProductRow[]>({ max: 2_000, ttl: 30_000 })
  private readonly counts = new LRUCache<string, number>({ max: 2_000, ttl: 60_000 })

  async page(key: unknown, load: () => Promise<ProductRow[]>): Promise<ProductRow[]> {
    const k = JSON.stringify(key)
    const hit = this.pages.get(k)
    if (hit) return hit
    const rows = await load()
    this.pages.set(k, rows)
    return rows
  }

  async count(key: unknown, load: () => Promise<number>): Promise<number> {
    const k = JSON.stringify(key)
    const hit = this.counts.get(k)
    if (hit !== undefined) return hit
    const n = await load()
    this.counts.set(k, n)
    return n
  }

  clear(): void {
    this.pages.clear()
    this.counts.clear()
  }
}

/** Current stock of a page's parts in one branch, by primary key: cheap enough for every call. */
export async function freshStock(db: Db, branchId: number, rows: ProductRow[]): Promise<ProductRow[]> {
  if (rows.length === 0) return rows
  const stock = await db
    .selectFrom('stock')
    .select(['product_id', 'qty', 'price_osc'])
    .where('branch_id', '=', branchId)
    .where('product_id', 'in', rows.map((r) => r.id))
    .execute()
  const byId = new Map(stock.map((s) => [s.product_id, s]))
  return rows.map((r) => {
    const s = byId.get(r.id)
    return { ...r, stock_qty: s ? s.qty : null, stock_price: s?.price_osc === null || s?.price_osc === undefined ? null : Number(s.price_osc) }
  })
}
