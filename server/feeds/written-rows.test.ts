import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildProduct } from '../test/factories'
import { loadFeed, type TestRunner, testRunner } from '../test/feed-factories'

// A nightly file differs from the last in a few lines: the catalogue and stock jobs write those
// and leave every other row as it is on disk. A row an upsert only visits is still locked, which
// writes its tuple (xmax) like a change would; so each row's tuple version (ctid, xmin, xmax) is
// read before and after a job, and only the rows the file changes may have a new one.

let database: DatabaseHandle
let runner: TestRunner

type Versions = Record<string, string>

const stockVersions = async (): Promise<Versions> => {
  const { rows } = await sql<{ key: string; version: string }>`
    select b.code || ' ' || p.sto_id as key, concat_ws(' ', s.ctid::text, s.xmin::text, s.xmax::text) as version
    from stock s join branches b on b.id = s.branch_id join products p on p.id = s.product_id
  `.execute(database.db)
  return Object.fromEntries(rows.map((r) => [r.key, r.version]))
}

const partVersions = async (): Promise<Versions> => {
  const { rows } = await sql<{ key: string; version: string }>`
    select sto_id as key, concat_ws(' ', ctid::text, xmin::text, xmax::text) as version from products where sto_id like 'W%'
  `.execute(database.db)
  return Object.fromEntries(rows.map((r) => [r.key, r.version]))
}

/** The keys whose tuple is not the one it was (new rows included). */
const rewritten = (before: Versions, after: Versions) =>
  Object.keys(after)
    .filter((key) => before[key] !== after[key])
    .sort()

const stockTimes = async () =>
  (
    await database.db
      .selectFrom('branch_stock_loads as l')
      .innerJoin('branches as b', 'b.id', 'l.branch_id')
      .select(['b.code', 'l.loaded_at'])
      .orderBy('b.code')
      .execute()
  ).map((r) => `${r.code} ${r.loaded_at.toISOString()}`)

const part = (i: number) => `P${String(i).padStart(4, '0')}`

beforeAll(async () => {
  database = await openTestDatabase()
  runner = testRunner(database)
  await buildBranch(database.db, 'JKT01')
  await buildBranch(database.db, 'SBY01')
  for (let i = 1; i <= 40; i++) await buildProduct(database.db, { sto_id: part(i) })
})
afterAll(async () => {
  await runner.close()
  await database.close()
})

describe('stock feed: only what changed is written', () => {
  // 40 lines for JKT01 with prices, 20 for SBY01 without
  const night = (qty: (i: number) => number, price: (i: number) => string) =>
    [
      'branch,part_no,qty,price',
      ...Array.from({ length: 40 }, (_, i) => `JKT01,${part(i + 1)},${qty(i + 1)},${price(i + 1)}`),
      ...Array.from({ length: 20 }, (_, i) => `SBY01,${part(i + 1)},${i % 3},`),
      '',
    ].join('\n')
  const firstNight = night(
    (i) => i % 7,
    (i) => String(1000 * i),
  )
  const at = (hour: number) => new Date(`2026-11-25T${String(hour).padStart(2, '0')}:00:00Z`)

  it('leaves every row untouched when the same file comes again', async () => {
    const first = await loadFeed(database, runner, 'stock', firstNight, { fileTime: at(1) })
    expect(first).toMatchObject({ state: 'selesai', added: 60, changed: 0 })
    const before = await stockVersions()
    const again = await loadFeed(database, runner, 'stock', firstNight, { fileTime: at(2) })
    expect(again).toMatchObject({ state: 'selesai', added: 0, changed: 0, unchanged: 60, same_as: first.id })
    expect(rewritten(before, await stockVersions())).toEqual([])
  })

  it('writes only the new lines and the changed quantities and prices; every branch in the file gets its stock time', async () => {
    const before = await stockVersions()
    const changed = night(
      (i) => (i === 3 || i === 9 ? 30 + i : i % 7),
      (i) => (i === 12 ? '1' : String(1000 * i)),
    ).replace('\nSBY01,P0001,', '\nSBY01,P0040,5,\nSBY01,P0001,')
    const job = await loadFeed(database, runner, 'stock', changed, { fileTime: at(3) })
    expect(job).toMatchObject({ state: 'selesai', total_lines: 61, added: 1, changed: 3, unchanged: 57, rejected: 0 })
    expect(rewritten(before, await stockVersions())).toEqual(['JKT01 P0003', 'JKT01 P0009', 'JKT01 P0012', 'SBY01 P0040'])
    // SBY01's lines were all as before: its figures are still this file's
    expect(await stockTimes()).toEqual([`JKT01 ${at(3).toISOString()}`, `SBY01 ${at(3).toISOString()}`])
  })

  it('compares only the quantity when the file has no price column, and keeps the prices', async () => {
    const before = await stockVersions()
    const noPrices = [
      'branch,part_no,qty',
      ...Array.from({ length: 40 }, (_, i) => `JKT01,${part(i + 1)},${i + 1 === 5 ? 99 : (i + 1) % 7}`),
    ]
    const job = await loadFeed(database, runner, 'stock', `${noPrices.join('\n')}\n`)
    // P0003 and P0009 go back to the first night's quantities, P0005 changes
    expect(job).toMatchObject({ state: 'selesai', added: 0, changed: 3, unchanged: 37 })
    expect(rewritten(before, await stockVersions())).toEqual(['JKT01 P0003', 'JKT01 P0005', 'JKT01 P0009'])
    const prices = await database.db
      .selectFrom('stock as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('branches as b', 'b.id', 's.branch_id')
      .where('b.code', '=', 'JKT01')
      .where('p.sto_id', 'in', ['P0005', 'P0012'])
      .select(['p.sto_id', 's.qty', 's.price_osc'])
      .orderBy('p.sto_id')
      .execute()
    expect(prices).toEqual([
      { sto_id: 'P0005', qty: 99, price_osc: 5000 },
      { sto_id: 'P0012', qty: 5, price_osc: 1 },
    ])
  })
})

describe('catalogue feed: only what changed is written', () => {
  const lines = (edit: (i: number) => string | null = () => null) =>
    Array.from({ length: 30 }, (_, i) => edit(i) ?? `W${String(i).padStart(3, '0')},PART ${i},${1000 + i},/parts/${i}.svg`)
  const file = (rows: string[], header = 'part_no,name,price,image_url') => `${[header, ...rows].join('\n')}\n`

  it('leaves every part untouched when the same file comes again', async () => {
    const first = await loadFeed(database, runner, 'catalogue', file(lines()))
    expect(first).toMatchObject({ state: 'selesai', added: 30, changed: 0 })
    const before = await partVersions()
    const again = await loadFeed(database, runner, 'catalogue', file(lines()))
    expect(again).toMatchObject({ state: 'selesai', added: 0, changed: 0, unchanged: 30 })
    expect(rewritten(before, await partVersions())).toEqual([])
  })

  it('writes only new parts, changed names and prices, and parts listed again after being made inactive', async () => {
    await database.db.updateTable('products').set({ is_active: false }).where('sto_id', '=', 'W007').execute()
    const before = await partVersions()
    const edited = lines((i) => (i === 2 ? 'W002,PART 2 BARU,1002,/parts/2.svg' : i === 4 ? 'W004,PART 4,5,/parts/4.svg' : null))
    const job = await loadFeed(database, runner, 'catalogue', file([...edited, 'W999,PART BARU,7,']))
    expect(job).toMatchObject({ state: 'selesai', total_lines: 31, added: 1, changed: 3, unchanged: 27 })
    expect(rewritten(before, await partVersions())).toEqual(['W002', 'W004', 'W007', 'W999'])
    const w007 = await database.db
      .selectFrom('products')
      .select('is_active')
      .where('sto_id', '=', 'W007')
      .executeTakeFirstOrThrow()
    expect(w007.is_active).toBe(true)
  })

  it('compares names and prices only when the file has no image_url column, and keeps the pictures', async () => {
    const before = await partVersions()
    const rows = lines(
      (i) => `W${String(i).padStart(3, '0')},PART ${i}${i === 2 ? ' BARU' : ''},${i === 4 ? 5 : i === 6 ? 66 : 1000 + i}`,
    )
    const job = await loadFeed(database, runner, 'catalogue', file(rows, 'part_no,name,price'))
    expect(job).toMatchObject({ state: 'selesai', added: 0, changed: 1, unchanged: 29 })
    expect(rewritten(before, await partVersions())).toEqual(['W006'])
    const w006 = await database.db
      .selectFrom('products')
      .select('image_url')
      .where('sto_id', '=', 'W006')
      .executeTakeFirstOrThrow()
    expect(w006.image_url).toBe('/parts/6.svg')
  })
})
