import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductWithStock } from '#common/catalogue.ts'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser, setStock } from '../test/factories'

// The clock of the test app reads 2026-11-20 in Jakarta.
let t: TestApp
let buyer: Agent
const id = new Map<string, number>()

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const branch = await buildBranch(db)
  const store = await buildStore(db, branch.id)
  const parts: Array<[string, number]> = [
    ['1230A048', 90_000],
    ['1230A090', 60_000],
    ['1770A066', 100_000],
    ['1770A121', 120_000],
    ['MB555001', 50_000],
    ['MB555002', 55_000],
  ]
  for (const [sto_id, price] of parts) {
    const p = await buildProduct(db, { sto_id, price, name: 'FILTER' })
    id.set(sto_id, p.id)
    await setStock(db, branch.id, p.id, 5)
  }
  await db
    .insertInto('part_supersessions')
    .values([
      // 1230A046 is only on old boxes; 1770A017 -> 1770A066 -> 1770A121; MB555001 from tomorrow
      { old_part_no: '1230A046', new_part_no: '1230A048', kind: 'replace', effective_date: '2025-06-01', source: null },
      { old_part_no: '1770A017', new_part_no: '1770A066', kind: 'replace', effective_date: '2024-01-01', source: null },
      { old_part_no: '1770A066', new_part_no: '1770A121', kind: 'replace', effective_date: '2026-11-20', source: null },
      { old_part_no: 'MB555001', new_part_no: 'MB555002', kind: 'replace', effective_date: '2026-11-21', source: null },
    ])
    .execute()
  await buildUser(db, { username: 'cari.lama', password: 'rahasia1', roles: ['user'], storeId: store.id })
  buyer = new Agent(t.app)
  await buyer.login('cari.lama', 'rahasia1')
})
afterAll(() => t.close())

async function search(path: string, params: Record<string, string>) {
  const res = await buyer.get(`${path}?${new URLSearchParams(params)}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { items: ProductWithStock[]; total: number }
}

describe('searching a replaced number', () => {
  for (const path of ['/api/products', '/api/products-osc']) {
    it(`shows the current part first, marked with the number typed, whatever the pattern (${path})`, async () => {
      for (const q of ['1230A046', '1230a046*', '*A046', '*230A04*']) {
        const { items } = await search(path, { q })
        expect(items[0]?.sto_id, q).toBe('1230A048')
        expect(items[0]?.supersedes[0], q).toBe('1230A046')
      }
      // a broad search still lists the current part first, and the rest after it
      const broad = await search(path, { q: '1230A' })
      expect(broad.items.map((i) => i.sto_id)).toEqual(['1230A048', '1230A090'])
      expect(broad.total).toBe(2)
    })
  }

  it('walks a chain to its end and lists every older number, the typed one first', async () => {
    const { items } = await search('/api/products-osc', { q: '1770A017' })
    expect(items.map((i) => i.sto_id)).toEqual(['1770A121'])
    expect(items[0]?.supersedes).toEqual(['1770A017', '1770A066'])
    const middle = await search('/api/products-osc', { q: '1770A066' })
    // the old part still sold shows after its replacement, saying what replaced it
    expect(middle.items.map((i) => [i.sto_id, i.superseded_by])).toEqual([
      ['1770A121', null],
      ['1770A066', '1770A121'],
    ])
  })

  it('keeps the other filters: a price range leaves out a current part outside it', async () => {
    const { items } = await search('/api/products-osc', { q: '1230A046', min_price: '100000' })
    expect(items).toEqual([])
  })

  it('applies a replacement from the first minute of its effective day in Jakarta, not before', async () => {
    t.clock.set('2026-11-20T16:59:00Z') // 23:59 on the 20th in Jakarta
    await buyer.login('cari.lama', 'rahasia1') // the idle session of the morning has expired
    const { items } = await search('/api/products-osc', { q: 'MB555001' })
    expect(items.map((i) => [i.sto_id, i.superseded_by])).toEqual([['MB555001', null]])
    t.clock.set('2026-11-20T17:00:00Z') // 00:00 on the 21st
    const later = await search('/api/products-osc', { q: 'MB555001' })
    expect(later.items.map((i) => [i.sto_id, i.superseded_by])).toEqual([
      ['MB555002', null],
      ['MB555001', 'MB555002'],
    ])
    t.clock.set('2026-11-20T03:00:00Z')
    await buyer.login('cari.lama', 'rahasia1')
  })

  it('gives the product detail its lineage both ways', async () => {
    const old = (await buyer.get(`/api/products/${id.get('1770A066')}`)).json() as ProductWithStock
    expect(old).toMatchObject({ sto_id: '1770A066', superseded_by: '1770A121', supersedes: ['1770A017'] })
    const current = (await buyer.get(`/api/products/${id.get('1770A121')}`)).json() as ProductWithStock
    expect(current).toMatchObject({ superseded_by: null, supersedes: ['1770A066', '1770A017'] })
  })
})
