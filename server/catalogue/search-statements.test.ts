import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlaceSession } from '../http/guards'
import { ManualClock } from '../lib/clock'
import { LIST_BOOK, PriceBooks } from '../pricing'
import { embeddedStockProvider } from '../stock'
import { SynonymList } from '../synonyms'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildProduct, buildStore, setStock } from '../test/factories'
import { agreement } from '../test/price-factories'
import { type CatalogueService, createCatalogueService } from './service'

// What a search costs the database: a term no one searched just before is its one statement (the
// page, its count, the replacements and the lineage), as on a bare handler; a repeated one none.

const database = await openTestDatabase()
let statements = 0
const counting: KyselyPlugin = {
  transformQuery: (args) => {
    statements++
    return args.node
  },
  transformResult: async (args) => args.result,
}
const clock = new ManualClock()
let catalogue: CatalogueService
let session: PlaceSession

async function cost(q: string): Promise<{ statements: number; stockAsOf: string | null; total: number }> {
  const before = statements
  const answer = await catalogue.listWithStock(session, { q }, { storeId: null, book: LIST_BOOK })
  return { statements: statements - before, stockAsOf: answer.stock_as_of, total: answer.total }
}

beforeAll(async () => {
  const db = database.db
  const branch = await buildBranch(db)
  for (const sto_id of ['1230A048', '1230A090', '1770A066', 'MB555001']) {
    const product = await buildProduct(db, { sto_id, name: 'FILTER' })
    await setStock(db, branch.id, product.id, 5)
  }
  await db
    .insertInto('part_supersessions')
    .values({ old_part_no: '1230A046', new_part_no: '1230A048', kind: 'replace', effective_date: '2025-06-01', source: null })
    .execute()
  await db
    .insertInto('branch_stock_loads')
    .values({ branch_id: branch.id, loaded_at: new Date('2026-11-20T00:00:00Z'), job_id: null })
    .execute()
  const watched = db.withPlugin(counting)
  catalogue = createCatalogueService({
    db: watched,
    stock: embeddedStockProvider(watched),
    clock,
    books: new PriceBooks(watched),
    synonyms: new SynonymList(watched),
  })
  session = { branch: { id: branch.id, code: branch.code } } as PlaceSession
})
afterAll(() => database.close())

describe("a search's statements", () => {
  it('are one for a term not searched before, replacements included, and none for a repeated one', async () => {
    // the instance's first search also reads which numbers take part in a replacement, once
    expect((await cost('1770A')).statements).toBeGreaterThan(1)
    const first = await cost('1230A046')
    expect(first).toEqual({ statements: 1, stockAsOf: '2026-11-20T00:00:00.000Z', total: 1 })
    expect(await cost('MB555')).toMatchObject({ statements: 1, total: 1 })
    expect(await cost('1230A046')).toMatchObject({ statements: 0, total: 1 })
  })

  it("prices a store's pages from its kept agreements: read once, then no statement at all", async () => {
    const db = database.db
    const store = await buildStore(db, session.branch.id)
    const [filter] = await db.selectFrom('products').select('id').where('sto_id', '=', '1230A048').execute()
    await agreement(db, { store, product: filter, netPrice: 1_234 })
    const buyer = { ...session, role: 'user', user: { store_id: store.id } } as unknown as PlaceSession
    const priced = async (q: string) => {
      const before = statements
      const view = await catalogue.priceView(buyer, undefined, session.branch.id)
      const answer = await catalogue.listWithStock(buyer, { q }, view)
      return { statements: statements - before, prices: answer.items.map((i) => i.price) }
    }
    // the page is the one every store of the branch shares (searched above): the book is read, and
    // the kept page's stock as for any answer not kept yet
    expect(await priced('1230A046')).toEqual({ statements: 2, prices: [1_234] })
    expect(await priced('1230A046')).toEqual({ statements: 0, prices: [1_234] })
    expect(await priced('MB555')).toEqual({ statements: 1, prices: [expect.any(Number)] })
    expect(await priced('MB555')).toMatchObject({ statements: 0 })
  })

  it("reads the branch's stock time again once an answer with its stock has aged", async () => {
    await database.db
      .updateTable('branch_stock_loads')
      .set({ loaded_at: new Date('2026-11-20T02:00:00Z') })
      .where('branch_id', '=', session.branch.id)
      .execute()
    clock.advance(3_000)
    expect(await cost('1230A0')).toEqual({ statements: 2, stockAsOf: '2026-11-20T02:00:00.000Z', total: 2 })
    expect(await cost('A090')).toMatchObject({ statements: 1, stockAsOf: '2026-11-20T02:00:00.000Z' })
  })
})
