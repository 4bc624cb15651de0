import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSearch } from '#common/search.ts'
import type { DatabaseHandle } from '../db/connect'
import { openTestDatabase } from '../test/database'
import { buildProduct, buildSupersession } from '../test/factories'
import { type CatalogueFilter, listProducts } from './search-queries'
import { FULL_REACH, SupersessionNumbers } from './supersession-numbers'

let database: DatabaseHandle
const DAY = '2026-11-20'

beforeAll(async () => {
  database = await openTestDatabase()
  for (const sto_id of ['1230A048', '1230A090', '1770A066', '1770A121', 'MB555001', 'MB555002', 'MZ320026', 'XB100']) {
    await buildProduct(database.db, { sto_id, name: sto_id === 'XB100' ? 'BRAKE PAD' : 'FILTER' })
  }
  await buildSupersession(database.db, '1230A046', '1230A048', '2025-06-01')
  await buildSupersession(database.db, '1770A066', '1770A121', '2026-11-20')
  await buildSupersession(database.db, 'MB555001', 'MB555002', '2026-11-21')
  await buildSupersession(database.db, 'MZ320001', 'MZ320026', '2026-05-09', 'interchangeable')
})
afterAll(() => database.close())

const filter = (q: string, nameAlso = false): CatalogueFilter => ({ search: parseSearch(q), nameAlso, day: DAY })

describe('which searches touch replaced numbers', () => {
  it('says a search matching no number of an edge in effect needs neither the walk nor the lineage', async () => {
    const numbers = new SupersessionNumbers(database.db)
    const reach = (q: string, nameAlso = false) => numbers.reach(parseSearch(q), nameAlso, DAY)
    expect(await reach('1230A0*')).toEqual({ replacements: true, lineage: true }) // 1230A046 was replaced
    expect(await reach('*a121')).toEqual({ replacements: false, lineage: true }) // 1770A121 replaced one
    expect(await reach('A090')).toEqual({ replacements: false, lineage: false })
    // an edge from tomorrow does not count yet; a name search may list any part
    expect(await reach('MB555*')).toEqual({ replacements: false, lineage: false })
    expect(await numbers.reach(parseSearch('MB555*'), false, '2026-11-21')).toEqual({ replacements: true, lineage: true })
    expect(await reach('brake', true)).toEqual({ replacements: false, lineage: true })
    expect(await numbers.reach(null, false, DAY)).toEqual({ replacements: false, lineage: true })
  })

  it('knows a new edge only once cleared (a feed announced it)', async () => {
    const numbers = new SupersessionNumbers(database.db)
    expect((await numbers.reach(parseSearch('XB1*'), false, DAY)).replacements).toBe(false)
    await buildSupersession(database.db, 'XB099', 'XB100', '2026-01-01')
    expect((await numbers.reach(parseSearch('XB0*'), false, DAY)).replacements).toBe(false)
    numbers.clear()
    expect((await numbers.reach(parseSearch('XB0*'), false, DAY)).replacements).toBe(true)
  })

  it('answers every search as the statement resolving everything does', async () => {
    const numbers = new SupersessionNumbers(database.db)
    const order = { by: 'sto_id', dir: 'asc' } as const
    const page = { offset: 0, limit: 36 }
    for (const [q, nameAlso] of [
      ['1230A', false],
      ['A090', false],
      ['*121', false],
      ['MZ3*', false],
      ['brake', true],
    ] as const) {
      const f = filter(q, nameAlso)
      const reach = await numbers.reach(f.search, nameAlso, DAY)
      const full = await listProducts(database.db, f, order, page, null, { withCount: true, reach: FULL_REACH })
      expect(await listProducts(database.db, f, order, page, null, { withCount: true, reach }), q).toEqual(full)
    }
  })
})
