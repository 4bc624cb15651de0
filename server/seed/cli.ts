import { parseArgs } from 'node:util'
import { SingleBar } from 'cli-progress'
import { sql } from 'kysely'
import { defaultParams, hashPassword } from '#server/auth/index.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import type { Database } from '../db/types'
import { bulkParts, bulkStock, bulkStores, countMissingStock, countRows, type Progress } from './bulk'
import { bulkOrders } from './bulk-orders'
import { DEMO_PASSWORD, isSeeded, seedDemo } from './demo'

// `npm run db:seed -- --parts 300000 --orders 500000`: a dealer-scale dataset for benchmarks and
// for trying the screens with real volumes. Tops up to the totals asked for, so it can be run
// again (or after an interruption) without duplicating anything.

const USAGE = `Usage: npm run db:seed -- [--parts N] [--orders N]

Fills the configured database (DATABASE_URL, or PGlite in DATA_DIR) with dealer-scale data:
demo data first if the database is empty, then generated parts, stock for every branch,
2,000 extra stores with one buyer each, and orders with items and history over two years.
Totals are targets: existing rows count, and a second run adds only what is missing.

  --parts N    total products wanted (default 300000)
  --orders N   total orders wanted (default 500000)
  --help       show this text`

const EXTRA_STORES = 2_000
// the part-number space holds about 5 million numbers; beyond these the run would take hours anyway
const LIMITS = { parts: 2_000_000, orders: 10_000_000 } as const

class UsageError extends Error {}

function parseCount(flag: keyof typeof LIMITS, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const cleaned = raw.replace(/[_,]/g, '')
  if (!/^\d+$/.test(cleaned)) throw new UsageError(`--${flag} must be a whole number, got '${raw}'`)
  const n = Number(cleaned)
  if (n > LIMITS[flag]) throw new UsageError(`--${flag} must be at most ${LIMITS[flag].toLocaleString('en')}, got ${raw}`)
  return n
}

function readFlags(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { parts: { type: 'string' }, orders: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (err) {
    throw new UsageError((err as Error).message)
  }
}

function parse(argv: string[]) {
  const values = readFlags(argv)
  return {
    help: values.help === true,
    parts: parseCount('parts', values.parts, 300_000),
    orders: parseCount('orders', values.orders, 500_000),
  }
}

/** Runs one phase under its own progress bar and returns how long it took. */
async function phase(label: string, total: number, run: (p: Progress) => Promise<unknown>): Promise<number> {
  const started = Date.now()
  if (total <= 0) {
    console.log(`${label.padEnd(8)} nothing to add`)
    await run({ increment() {} })
    return Date.now() - started
  }
  const bar = new SingleBar({
    format: `${label.padEnd(8)} [{bar}] {percentage}% | {value}/{total} | {rate}/s | ETA {eta_formatted}`,
    barsize: 30,
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 5_000,
    etaBuffer: 20,
  })
  let done = 0
  bar.start(total, 0, { rate: '0' })
  await run({
    increment(n) {
      done += n
      const seconds = (Date.now() - started) / 1000
      bar.update(Math.min(done, total), { rate: seconds > 0 ? Math.round(done / seconds).toLocaleString('en') : '0' })
    },
  })
  bar.update(total)
  bar.stop()
  return Date.now() - started
}

async function main(argv: string[]): Promise<void> {
  const args = parse(argv)
  if (args.help) {
    console.log(USAGE)
    return
  }
  const config = loadConfig()
  // bulk statements and the final ANALYZE may run longer than the server's 15 s limit
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: 600_000,
    poolMax: 4,
  })
  const { db } = handle
  const now = new Date()
  const timings: [string, number][] = []
  const started = Date.now()
  try {
    console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`)
    await migrateToLatest(db)
    const passwordHash = await hashPassword(DEMO_PASSWORD, defaultParams(config.scryptLogN))
    if (!(await isSeeded(db))) {
      const t = Date.now()
      console.log('Empty database: seeding the demo data first…')
      await seedDemo(db, { passwordHash, now })
      timings.push(['demo', Date.now() - t])
    }
    const parts = Math.max(0, args.parts - (await countRows(db, 'products')))
    timings.push(['parts', await phase('Parts', parts, (p) => bulkParts(db, args.parts, now, p))])
    timings.push(['stock', await phase('Stock', await countMissingStock(db), (p) => bulkStock(db, now, p))])
    timings.push(['stores', await phase('Stores', EXTRA_STORES, (p) => bulkStores(db, EXTRA_STORES, passwordHash, now, p))])
    const orders = Math.max(0, args.orders - (await countRows(db, 'orders')))
    timings.push(['orders', await phase('Orders', orders, (p) => bulkOrders(db, args.orders, now, p))])
    // fresh planner statistics, or the first benchmark runs on estimates from an empty table
    const t = Date.now()
    await sql`analyze`.execute(db)
    timings.push(['analyze', Date.now() - t])
    await summary(db, timings, Date.now() - started)
  } finally {
    await handle.close()
  }
}

async function summary(db: import('kysely').Kysely<Database>, timings: [string, number][], totalMs: number) {
  const tables: (keyof Database)[] = ['branches', 'stores', 'users', 'products', 'stock', 'orders', 'order_items', 'order_events']
  console.log('\nRows:')
  for (const t of tables) console.log(`  ${t.padEnd(13)} ${(await countRows(db, t)).toLocaleString('en').padStart(12)}`)
  const byStatus = await db
    .selectFrom('orders')
    .select(['status', db.fn.countAll<number>().as('n')])
    .groupBy('status')
    .orderBy('status')
    .execute()
  console.log(`Orders by status: ${byStatus.map((r) => `${r.status}=${Number(r.n).toLocaleString('en')}`).join('  ')}`)
  console.log(
    `Time: ${timings.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}s`).join(', ')}; total ${(totalMs / 1000).toFixed(1)}s`,
  )
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof UsageError) {
    console.error(`Error: ${err.message}\n\n${USAGE}`)
    process.exitCode = 2
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err)
    process.exitCode = 1
  }
})
