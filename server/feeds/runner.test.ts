import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/connect'
import { systemClock } from '../lib/clock'
import { openDatabaseBehindProxy, openTestDatabase } from '../test/database'
import { buildBranch, buildProduct, setStock } from '../test/factories'
import { jobOf, queueFeed, type TestRunner, testRunner } from '../test/feed-factories'
import type { TcpProxy } from '../test/tcp-proxy'

// One job of a kind at a time across instances, and a job cut off mid-way: failed when the portal
// comes back, nothing of it written, its file run again.

const adminUrl = process.env.TEST_DATABASE_URL
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const LOCK = [0x46454544, 2] // the stock kind's advisory lock (lock-queries.ts)

function stockFile(branch: string, parts: number, qty: number): string {
  const lines = Array.from({ length: parts }, (_, i) => `${branch},S${String(i).padStart(5, '0')},${qty},`)
  return `branch,part_no,qty,price\n${lines.join('\n')}\n`
}

async function seedParts(db: DatabaseHandle['db'], count: number) {
  const parts = Array.from({ length: count }, (_, i) => ({ sto_id: `S${String(i).padStart(5, '0')}`, name: 'PART', price: 1 }))
  for (let i = 0; i < parts.length; i += 1_000)
    await db
      .insertInto('products')
      .values(parts.slice(i, i + 1_000))
      .execute()
}

describe('a job left running by a runner that is gone (one process)', () => {
  it('is marked failed when the kind is next run, and the next job runs', async () => {
    const database = await openTestDatabase()
    const runner = testRunner(database)
    try {
      await buildBranch(database.db, 'JKT01')
      await buildProduct(database.db, { sto_id: 'S00000' })
      const cut = await queueFeed(database.db, 'stock', stockFile('JKT01', 1, 3))
      await database.db
        .updateTable('feed_jobs')
        .set({ state: 'berjalan', started_at: new Date() })
        .where('id', '=', cut)
        .execute()
      const next = await queueFeed(database.db, 'stock', stockFile('JKT01', 1, 4))
      await runner.tick()
      expect(await jobOf(database.db, cut)).toMatchObject({
        state: 'gagal',
        error: 'Terputus sebelum selesai (server berhenti atau database terputus). Tidak ada yang dimuat; jalankan ulang.',
      })
      expect((await jobOf(database.db, next)).state).toBe('selesai')
    } finally {
      await runner.close()
      await database.close()
    }
  })
})

describe.runIf(adminUrl)('two instances on one PostgreSQL', () => {
  let a: DatabaseHandle
  let b: DatabaseHandle
  let runA: TestRunner
  let runB: TestRunner

  beforeAll(async () => {
    a = await openTestDatabase()
    b = await openDatabase({ dataDir: '', databaseUrl: a.pool?.options.connectionString, poolMax: 4 })
    runA = testRunner(a, { clock: systemClock })
    runB = testRunner(b, { clock: systemClock })
    await buildBranch(a.db, 'JKT01')
    await seedParts(a.db, 3_000)
  })
  afterAll(async () => {
    await runA.close()
    await runB.close()
    await b.close()
    await a.close()
  })

  it('leave a second job of a kind waiting while the first holds the lock', async () => {
    const holder = new pg.Client({ connectionString: a.pool?.options.connectionString })
    await holder.connect()
    try {
      await holder.query('select pg_advisory_lock($1, $2)', LOCK)
      const id = await queueFeed(a.db, 'stock', stockFile('JKT01', 10, 1))
      expect(await runB.runKind('stock')).toBe(false)
      expect((await jobOf(a.db, id)).state).toBe('antrian')
      await holder.query('select pg_advisory_unlock($1, $2)', LOCK)
      expect(await runB.runKind('stock')).toBe(true)
      expect((await jobOf(a.db, id)).state).toBe('selesai')
    } finally {
      await holder.end()
    }
  })

  it('run each queued job once, one at a time, whichever instance takes it', async () => {
    const ids: number[] = []
    for (let qty = 1; qty <= 4; qty++) ids.push(await queueFeed(a.db, 'stock', stockFile('JKT01', 3_000, qty)))
    // both instances look for work at once, again and again, as their workers would
    for (let round = 0; round < 6; round++) await Promise.all([runA.tick(), runB.tick(), runA.tick(), runB.tick()])
    const jobs = await Promise.all(ids.map((id) => jobOf(a.db, id)))
    expect(jobs.map((j) => j.state)).toEqual(['selesai', 'selesai', 'selesai', 'selesai'])
    // the first file found the 10 parts of the test before; each later one changes every line
    expect(jobs.map((j) => [j.added, j.changed, j.unchanged])).toEqual([
      [2_990, 0, 10],
      [0, 3_000, 0],
      [0, 3_000, 0],
      [0, 3_000, 0],
    ])
    const spans = jobs.map((j) => [j.started_at?.getTime() ?? 0, j.finished_at?.getTime() ?? 0]).sort((x, y) => x[0] - y[0])
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1])
    const left = await a.db.selectFrom('stock').select('qty').distinct().execute()
    expect(left.map((r) => r.qty)).toEqual([4])
  })
})

describe.runIf(adminUrl)('a job cut off by a database outage', () => {
  let database: DatabaseHandle
  let proxy: TcpProxy
  let runner: TestRunner

  beforeAll(async () => {
    ;({ database, proxy } = await openDatabaseBehindProxy())
    runner = testRunner(database, { clock: systemClock })
    const branch = await buildBranch(database.db, 'JKT01')
    await seedParts(database.db, 2_000)
    const products = await database.db.selectFrom('products').select('id').execute()
    for (const p of products.slice(0, 100)) await setStock(database.db, branch.id, p.id, 7)
  })
  afterAll(async () => {
    proxy.restore()
    await runner.close()
    await database.close()
    await proxy.close()
  })

  const stockState = async () =>
    (
      await sql<{ n: number; total: number }>`select count(*)::int as n, coalesce(sum(qty), 0)::int as total from stock`.execute(
        database.db,
      )
    ).rows[0]

  it('leaves the stock as it was, is marked failed when the database is back, and runs again', async () => {
    const before = await stockState()
    const id = await queueFeed(database.db, 'stock', stockFile('JKT01', 2_000, 9))
    const sprung = proxy.cutOn('insert into stock', 'before')
    // the worker would log this and look again later
    await expect(runner.runKind('stock')).rejects.toThrow()
    await sprung
    proxy.restore()
    await sleep(300) // the pool notices its dropped idle connections
    expect(await stockState()).toEqual(before)
    // the runner could not even say it failed: the job still reads 'berjalan' until a runner comes
    expect((await jobOf(database.db, id)).state).toBe('berjalan')
    for (let i = 0; i < 50 && (await jobOf(database.db, id)).state === 'berjalan'; i++) {
      await runner.runKind('stock').catch(() => {})
      await sleep(100)
    }
    const failed = await jobOf(database.db, id)
    expect(failed.state).toBe('gagal')
    expect(failed.error).toMatch(/^Terputus sebelum selesai/)
    expect(await stockState()).toEqual(before)
    // its file is still there: run again as a new job, it loads
    const again = await database.db
      .insertInto('feed_jobs')
      .values({
        kind: 'stock',
        source: failed.source,
        file_name: failed.file_name,
        file_id: failed.file_id,
        byte_size: failed.byte_size,
        checksum: failed.checksum,
        encoding: failed.encoding,
        file_time: failed.file_time,
        created_by: null,
        retry_of: id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await runner.runKind('stock')
    expect(await jobOf(database.db, again.id)).toMatchObject({ state: 'selesai', added: 1_900, changed: 100 })
    expect(await stockState()).toEqual({ n: 2_000, total: 18_000 })
  })

  it('is done, not failed, when only the answer to its commit was lost', async () => {
    const id = await queueFeed(database.db, 'stock', stockFile('JKT01', 2_000, 5))
    const sprung = proxy.cutOn('commit', 'after')
    await expect(runner.runKind('stock')).rejects.toThrow()
    await sprung
    proxy.restore()
    await sleep(300)
    for (let i = 0; i < 20; i++) {
      await runner.runKind('stock').catch(() => {})
      await sleep(50)
    }
    expect(await jobOf(database.db, id)).toMatchObject({ state: 'selesai', changed: 2_000 })
    expect(await stockState()).toEqual({ n: 2_000, total: 10_000 })
  })
})
