import { sql } from 'kysely'
import { ensureBackorderHistory } from './backorders-data'
import { ensureDeliveryHistory } from './deliveries-data'
import { fmt, type Measured, openBenchDatabase, printTable, signIn } from './lib'
import { measurePaced } from './paced'
import { startBareReports, startPortal } from './processes'
import { portalPath, REPORT_CASES, type ReportBenchPlaces, type ReportCase } from './reports-cases'

// `npm run bench -- reports`: the staff report of the demo branch (JKT01 on the dealer-scale
// data: ~14,000 orders a month) and a buyer's report, each offered at 20 requests/s, beside the
// same figures counted by plain SQL over the order tables on a bare handler. The portal runs with
// REPORT_REUSE=off, so every call counts its figures from the summaries instead of answering the
// instance's 30-second reuse: the table reads the counting, not the cache.
const RATE = 20
const STAFF = 'demo.seller'
const BUYER = 'demo.user'

async function placesOf(database: Awaited<ReturnType<typeof openBenchDatabase>>): Promise<ReportBenchPlaces> {
  const rows = await database.db
    .selectFrom('users')
    .select(['username', 'branch_id', 'store_id'])
    .where('username', 'in', [STAFF, BUYER])
    .execute()
  const staff = rows.find((r) => r.username === STAFF)
  const buyer = rows.find((r) => r.username === BUYER)
  if (!staff?.branch_id || !buyer?.store_id) throw new Error(`the reports bench needs ${STAFF} and ${BUYER} (npm run db:seed)`)
  return { branchId: staff.branch_id, storeId: buyer.store_id }
}

/** The kept summaries' rows and size, printed beside the table. */
async function summarySizes(database: Awaited<ReturnType<typeof openBenchDatabase>>): Promise<string> {
  const result = await sql<{ rows: number; bytes: number }>`
    select sum(c.reltuples)::int8 as rows, sum(pg_total_relation_size(c.oid))::int8 as bytes
    from pg_class c where c.relkind = 'r' and c.relname in
      ('report_branch_days', 'report_store_days', 'report_part_days', 'report_part_months', 'report_part_years',
       'report_fulfilment_branch_days', 'report_fulfilment_store_days', 'backorder_branch_days', 'backorder_store_days')`.execute(
    database.db,
  )
  const { rows, bytes } = result.rows[0]
  return `${Math.round(Number(rows) / 1000).toLocaleString('en')}k summary rows, ${Math.round(Number(bytes) / 2 ** 20)} MB`
}

/** Waits until no statement of the bench database is running: a row must not pay for the last one's backlog. */
async function settle(database: Awaited<ReturnType<typeof openBenchDatabase>>): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const active = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`.execute(database.db)
    if (active.rows[0].n === 0) break
    await new Promise((r) => setTimeout(r, 250))
  }
  await new Promise((r) => setTimeout(r, 500))
}

export async function benchReports(args: { seconds: number }): Promise<void> {
  const started = Date.now()
  // migrating to 0007 counts the existing orders into the summaries once
  const database = await openBenchDatabase()
  const schemaSeconds = ((Date.now() - started) / 1000).toFixed(1)
  // what the figures after the export count: back-orders, deliveries, receipts, discrepancies
  const backorders = await ensureBackorderHistory()
  const deliveries = await ensureDeliveryHistory()
  for (const [what, h] of [
    ['back-order lines', backorders],
    ['deliveries', deliveries],
  ] as const) {
    if (h.written > 0) console.log(`${what}: ${h.written.toLocaleString('en')} written in ${(h.ms / 1000).toFixed(1)}s`)
  }
  const places = await placesOf(database)
  const sizes = await summarySizes(database)
  const portal = await startPortal({ REPORT_REUSE: 'off' })
  const bare = await startBareReports(places)
  const headers = { staff: await signIn(portal.url, STAFF), buyer: await signIn(portal.url, BUYER) }
  const portalUrl = (c: ReportCase) => `${portal.url}${portalPath(c, places)}`
  // a freshly started process runs its first seconds unoptimised, and its pool's connections
  // are new; the bare counts one at a time, as they leave PostgreSQL busy for seconds
  for (const [index, c] of REPORT_CASES.entries()) {
    await measurePaced(portalUrl(c), { headers: headers[c.who], seconds: 2, rate: RATE })
    await fetch(`${bare.url}/bare/${index}`)
  }
  // every portal row first, then every bare row: the bare counts leave PostgreSQL busy for seconds
  const ours: Measured[] = []
  for (const c of REPORT_CASES) {
    await settle(database)
    ours.push(await measurePaced(portalUrl(c), { headers: headers[c.who], seconds: args.seconds, rate: RATE }))
  }
  const base: Measured[] = []
  for (const index of REPORT_CASES.keys()) {
    await settle(database)
    base.push(await measurePaced(`${bare.url}/bare/${index}`, { seconds: args.seconds, rate: RATE }))
  }
  await database.close()
  printTable(
    `Reports, branch ${places.branchId} and store ${places.storeId}, ${RATE} req/s offered for ${args.seconds}s each, every call counted (REPORT_REUSE=off); ${sizes}; schema ready in ${schemaSeconds}s`,
    ['call', 'p50', 'p95', 'p99', 'bare p50', 'bare p95', 'bare p99', 'target', '', 'errors'],
    REPORT_CASES.map((c, i) => [
      c.name,
      fmt(ours[i].p50),
      fmt(ours[i].p95),
      fmt(ours[i].p99),
      fmt(base[i].p50),
      fmt(base[i].p95),
      fmt(base[i].p99),
      `${c.target}`,
      ours[i].p95 <= c.target ? 'ok' : 'MISS',
      `${ours[i].errors}/${base[i].errors}`,
    ]),
  )
  await portal.stop()
  await bare.stop()
}
