import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import pg from 'pg'
import type { FeedKind } from '../common/feeds'
import { defaultParams, hashPassword } from '../server/auth'
import { type DatabaseHandle, openDatabase } from '../server/db/connect'
import { migrateToLatest } from '../server/db/migrate'
import { openFeedSessions } from '../server/feeds/feed-sessions'
import { findJob } from '../server/feeds/queries'
import { createFeedRunner } from '../server/feeds/runner'
import { createFeedService } from '../server/feeds/service'
import { systemClock } from '../server/lib/clock'
import { BRANCH_COUNT, branchCode, type FeedFiles, partNo, writeFeedFiles } from './feeds-data'
import { preparePriceTargets, writeHargaFile } from './feeds-prices'
import { fmt, type Measured, measure, printTable, signIn } from './lib'
import { startPortal } from './processes'

// `npm run bench -- feeds`: the dealer's nightly files through the feed job (received into the
// database, read back streamed, checked, written in one transaction), each beside PostgreSQL's own
// COPY of the same file into a plain table (the floor), with the memory the job took and where its
// time went; the catalogue and the stock file each run again unchanged and with 5 % of it changed
// (the usual night). Then the catalogue search's p95 while two stock jobs run, beside its idle
// p95. Runs in a database of its own next to DATABASE_URL's (…_feeds, made afresh): the other
// benches' data is not touched.

const MB = 2 ** 20

async function scratchDatabase(): Promise<{ url: string; admin: pg.Client }> {
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('npm run bench -- feeds needs DATABASE_URL=postgres://...')
  const url = new URL(base)
  const name = `${url.pathname.slice(1) || 'postgres'}_feeds`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  url.pathname = `/${name}`
  return { url: url.toString(), admin }
}

async function seed(database: DatabaseHandle): Promise<void> {
  const db = database.db
  const branches = Array.from({ length: BRANCH_COUNT }, (_, b) => ({ code: branchCode(b), name: `Cabang ${b}` }))
  const [first] = await db.insertInto('branches').values(branches).returning('id').execute()
  const store = await db
    .insertInto('stores')
    .values({ branch_id: first.id, ibs_cust_code: 'BENCH01', name: 'BENGKEL BENCH', description: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  const passwordHash = await hashPassword('demo1234', defaultParams(12))
  await db
    .insertInto('users')
    .values({
      username: 'bench.buyer',
      password_hash: passwordHash,
      roles: ['user'],
      store_id: store.id,
      first_name: 'Bench',
      email: null,
      mobile: null,
      address: null,
      landline: null,
      description: null,
      ibs_salesman_code: null,
      avatar_id: null,
      locked_until: null,
      created_by: null,
    })
    .execute()
}

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/**
 * Runs `fn`, sampling this process's RSS every 20 ms and its live heap after a collection every
 * half second (heap used without a collection counts garbage not yet collected); the growth of
 * each over the level before.
 */
async function sampled<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; rssMb: number; heapMb: number }> {
  gc()
  const before = process.memoryUsage()
  let rss = before.rss
  let heap = before.heapUsed
  let ticks = 0
  const timer = setInterval(() => {
    if (++ticks % 25 === 0) {
      gc()
      heap = Math.max(heap, process.memoryUsage().heapUsed)
    }
    rss = Math.max(rss, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  const value = await fn()
  clearInterval(timer)
  return { value, ms: performance.now() - started, rssMb: (rss - before.rss) / MB, heapMb: (heap - before.heapUsed) / MB }
}

/** PostgreSQL's own COPY of the file into a plain table of text columns: the floor. */
async function copyFloor(url: string, file: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const columns = fs.readFileSync(file, 'utf8').slice(0, 200).split('\n')[0].split(',')
    await client.query('drop table if exists copy_floor')
    await client.query(`create table copy_floor (${columns.map((c) => `${c} text`).join(', ')})`)
    fs.chmodSync(file, 0o644)
    const started = performance.now()
    await client.query(`copy copy_floor from '${file}' with (format csv, header true)`)
    const ms = performance.now() - started
    await client.query('drop table copy_floor')
    return ms
  } finally {
    await client.end()
  }
}

interface JobRun {
  name: string
  lines: number
  copyMs: number
  receiveMs: number
  runMs: number
  rssMb: number
  heapMb: number
  counts: string
  steps: JobSteps
}

/** Where a run's time went, as the runner logs it: reading and each line's checks with staging, the whole-file checks, the write. */
interface JobSteps {
  readMs?: number
  checkMs?: number
  writeMs?: number
}

/** The runner's log, keeping the steps of the last job done. */
function stepsLog() {
  let last: JobSteps = {}
  return {
    log: {
      info: (o: object) => {
        last = o as JobSteps
      },
      warn: () => {},
      error: (o: object) => console.error(o),
    },
    last: () => last,
  }
}

async function runFile(
  database: DatabaseHandle,
  runner: ReturnType<typeof createFeedRunner>,
  feeds: ReturnType<typeof createFeedService>,
  kind: FeedKind,
  file: string,
) {
  const received = await sampled(() => feeds.queueLocalFile(kind, 'cli', file))
  const ran = await sampled(() => runner.runKind(kind))
  const job = await findJob(database.db, received.value.id)
  if (job?.state !== 'selesai') throw new Error(`job ${received.value.id} ${job?.state}: ${job?.error}`)
  return {
    job,
    receiveMs: received.ms,
    runMs: ran.ms,
    rssMb: Math.max(received.rssMb, ran.rssMb),
    heapMb: Math.max(received.heapMb, ran.heapMb),
  }
}

async function loadEach(
  database: DatabaseHandle,
  files: FeedFiles & { harga: string },
  floor: (file: string) => Promise<number>,
  /** puts in what the harga file names (its stores, the parts' groups), before its first run */
  prepareHarga: () => Promise<void>,
): Promise<JobRun[]> {
  const sessions = openFeedSessions(database, 2)
  const { log, last } = stepsLog()
  const runner = createFeedRunner({ db: database.db, sessions, clock: systemClock, maxRejectPercent: 1, log })
  const feeds = createFeedService({ db: database.db, clock: systemClock })
  const steps: Array<[string, FeedKind, string]> = [
    ['catalogue, first night (empty)', 'catalogue', files.catalogue],
    ['catalogue, next night (2% prices)', 'catalogue', files.catalogueNight2],
    ['catalogue, same file again', 'catalogue', files.catalogueNight2],
    ['catalogue, 5% prices changed', 'catalogue', files.catalogueChanged],
    ['stock, first night (empty)', 'stock', files.stock],
    ['stock, same file again', 'stock', files.stock],
    ['stock, 5% quantities changed', 'stock', files.stockChanged],
    ['supersessions', 'supersessions', files.supersessions],
    // the customers' own prices (feeds-prices.ts), for stores and part groups put in before it
    ['harga, 200,000 lines (first load)', 'harga', files.harga],
    ['harga, same file again', 'harga', files.harga],
  ]
  const runs: JobRun[] = []
  for (const [name, kind, file] of steps) {
    if (kind === 'harga' && runs.every((r) => !r.name.startsWith('harga'))) await prepareHarga()
    const copyMs = await floor(file)
    const r = await runFile(database, runner, feeds, kind, file)
    const counts = `+${r.job.added} ~${r.job.changed} =${r.job.unchanged} x${r.job.rejected}`
    runs.push({
      name,
      lines: r.job.total_lines,
      copyMs,
      receiveMs: r.receiveMs,
      runMs: r.runMs,
      rssMb: r.rssMb,
      heapMb: r.heapMb,
      counts,
      steps: last(),
    })
  }
  await sessions.close()
  return runs
}

/**
 * Search p95 idle, then while each of the next night's stock jobs runs in this process: the file
 * that changes most quantities, then the usual night's that changes 5 % of them.
 */
async function searchUnderLoad(database: DatabaseHandle, url: string, files: FeedFiles, parts: number) {
  const portal = await startPortal({ DATABASE_URL: url, FEED_WORKER: 'off', SCRYPT_LOG_N: '12' })
  const terms = Array.from({ length: 2_000 }, (_, i) => partNo((i * 7_919) % parts).slice(0, 6))
  const paths = terms.flatMap((t, i) => [
    `/api/products-osc?q=${t}*`,
    `/api/products-osc?q=${t.slice(1, 5)}`,
    i % 4 === 0 ? '/api/products-osc?q=brake&name_also=1' : `/api/products-osc?q=*${t.slice(-3)}`,
  ])
  try {
    const headers = await signIn(portal.url, 'bench.buyer')
    await measure(portal.url, { headers, seconds: 3, paths, connections: 10 })
    const idle = await measure(portal.url, { headers, seconds: 8, paths, connections: 10 })
    const sessions = openFeedSessions(database, 2)
    const log = { info: () => {}, warn: () => {}, error: (o: object) => console.error(o) }
    const runner = createFeedRunner({ db: database.db, sessions, clock: systemClock, maxRejectPercent: 1, log })
    const feeds = createFeedService({ db: database.db, clock: systemClock })
    const busy: Array<{ name: string; measured: Measured; jobMs: number; changed: number }> = []
    for (const [name, file] of [
      ['every quantity changed', files.stockNight2],
      ['5% quantities changed', files.stockNight2Changed],
    ]) {
      const job = feeds.queueLocalFile('stock', 'cli', file).then(async (queued) => {
        const started = performance.now()
        await runner.runKind('stock')
        return { ms: performance.now() - started, job: await findJob(database.db, queued.id) }
      })
      const measured = await measureUntil(portal.url, headers, paths, job)
      const { ms, job: done } = await job
      busy.push({ name, measured, jobMs: ms, changed: done?.changed ?? -1 })
    }
    await sessions.close()
    return { idle, busy }
  } finally {
    await portal.stop()
  }
}

/** Measures in 2-second slices until the job has ended; the slices' latencies pooled. */
async function measureUntil(
  url: string,
  headers: Record<string, string>,
  paths: string[],
  until: Promise<unknown>,
): Promise<Measured> {
  let ended = false
  void until.then(() => {
    ended = true
  })
  const slices: Measured[] = []
  while (!ended || slices.length === 0) slices.push(await measure(url, { headers, seconds: 2, paths, connections: 10 }))
  const worst = slices.reduce((a, b) => (b.p95 > a.p95 ? b : a))
  return {
    ...worst,
    rps: slices.reduce((sum, s) => sum + s.rps, 0) / slices.length,
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  }
}

export async function benchFeeds(args: { parts: number; stockRows: number; edges: number }): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feeds-'))
  fs.chmodSync(dir, 0o755)
  const { url, admin } = await scratchDatabase()
  const database = await openDatabase({ dataDir: '', databaseUrl: url, poolMax: 10 })
  try {
    await migrateToLatest(database.db)
    await seed(database)
    const files = { ...(await writeFeedFiles(dir, args)), harga: (await writeHargaFile(dir, args.parts)).file }
    console.log(
      `load average before: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    )
    const runs = await loadEach(
      database,
      files,
      (file) => copyFloor(url, file),
      () => preparePriceTargets(database, url),
    )
    printTable(
      'Feed jobs beside COPY of the same file (target: a file run again unchanged >= 0.2 of COPY rows/s, 5% changed >= 0.15, memory flat)',
      [
        'file',
        'lines',
        'COPY ms',
        'COPY rows/s',
        'receive ms',
        'run ms',
        'job rows/s',
        'ratio',
        'rss +MB',
        'live heap +MB',
        'counts',
      ],
      runs.map((r) => {
        const copyRate = (r.lines / r.copyMs) * 1000
        const jobRate = (r.lines / (r.receiveMs + r.runMs)) * 1000
        return [
          r.name,
          r.lines,
          fmt(r.copyMs),
          fmt(copyRate),
          fmt(r.receiveMs),
          fmt(r.runMs),
          fmt(jobRate),
          (jobRate / copyRate).toFixed(2),
          fmt(r.rssMb),
          fmt(r.heapMb),
          r.counts,
        ]
      }),
    )
    printTable(
      'Where a job run went (ms): read (each line parsed, checked and staged), whole-file checks, compare and write',
      ['file', 'receive', 'read', 'checks', 'write'],
      runs.map((r) => [r.name, fmt(r.receiveMs), fmt(r.steps.readMs ?? 0), fmt(r.steps.checkMs ?? 0), fmt(r.steps.writeMs ?? 0)]),
    )
    const load = await searchUnderLoad(database, url, files, args.parts)
    const row = (when: string, m: Measured) => [when, fmt(m.p50), fmt(m.p95), fmt(m.p99), fmt(m.rps), m.errors]
    printTable(
      "Catalogue search (10 connections) idle and while each of the next night's stock jobs runs (target p95 <= 1.5x idle)",
      ['when', 'p50', 'p95', 'p99', 'req/s', 'errors', 'p95 ratio'],
      [
        [...row('idle', load.idle), '1.00'],
        ...load.busy.map((b) => [
          ...row(`stock job, ${b.name} (${fmt(b.jobMs)} ms, ${b.changed} changed)`, b.measured),
          (b.measured.p95 / load.idle.p95).toFixed(2),
        ]),
      ],
    )
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
  } finally {
    await database.close()
    await admin.end()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
