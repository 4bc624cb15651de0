import { FREQUENT_MAX, type FrequentResponse } from '#common/cart.ts'
import type { PricedFields } from '#common/price-math.ts'
import { activeProductsByPartNo, currentPartsOf } from '../catalogue'
import type { Db } from '../db/connect'
import { type OrderedPart, orderedParts as orderedPartsOfStore } from '../orders'

// 'Sering Dipesan': what a store ordered in the last days, most often first, as the parts sold
// now (a replaced number counts for its current part). Which orders and lines count is the orders
// feature's rule (server/orders/ordered-part-queries.ts).

/** More rows than shown: numbers that became one part merge, and parts no longer sold drop. */
const READ_MAX = FREQUENT_MAX * 2

/** A part of the list before it is priced: its price is the buyer's, asked on each read (server/pricing). */
type UnpricedFrequentPart = Omit<FrequentResponse['items'][number], keyof PricedFields>

/** The store's ordered parts as this list reads them (bench/bare-frequent.ts measures this call). */
export const orderedParts = (db: Db, storeId: number, since: Date): Promise<OrderedPart[]> =>
  orderedPartsOfStore(db, storeId, since, READ_MAX)

export async function frequentParts(db: Db, storeId: number, opts: { now: Date; today: string; days: number }) {
  const since = new Date(opts.now.getTime() - opts.days * 86_400_000)
  const ordered = await orderedParts(db, storeId, since)
  const partNos = ordered.map((o) => o.part_no)
  const [current, bySto] = await Promise.all([currentPartsOf(db, partNos, opts.today), activeProductsByPartNo(db, partNos)])
  const items = new Map<number, UnpricedFrequentPart>()
  for (const row of ordered) {
    const replaced = current.get(row.part_no)
    const product = replaced ?? bySto.get(row.part_no)
    if (!product) continue
    const lastDate = new Date(row.last_at).toISOString()
    const same = items.get(product.id)
    if (same) {
      same.times += row.times
      same.replaces ??= replaced ? row.part_no : null
      if (lastDate > same.last_date) Object.assign(same, { last_date: lastDate, last_qty: row.last_qty })
      continue
    }
    items.set(product.id, {
      product_id: product.id,
      sto_id: product.sto_id,
      name: product.name,
      image: product.image_url,
      times: row.times,
      last_qty: row.last_qty,
      last_date: lastDate,
      replaces: replaced ? row.part_no : null,
    })
  }
  return [...items.values()]
    .sort((a, b) => b.times - a.times || b.last_date.localeCompare(a.last_date) || a.sto_id.localeCompare(b.sto_id))
    .slice(0, FREQUENT_MAX)
}
