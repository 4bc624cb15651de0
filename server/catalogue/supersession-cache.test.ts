import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductWithStock } from '#common/catalogue.ts'
import { buildApp } from '../app'
import { Agent, startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildSupersession, buildUser, setStock } from '../test/factories'
import { loadSupersessions, validateSupersessions } from './supersession-feed'

// Two instances of the portal on one database, each keeping the searches it answered with the
// replacements they resolved: a supersession feed loaded anywhere shows in the next search on
// both, and a replacement whose day arrives in Jakarta shows without any feed. The app clock
// stands still unless a test moves it, so a kept answer never expires by itself here.
let a: TestApp
let b: FastifyInstance
let viaA: Agent
let viaB: Agent

beforeAll(async () => {
  a = await startTestApp()
  b = await buildApp({ database: a.database, clock: a.clock, config: TEST_CONFIG })
  await b.ready()
  const db = a.database.db
  const branch = await buildBranch(db)
  const store = await buildStore(db, branch.id)
  for (const sto_id of ['OLD700', 'NEW700', 'NEW800', 'MB900', 'MB901']) {
    await setStock(db, branch.id, (await buildProduct(db, { sto_id })).id, 3)
  }
  await buildUser(db, { username: 'cache.dua', password: 'rahasia1', roles: ['user'], storeId: store.id })
  viaA = new Agent(a.app)
  await viaA.login('cache.dua', 'rahasia1')
  // the same browser, its next calls reaching instance B
  viaB = new Agent(b)
  for (const name of ['sid', 'csrf']) viaB.setCookie(name, viaA.cookie(name))
})
afterAll(async () => {
  await b.close()
  await a.close()
})

async function loadFeed(...lines: string[]) {
  const records = lines.map((text, i) => {
    const [old_part_no, new_part_no, type, effective_date] = text.split(',')
    return { line: i + 2, values: { old_part_no, new_part_no, type, effective_date } }
  })
  const { rows, errors } = await validateSupersessions(a.database.db, Object.keys(records[0].values), records)
  expect(errors.items).toEqual([])
  await loadSupersessions(a.database.db, rows, () => {})
}

/** Each card of a search as [part, what it replaces, what replaced it]. */
async function search(agent: Agent, q: string) {
  const res = await agent.get(`/api/products-osc?${new URLSearchParams({ q })}`)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { items: ProductWithStock[] }).items.map((i) => [i.sto_id, i.supersedes, i.superseded_by])
}

async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) return false
    await new Promise((r) => setTimeout(r, 10))
  }
  return true
}

describe('kept searches and supersessions, on two instances', () => {
  it('shows a replacement loaded by a feed on both instances, though both kept the search', async () => {
    const before = [['OLD700', [], null]]
    expect(await search(viaA, 'OLD700')).toEqual(before)
    expect(await search(viaB, 'OLD700')).toEqual(before)
    await loadFeed('OLD700,NEW700,replace,2026-11-01')
    const after = [
      ['NEW700', ['OLD700'], null],
      ['OLD700', [], 'NEW700'],
    ]
    const showsAfter = async (agent: Agent) => JSON.stringify(await search(agent, 'OLD700')) === JSON.stringify(after)
    expect(await within(1_000, () => showsAfter(viaA))).toBe(true)
    expect(await within(1_000, () => showsAfter(viaB))).toBe(true)
  })

  it('answers a repeated search from what it kept, replacements included, until a feed says otherwise', async () => {
    expect(await search(viaA, 'BOX800')).toEqual([])
    // a row written by hand, with no feed announcing it, is not looked for: the search is kept,
    // its page with its replacements for longer than the answer with its stock
    await buildSupersession(a.database.db, 'BOX800', 'NEW800', '2026-01-01')
    a.clock.advance(3_000)
    expect(await search(viaA, 'BOX800')).toEqual([])
    await loadFeed('MB900,MB901,replace,2026-11-21')
    expect(await within(1_000, async () => (await search(viaA, 'BOX800')).length === 1)).toBe(true)
    expect(await search(viaA, 'BOX800')).toEqual([['NEW800', ['BOX800'], null]])
  })

  it('shows a replacement from the first minute of its effective day in Jakarta, on both instances', async () => {
    a.clock.set('2026-11-20T16:59:00Z') // 23:59 on the 20th in Jakarta
    await viaA.login('cache.dua', 'rahasia1') // the session of the morning has expired
    for (const name of ['sid', 'csrf']) viaB.setCookie(name, viaA.cookie(name))
    const before = [['MB900', [], null]]
    expect(await search(viaA, 'MB900')).toEqual(before)
    expect(await search(viaB, 'MB900')).toEqual(before)
    a.clock.set('2026-11-20T17:00:00Z') // 00:00 on the 21st
    const after = [
      ['MB901', ['MB900'], null],
      ['MB900', [], 'MB901'],
    ]
    expect(await search(viaA, 'MB900')).toEqual(after)
    expect(await search(viaB, 'MB900')).toEqual(after)
  })
})
