import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { announceSynonymsChanged } from '../synonyms'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'

// The name search of docs/product.md §14: words in any order, the synonyms, typos when nothing
// matches, 'Relevansi', the highlight; the part-number patterns keep their meaning beside it.

let t: TestApp
let buyer: Agent

const PARTS = [
  { sto_id: '1230A152', name: 'FILTER OIL ELEMENT L300' },
  { sto_id: '1230A046', name: 'FILTER OIL XPANDER' },
  { sto_id: '1500A023', name: 'FILTER AIR XPANDER' },
  { sto_id: '4605A198', name: 'BRAKE PAD FR XPANDER' },
  { sto_id: '4605A199', name: 'BRAKE PAD RR XPANDER' },
  { sto_id: '4605A481', name: 'BRAKE PAD FR PAJERO SPORT' },
  { sto_id: 'MB858466', name: 'BRAKE SHOE KIT RR L300' },
  { sto_id: '1822A018', name: 'PLUG SPARK XPANDER' },
  { sto_id: 'MZ320282', name: 'BATTERY 12V 45AH' },
  { sto_id: 'MZ690072', name: 'OIL ENGINE 4L SAE 10W-30' },
  { sto_id: 'MD360', name: 'GASKET ROCKER COVER' },
  { sto_id: 'MD360935', name: 'BELT TIMING L300' },
  { sto_id: 'XMD3601', name: 'SEAL OIL AXLE' },
  { sto_id: 'ME202121', name: 'BELT MD360 SET' },
  { sto_id: 'ME202122', name: 'BELT MD360 SET COMPLETE' },
]

beforeAll(async () => {
  t = await startTestApp()
  const branch = await buildBranch(t.database.db)
  const store = await buildStore(t.database.db, branch.id)
  for (const [i, p] of PARTS.entries()) {
    await buildProduct(t.database.db, { ...p, price: 10_000 * (i + 1), created_at: new Date(Date.UTC(2026, 0, 1 + i)) })
  }
  await buildUser(t.database.db, { username: 'cari.nama', password: 'rahasia1', roles: ['user'], storeId: store.id })
  buyer = new Agent(t.app)
  await buyer.login('cari.nama', 'rahasia1')
})
afterAll(() => t.close())

type Page = { items: Array<{ sto_id: string }>; total: number; highlight?: string[] }

async function byName(q: string, extra: Record<string, string> = {}): Promise<Page> {
  const res = await buyer.get(`/api/products-osc?${new URLSearchParams({ q, name_also: '1', ...extra })}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const found = async (q: string) => (await byName(q)).items.map((i) => i.sto_id).sort()

describe('a name search reads words', () => {
  it('matches every word in any order, and a word by its start', async () => {
    expect(await found('oil filter')).toEqual(['1230A046', '1230A152'])
    expect(await found('filter oil element')).toEqual(['1230A152'])
    expect(await found('filt xpand')).toEqual(['1230A046', '1500A023'])
    expect(await found('pad brake rr')).toEqual(['4605A199'])
  })

  it('reads a name the way it reads the search: 10W-30 is two words', async () => {
    expect(await found('oli 10w 30')).toEqual(['MZ690072'])
    expect(await found('10W-30')).toEqual(['MZ690072'])
  })

  it('finds model names as words', async () => {
    expect(await found('pajero')).toEqual(['4605A481'])
    expect(await found('l300')).toEqual(['1230A152', 'MB858466', 'MD360935'])
  })

  it('reads the workshop’s words through the synonyms', async () => {
    expect(await found('kampas rem depan xpander')).toEqual(['4605A198'])
    expect(await found('saringan oli')).toEqual(['1230A046', '1230A152'])
    expect(await found('filter oli xpander')).toEqual(['1230A046'])
    expect(await found('busi xpander')).toEqual(['1822A018'])
    expect(await found('aki')).toEqual(['MZ320282'])
    expect((await byName('kampas rem depan')).highlight).toEqual(
      expect.arrayContaining(['brake', 'pad', 'fr', 'kampas', 'rem', 'depan']),
    )
  })

  it('keeps what the buyer typed as a meaning of its own beside the synonym', async () => {
    // 'rem' is a term's word, not in a name: the typed words alone find nothing, the phrase does
    expect(await found('kampas rem belakang l300')).toEqual(['MB858466'])
  })

  it('never lets typed text reach the query syntax', async () => {
    for (const q of ["filter' & !oil", 'filter:* | (', '\\\\ ! & | : * ( )', 'oil\u0000filter']) {
      const res = await buyer.get(`/api/products-osc?${new URLSearchParams({ q, name_also: '1' })}`)
      expect(res.statusCode, `${q}: ${res.body}`).toBeLessThan(500)
    }
  })
})

describe('typos are forgiven when nothing matches', () => {
  it('reads an unknown word of 4 letters or more as its nearest words', async () => {
    expect(await found('fliter xpander')).toEqual(['1230A046', '1500A023'])
    expect(await found('kampass rem depan')).toEqual(['4605A198', '4605A481'])
    expect((await byName('fliter xpander')).highlight).toContain('filter')
  })

  it('does not read a word the catalogue knows, or a short one, as a typo', async () => {
    // 'pad' and 'air' are known: nothing has both, and no correction brings one
    expect(await found('pad air')).toEqual([])
    expect(await found('flt')).toEqual([])
  })
})

describe("'Relevansi'", () => {
  it('orders the exact number, then its prefix, other numbers, then names, shorter first', async () => {
    const order = (await byName('md360')).items.map((i) => i.sto_id)
    expect(order).toEqual(['MD360', 'MD360935', 'XMD3601', 'ME202121', 'ME202122'])
  })

  it('is the default only for a name search; the spec’s sorts stay', async () => {
    const plain = await buyer.get('/api/products-osc?q=md360')
    expect(plain.json().items.map((i: { sto_id: string }) => i.sto_id)).toEqual(['MD360', 'MD360935', 'XMD3601'])
    const byNumber = (await byName('md360', { order_by: 'sto_id' })).items.map((i) => i.sto_id)
    expect(byNumber).toEqual(['MD360', 'MD360935', 'ME202121', 'ME202122', 'XMD3601'])
    const asked = await buyer.get('/api/products-osc?q=md360&order_by=relevance')
    expect(asked.json().items.map((i: { sto_id: string }) => i.sto_id)).toEqual(['MD360', 'MD360935', 'XMD3601'])
  })

  it('keeps the part-number patterns: starts-with and ends-with', async () => {
    expect(await found('md360*')).toEqual(['MD360', 'MD360935', 'ME202121', 'ME202122'])
    expect(await found('*3601')).toEqual(['XMD3601'])
  })
})

describe('a synonym changed anywhere', () => {
  it('reaches the next search at once', async () => {
    expect(await found('sabuk qq')).toEqual([])
    await t.database.db.transaction().execute(async (trx) => {
      await sql`insert into search_synonyms (term, synonyms) values ('sabuk qq', ${['BELT TIMING', 'BELT FAN']})`.execute(trx)
      await announceSynonymsChanged(trx)
    })
    await expect.poll(() => found('sabuk qq')).toEqual(['MD360935'])
  })
})
