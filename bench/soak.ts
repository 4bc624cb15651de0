import { sql } from 'kysely'
import { DEMO_PASSWORD } from '../server/seed/demo'
import { ensureDataset, fmt, openBenchDatabase, printTable, signIn } from './lib'
import { type ServerProcess, startPortal } from './processes'
import { type Buyer, buyerLoop, Ledger, type SoakWorld, staffLoop } from './soak-actors'
import { auditSoak } from './soak-audit'
import { type Actor, SoakClient } from './soak-client'
import { EventStreamReader } from './soak-streams'

// `npm run bench -- soak [--minutes 10] [--buyers 60] [--staff 6]`: two portal instances on one
// PostgreSQL for a set time under a branch's working mix (workshops searching, filling and
// checking out carts, answering confirmations; staff reading queues, confirming against OSC,
// exporting; every browser holding its event stream), then an audit of the database. It prints
// calls per second, p95 per call, errors (must be 0), each instance's memory after warm-up and
// at the end, and the audit (every figure must be 0).

const BRANCH = 'JKT01'
const METRICS_TOKEN = 'soak-bench-metrics-token'
// quick searches a workshop types: the chips, a starts-with, a contains and a name search
const SEARCHES = ['1230A*', '1770A*', 'MZ320*', '230A0', 'MD3*', '*046', 'MB9*', '1500A*']

interface Memory {
  rss: number
  heap: number
}

async function memoryOf(portal: ServerProcess): Promise<Memory> {
  const res = await fetch(`${portal.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const text = await res.text()
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN)
  return { rss: value('portal_process_resident_memory_bytes'), heap: value('portal_nodejs_heap_size_used_bytes') }
}

/** The median of a few readings: one reading lands wherever the collector happens to be. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

async function chooseAccounts(buyerCount: number) {
  const database = await openBenchDatabase()
  const branch = await database.db.selectFrom('branches').select(['id']).where('code', '=', BRANCH).executeTakeFirstOrThrow()
  const buyers = await database.db
    .selectFrom('users')
    .innerJoin('stores', 'stores.id', 'users.store_id')
    .select(['users.id', 'users.username'])
    .where('stores.branch_id', '=', branch.id)
    .where('users.is_active', '=', true)
    .where(sql<boolean>`users.roles = array['user']`)
    .orderBy('users.id')
    .limit(buyerCount)
    .execute()
  const staff = await database.db
    .selectFrom('users')
    .select(['username'])
    .where('branch_id', '=', branch.id)
    .where('is_active', '=', true)
    .where(sql<boolean>`roles = array['seller']`)
    .orderBy('id')
    .execute()
  await database.close()
  return { buyers, staff: staff.map((s) => s.username) }
}

export async function benchSoak(args: { minutes: number; buyers: number; staff: number; parts: number; orders: number }) {
  const database = await openBenchDatabase()
  const count = await database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  await database.close()
  if (Number(count.n) < args.orders) ensureDataset(args.parts, args.orders)
  const accounts = await chooseAccounts(args.buyers)

  const portals = [await startPortal({ METRICS_TOKEN }), await startPortal({ METRICS_TOKEN })]
  const client = new SoakClient(portals.map((p) => p.url))
  const buyers: Buyer[] = []
  const streams = new Map<number, EventStreamReader[]>()
  for (const [i, account] of accounts.buyers.entries()) {
    const headers = await signIn(portals[i % 2].url, account.username, DEMO_PASSWORD)
    const buyer: Buyer = { name: account.username, headers, userId: account.id, cart: new Map() }
    await client.call('cart clear', buyer, { method: 'DELETE', path: '/api/cart' })
    // each workshop's browser listens on the other instance than it signed in on
    streams.set(account.id, [await EventStreamReader.open(portals[(i + 1) % 2].url, headers)])
    buyers.push(buyer)
  }
  const staff: Actor[] = []
  const staffStreams: EventStreamReader[] = []
  for (let i = 0; i < args.staff; i++) {
    const username = accounts.staff[i % accounts.staff.length]
    const headers = await signIn(portals[i % 2].url, username, DEMO_PASSWORD)
    staff.push({ name: `${username}#${i}`, headers })
    staffStreams.push(await EventStreamReader.open(portals[i % 2].url, headers))
  }

  const seconds = args.minutes * 60
  const warmUp = Math.min(60, seconds / 10)
  const ledger = new Ledger()
  const since = new Date()
  const deadline = Date.now() + seconds * 1000
  const world: SoakWorld = { client, ledger, searches: SEARCHES, running: () => Date.now() < deadline }
  console.log(
    `Soak: ${buyers.length} workshops and ${staff.length} staff of ${BRANCH} on two instances for ${args.minutes} min (first ${warmUp} s warm-up)`,
  )
  const loops = [
    ...buyers.map((b) => buyerLoop(world, b)),
    ...staff.map((s, i) => staffLoop(world, s, staff[(i + 1) % staff.length])),
  ]

  // memory: readings every 10 s after warm-up; the first three and the last three are compared
  const readings: Memory[][] = portals.map(() => [])
  await new Promise((r) => setTimeout(r, warmUp * 1000))
  client.reset()
  const measuredFrom = Date.now()
  const sampler = setInterval(async () => {
    for (const [i, portal] of portals.entries()) readings[i].push(await memoryOf(portal))
  }, 10_000)
  const progress = setInterval(() => {
    const left = Math.max(0, Math.round((deadline - Date.now()) / 1000))
    console.log(`  ${left} s left, ${ledger.checkouts.size} checkouts so far`)
  }, 60_000)
  await Promise.all(loops)
  clearInterval(sampler)
  clearInterval(progress)
  const measuredSeconds = (Date.now() - measuredFrom) / 1000
  // let the last events cross from the instance that made them to the one a browser listens on
  await new Promise((r) => setTimeout(r, 2_000))
  for (const stream of [...[...streams.values()].flat(), ...staffStreams]) await stream.close()

  const summary = client.summary(measuredSeconds)
  const total = summary.reduce((n, s) => n + s.calls, 0)
  const errors = summary.reduce((n, s) => n + s.errors, 0) + client.warmUpErrors
  printTable(
    `Calls after warm-up (${measuredSeconds.toFixed(0)} s): ${fmt(total / measuredSeconds)} calls/s in all`,
    ['call', 'calls', 'per s', 'p50', 'p95', 'refused (expected)', 'errors'],
    summary.map((s) => [s.name, s.calls, fmt(s.perSecond), fmt(s.p50), fmt(s.p95), s.refused, s.errors]),
  )
  printTable(
    'Memory per instance (median of the first and of the last three readings after warm-up)',
    ['instance', 'rss start', 'rss end', 'heap start', 'heap end', 'heap growth'],
    readings.map((r, i) => {
      const start = r.slice(0, 3)
      const end = r.slice(-3)
      const heapStart = median(start.map((m) => m.heap))
      const heapEnd = median(end.map((m) => m.heap))
      return [
        `#${i + 1}`,
        mb(median(start.map((m) => m.rss))),
        mb(median(end.map((m) => m.rss))),
        mb(heapStart),
        mb(heapEnd),
        `${(((heapEnd - heapStart) / heapStart) * 100).toFixed(0)}%`,
      ]
    }),
  )
  for (const portal of portals) await portal.stop()

  // the audit reads every order's events: minutes when other work loads the machine
  const audited = await openBenchDatabase({ statementTimeoutMs: 30 * 60_000 })
  const findings = await auditSoak(audited.db, { ledger, buyers, since, streams })
  await audited.close()
  printTable(
    'Consistency audit (every violation count must be 0)',
    ['check', 'violations', 'what was checked'],
    findings.map((f) => [f.check, f.violations, f.detail]),
  )
  console.log(`\nErrors: ${errors} (warm-up included)`)
  for (const sample of client.errorSamples) console.log(`  ${sample}`)
  if (errors > 0 || findings.some((f) => f.violations > 0)) process.exitCode = 1
}
