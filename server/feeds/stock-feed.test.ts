import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildProduct } from '../test/factories'
import { loadFeed, rejectsOf, type TestRunner, testRunner } from '../test/feed-factories'

let database: DatabaseHandle
let runner: TestRunner

const stockRows = async () =>
  (
    await database.db
      .selectFrom('stock as s')
      .innerJoin('branches as b', 'b.id', 's.branch_id')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['b.code', 'p.sto_id', 's.qty', 's.price_osc'])
      .orderBy('b.code')
      .orderBy('p.sto_id')
      .execute()
  ).map((r) => `${r.code} ${r.sto_id} ${r.qty} ${r.price_osc ?? '-'}`)

/** n good lines for JKT01 over parts P0001..: enough lines for a few bad ones to stay under 1% */
const goodLines = (n: number, qty = 5) =>
  Array.from({ length: n }, (_, i) => `JKT01,P${String(i + 1).padStart(4, '0')},${qty},`).join('\n')

beforeAll(async () => {
  database = await openTestDatabase()
  runner = testRunner(database)
  await buildBranch(database.db, 'JKT01')
  await buildBranch(database.db, 'SBY01')
  for (let i = 1; i <= 300; i++) await buildProduct(database.db, { sto_id: `P${String(i).padStart(4, '0')}` })
  await buildProduct(database.db, { sto_id: '1230A046' })
  await buildProduct(database.db, { sto_id: 'MZ320282' })
})
afterAll(async () => {
  await runner.close()
  await database.close()
})

describe('stock feed job', () => {
  it('adds, then changes only what changed, and says so; a second load of the same file changes nothing', async () => {
    const first = await loadFeed(
      database,
      runner,
      'stock',
      'branch,part_no,qty,price\njkt01,1230a046,5,88000\nJKT01,MZ320282,0,\n',
    )
    expect(first).toMatchObject({ state: 'selesai', total_lines: 2, added: 2, changed: 0, unchanged: 0, rejected: 0 })
    const second = await loadFeed(
      database,
      runner,
      'stock',
      'branch;part_no;qty;price\nJKT01;1230A046;7;88000\nJKT01;MZ320282;0;\nSBY01;MZ320282;3;\n',
    )
    expect(second).toMatchObject({ state: 'selesai', added: 1, changed: 1, unchanged: 1, rejected: 0, same_as: null })
    expect(await stockRows()).toEqual(['JKT01 1230A046 7 88000', 'JKT01 MZ320282 0 -', 'SBY01 MZ320282 3 -'])
    const again = await loadFeed(
      database,
      runner,
      'stock',
      'branch;part_no;qty;price\nJKT01;1230A046;7;88000\nJKT01;MZ320282;0;\nSBY01;MZ320282;3;\n',
    )
    expect(again).toMatchObject({ state: 'selesai', added: 0, changed: 0, unchanged: 3, same_as: second.id })
  })

  it('writes the good lines and lists the bad ones with their reasons, under the 1% threshold', async () => {
    const bad = [
      'XXX01,P0001,1,', // unknown branch
      'JKT01,TIDAKADA,1,', // unknown part
      'JKT01,P0002,-1,', // bad quantity
    ]
    const job = await loadFeed(database, runner, 'stock', `branch,part_no,qty,price\n${goodLines(297, 9)}\n${bad.join('\n')}\n`)
    expect(job).toMatchObject({ state: 'selesai', total_lines: 300, rejected: 3, added: 297, changed: 0 })
    expect(await rejectsOf(database.db, job.id)).toEqual([
      [299, 'cabang tidak dikenal: "XXX01"'],
      [300, 'part tidak ditemukan: "TIDAKADA"'],
      [301, 'qty harus bilangan bulat >= 0: "-1"'],
    ])
    const loaded = await database.db
      .selectFrom('stock')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('qty', '=', 9)
      .executeTakeFirstOrThrow()
    expect(Number(loaded.n)).toBe(297)
  })

  it('refuses both lines of a branch and part given twice, naming the other line', async () => {
    const job = await loadFeed(
      database,
      runner,
      'stock',
      `branch,part_no,qty\n${goodLines(200, 4)}\nSBY01,1230A046,1\nsby01,1230a046,2\n`,
    )
    expect(job).toMatchObject({ state: 'selesai', rejected: 2 })
    expect(await rejectsOf(database.db, job.id)).toEqual([
      [202, 'baris ganda untuk cabang dan part yang sama (juga di baris 203)'],
      [203, 'baris ganda untuk cabang dan part yang sama (juga di baris 202)'],
    ])
    expect(await stockRows()).not.toContain('SBY01 1230A046 1 -')
  })

  it('writes nothing when more than FEED_MAX_REJECT_PERCENT of the lines are bad, and the job fails', async () => {
    const before = await stockRows()
    const job = await loadFeed(
      database,
      runner,
      'stock',
      `branch,part_no,qty\n${goodLines(97, 50)}\nJKT01,P0001,x\nJKT01,P0002,y\nJKT01,NOPE,1\n`,
    )
    expect(job.state).toBe('gagal')
    expect(job.error).toBe('3 dari 100 baris bermasalah (3%), lebih dari batas 1%: tidak ada yang dimuat.')
    expect(job).toMatchObject({ total_lines: 100, rejected: 3, added: 0, changed: 0 })
    expect(await stockRows()).toEqual(before)
    expect((await rejectsOf(database.db, job.id)).map(([line]) => line)).toEqual([99, 100, 101])
  })

  it('records when each branch in the file was loaded, and not for a file loaded before', async () => {
    const at = new Date('2026-11-26T06:00:00+07:00')
    const job = await loadFeed(database, runner, 'stock', 'branch,part_no,qty\nSBY01,P0100,1\n', { fileTime: at })
    expect(job.state).toBe('selesai')
    const loads = await database.db
      .selectFrom('branch_stock_loads as l')
      .innerJoin('branches as b', 'b.id', 'l.branch_id')
      .select(['b.code', 'l.loaded_at', 'l.job_id'])
      .orderBy('b.code')
      .execute()
    expect(loads.find((l) => l.code === 'SBY01')).toMatchObject({ loaded_at: at, job_id: job.id })
    // the same bytes a day later: the stock is still the 26th's
    const resent = await loadFeed(database, runner, 'stock', 'branch,part_no,qty\nSBY01,P0100,1\n', {
      fileTime: new Date('2026-11-27T06:00:00+07:00'),
    })
    expect(resent).toMatchObject({ state: 'selesai', same_as: job.id, unchanged: 1 })
    const sby = await database.db
      .selectFrom('branch_stock_loads as l')
      .innerJoin('branches as b', 'b.id', 'l.branch_id')
      .select('l.loaded_at')
      .where('b.code', '=', 'SBY01')
      .executeTakeFirstOrThrow()
    expect(sby.loaded_at).toEqual(at)
  })

  it('refuses a file without the columns of a stock file when it arrives: no job, no bytes kept', async () => {
    const count = async (table: 'feed_jobs' | 'feed_files') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = [await count('feed_jobs'), await count('feed_files')]
    const refused = await loadFeed(database, runner, 'stock', 'cabang,part,jumlah\nJKT01,P0001,1\n').catch((e) => e)
    expect([refused.status, refused.code, refused.detail]).toEqual([
      422,
      'FEED_COLUMNS_INVALID',
      'Kolom branch, part_no, qty tidak ada. Kolom file ini: branch, part_no, qty, price (opsional).',
    ])
    expect([await count('feed_jobs'), await count('feed_files')]).toEqual(before)
  })
})

describe('stock feed job without a price column', () => {
  it("keeps the branch's OSC prices, and an empty price cell clears one", async () => {
    await loadFeed(database, runner, 'stock', 'branch,part_no,qty,price\nSBY01,P0200,1,5000\nSBY01,P0201,1,6000\n')
    const job = await loadFeed(database, runner, 'stock', 'branch,part_no,qty\nSBY01,P0200,2\nSBY01,P0201,1\n')
    expect(job).toMatchObject({ state: 'selesai', changed: 1, unchanged: 1 })
    expect((await stockRows()).filter((r) => r.startsWith('SBY01 P020'))).toEqual(['SBY01 P0200 2 5000', 'SBY01 P0201 1 6000'])
    await loadFeed(database, runner, 'stock', 'branch,part_no,qty,price\nSBY01,P0200,2,\n')
    expect((await stockRows()).filter((r) => r.startsWith('SBY01 P0200'))).toEqual(['SBY01 P0200 2 -'])
  })
})
