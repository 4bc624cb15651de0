import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildProduct, buildStore, setStock } from '../test/factories'
import { agreement, setPartGroup, setPriceGroup } from '../test/price-factories'
import { termsFor } from './book'
import { PriceBooks } from './books'
import { listPrice } from './list-price'
import { quotesOf } from './queries'
import { quoteOf } from './terms'

// Two paths pick a part's agreement (docs/product.md §10.10): the SQL every statement that prices
// uses (the cart, estimates, the catalogue's price order) and the book a store keeps in memory
// for the catalogue's kept pages. Whatever the agreements, both must give every part the same
// quote on every day.

const database = await openTestDatabase()
const db = database.db
const DAYS = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']
const GROUPS = ['FILTER', 'BUSI'] as const
let branch: { id: number }
let store: { id: number }
const parts: Array<{ id: number; price: number; stock: number | null; group: string | null }> = []

beforeAll(async () => {
  branch = await buildBranch(db)
  store = await buildStore(db, branch.id)
  await setPriceGroup(db, store.id, 'BENGKEL-A')
  for (let i = 0; i < 6; i++) {
    const price = 10_000 * (i + 1) + 7
    const product = await buildProduct(db, { price })
    const stock = i % 2 === 0 ? price + 1_001 : null
    if (stock !== null) await setStock(db, branch.id, product.id, 1, stock)
    const group = i < 4 ? GROUPS[i % 2] : null
    await setPartGroup(db, product.id, group)
    parts.push({ id: product.id, price, stock, group })
  }
})
afterAll(() => database.close())

const day = fc.constantFrom(...DAYS, null)
const row = fc.record({
  toko: fc.boolean(),
  part: fc.integer({ min: 0, max: 7 }),
  terms: fc.oneof(
    fc.record({ discountPercent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100) }),
    fc.record({ netPrice: fc.integer({ min: 0, max: 200_000 }) }),
  ),
  from: day,
  to: day,
})

describe('the SQL and the kept book', () => {
  it('give every part the same quote on every day', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 12 }), async (rows) => {
        await db.deleteFrom('price_agreements').execute()
        const seen = new Set<string>()
        for (const r of rows) {
          // parts 0–5 by number, 6 and 7 as the two part groups
          const target = r.part < 6 ? { product: parts[r.part] } : { partGroup: GROUPS[r.part - 6] }
          const [from, to] = r.from && r.to && r.to < r.from ? [r.to, r.from] : [r.from, r.to]
          // the feed refuses overlapping lines of one target: one line per target here
          const key = `${r.toko}|${r.part}`
          if (seen.has(key)) continue
          seen.add(key)
          await agreement(db, {
            ...(r.toko ? { store } : { priceGroup: 'BENGKEL-A' }),
            ...target,
            ...r.terms,
            validFrom: from ?? undefined,
            validTo: to ?? undefined,
          })
        }
        for (const d of DAYS) {
          const books = new PriceBooks(db)
          const kept = await books.bookFor(store.id, d)
          if (!kept) throw new Error('store not found')
          const fromSql = await quotesOf(
            db,
            { branchId: branch.id, storeId: store.id, day: d },
            parts.map((p) => p.id),
          )
          for (const p of parts) {
            const fromBook = quoteOf(listPrice(p.price, p.stock), termsFor(kept.book, { id: p.id, part_group: p.group }))
            expect(fromSql.get(p.id), `part ${p.id} on ${d}`).toEqual(fromBook)
          }
        }
      }),
      { numRuns: 40 },
    )
  })
})
