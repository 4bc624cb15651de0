import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/connect'
import { systemClock } from '../lib/clock'
import { LIST_BOOK, PriceBooks } from '../pricing'
import { embeddedStockProvider } from '../stock'
import { SynonymList } from '../synonyms'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'
import { SEARCH_CACHE_TTL } from './search-cache'
import { createCatalogueService } from './service'

let t: TestApp
let buyer: Agent

const PARTS = [
  { sto_id: '1230A046', name: 'FILTER OIL', price: 85_000 },
  { sto_id: '1230A182', name: 'FILTER OIL XPANDER', price: 92_000 },
  { sto_id: 'MZ320282', name: 'BATTERY 12V 45AH', price: 1_250_000 },
  { sto_id: 'MB906070', name: 'BRAKE PAD FR 1230', price: 450_000 },
  { sto_id: 'ME01230A', name: 'GASKET HEAD', price: 310_000 },
  { sto_id: 'AB%CD1', name: 'TEST PERSEN', price: 1_000 },
  { sto_id: 'AB_CD2', name: 'TEST GARIS', price: 2_000 },
  { sto_id: 'ABXCD3', name: 'TEST HURUF', price: 3_000 },
  { sto_id: 'AB\\CD4', name: 'TEST MIRING', price: 4_000 },
]

beforeAll(async () => {
  t = await startTestApp()
  const branch = await buildBranch(t.database.db)
  const store = await buildStore(t.database.db, branch.id)
  for (const [i, p] of PARTS.entries()) {
    await buildProduct(t.database.db, { ...p, created_at: new Date(Date.UTC(2026, 0, 1 + i)) })
  }
  await buildUser(t.database.db, { username: 'cari.part', password: 'rahasia1', roles: ['user'], storeId: store.id })
  buyer = new Agent(t.app)
  await buyer.login('cari.part', 'rahasia1')
})
afterAll(() => t.close())

async function search(params: Record<string, string>) {
  const res = await buyer.get(`/api/products?${new URLSearchParams(params)}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { items: Array<{ sto_id: string; price: number; name: string }>; total: number; has_next: boolean }
}
const ids = (body: { items: Array<{ sto_id: string }> }) => body.items.map((i) => i.sto_id).sort()

describe('GET /api/products search patterns', () => {
  it('finds contains, starts-with and ends-with, case-insensitively', async () => {
    expect(ids(await search({ q: '1230a' }))).toEqual(['1230A046', '1230A182', 'ME01230A'])
    expect(ids(await search({ q: '*1230A*' }))).toEqual(['1230A046', '1230A182', 'ME01230A'])
    expect(ids(await search({ q: '1230a*' }))).toEqual(['1230A046', '1230A182'])
    expect(ids(await search({ q: '*30a' }))).toEqual(['ME01230A'])
    expect(ids(await search({ q: '*182' }))).toEqual(['1230A182'])
  })

  it('searches names too only with name-also', async () => {
    expect(ids(await search({ q: '1230' }))).toEqual(['1230A046', '1230A182', 'ME01230A'])
    expect(ids(await search({ q: '1230', 'name-also': '1' }))).toEqual(['1230A046', '1230A182', 'MB906070', 'ME01230A'])
    expect(ids(await search({ q: 'filter', name_also: 'true' }))).toEqual(['1230A046', '1230A182'])
    expect(ids(await search({ q: 'filter' }))).toEqual([])
  })

  it('keeps %, _ and \\ literal', async () => {
    expect(ids(await search({ q: 'B%C' }))).toEqual(['AB%CD1'])
    expect(ids(await search({ q: 'B_C' }))).toEqual(['AB_CD2'])
    expect(ids(await search({ q: 'B\\C' }))).toEqual(['AB\\CD4'])
    expect(ids(await search({ q: 'AB%*' }))).toEqual(['AB%CD1'])
    expect(ids(await search({ q: '*_CD2' }))).toEqual(['AB_CD2'])
  })

  it('answers an empty list under 3 characters, asterisks not counted', async () => {
    for (const q of ['12', '*12', '12*', '*1*', '**']) {
      expect(await search({ q })).toEqual({ items: [], total: 0, total_capped: false, has_next: false })
    }
  })

  it('does not touch the database for a short query', async () => {
    const untouchable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('database touched')
        },
      },
    ) as Db
    const service = createCatalogueService({
      db: untouchable,
      stock: embeddedStockProvider(untouchable),
      clock: systemClock,
      books: new PriceBooks(untouchable),
      synonyms: new SynonymList(untouchable),
    })
    expect((await service.list({ q: '*ab*' }, null, { storeId: null, book: LIST_BOOK })).items).toEqual([])
  })

  it('sorts by part number, name or price in both directions', async () => {
    const byPrice = await search({ q: '1230', order_by: 'price', order_dir: 'asc' })
    expect(byPrice.items.map((i) => i.price)).toEqual([85_000, 92_000, 310_000])
    const byPriceDesc = await search({ q: '1230', order_by: 'price', order_dir: 'desc' })
    expect(byPriceDesc.items.map((i) => i.price)).toEqual([310_000, 92_000, 85_000])
    const byId = await search({ q: '1230', order_by: 'sto_id', order_dir: 'desc' })
    expect(byId.items.map((i) => i.sto_id)).toEqual(['ME01230A', '1230A182', '1230A046'])
    const byName = await search({ q: '1230', order_by: 'name', order_dir: 'asc' })
    expect(byName.items.map((i) => i.name)).toEqual(['FILTER OIL', 'FILTER OIL XPANDER', 'GASKET HEAD'])
    const newest = await search({})
    expect(newest.items[0].sto_id).toBe('AB\\CD4')
  })

  it('filters by price range and swaps a min above the max', async () => {
    expect(ids(await search({ q: '1230', min_price: '90000', max_price: '400000' }))).toEqual(['1230A182', 'ME01230A'])
    expect(ids(await search({ q: '1230', min_price: '400000', max_price: '90000' }))).toEqual(['1230A182', 'ME01230A'])
    expect(ids(await search({ q: '1230', min_price: '', max_price: '90000' }))).toEqual(['1230A046'])
    for (const bad of ['-1', 'abc', '1e5', ' 10']) {
      const res = await buyer.get(`/api/products?min_price=${encodeURIComponent(bad)}`)
      expect(res.statusCode, bad).toBe(400)
    }
  })

  it('pages with page and page_size and reports the total', async () => {
    const first = await search({ page_size: '4', order_by: 'sto_id', order_dir: 'asc' })
    expect(first.total).toBe(PARTS.length)
    expect(first.has_next).toBe(true)
    const third = await search({ page_size: '4', page: '3', order_by: 'sto_id', order_dir: 'asc' })
    expect(third.items).toHaveLength(1)
    expect(third.has_next).toBe(false)
  })

  it('needs a signed-in session with a role', async () => {
    expect((await new Agent(t.app).get('/api/products?q=1230')).statusCode).toBe(401)
  })
})

describe('search cache', () => {
  it("keeps a search for half a minute and its answer with the page's stock for two seconds", async () => {
    const db = t.database.db
    const branch = await db.selectFrom('branches').select('id').executeTakeFirstOrThrow()
    const product = await db.selectFrom('products').select('id').where('sto_id', '=', 'MZ320282').executeTakeFirstOrThrow()
    const osc = async () => (await buyer.get('/api/products-osc?q=MZ320*')).json().items[0]
    expect((await osc()).available).toBe(false)
    await db.insertInto('stock').values({ branch_id: branch.id, product_id: product.id, qty: 3 }).execute()
    await db.updateTable('products').set({ name: 'NAMA BARU' }).where('id', '=', product.id).execute()
    expect((await osc()).available).toBe(false)
    t.clock.advance(SEARCH_CACHE_TTL.answerMs + 1)
    const afterStock = await osc()
    expect(afterStock.available).toBe(true)
    expect(afterStock.name).not.toBe('NAMA BARU')
    t.clock.advance(SEARCH_CACHE_TTL.pageMs)
    expect((await osc()).name).toBe('NAMA BARU')
  })
})
