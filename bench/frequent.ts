import { sql } from 'kysely'
import { FREQUENT_DAYS } from '../common/cart'
import { ensureDataset, fmt, type Measured, openBenchDatabase, printTable, signIn } from './lib'
import { measurePaced } from './paced'
import { startBareFrequent, startPortal } from './processes'

// `npm run bench -- frequent`: 'Sering Dipesan' (GET /api/cart/frequent) offered at 50 requests/s
// on the dealer-scale data, beside the same statement on a bare handler. Two loads:
// - the busiest store alone (~1,400 placed orders, ~4,400 lines in 90 days), every call counted
//   (FREQUENT_REUSE=off): what one count costs;
// - the 40 busiest stores' buyers in turn, as deployed (a store's list reused 30 s per instance).
// Target p95 <= 50 ms.
const RATE = 50
const TARGET_P95 = 50
const STORES = 40

type Db = Awaited<ReturnType<typeof openBenchDatabase>>

async function busiestStores(database: Db, count: number) {
  const since = new Date(Date.now() - FREQUENT_DAYS * 86_400_000)
  const { rows } = await sql<{ store_id: number; username: string; orders: number; lines: number }>`
    select o.store_id,
      (select u.username from users u where u.store_id = o.store_id and u.roles = array['user'] and u.is_active order by u.id limit 1) as username,
      count(distinct o.id)::int as orders, count(*)::int as lines
    from orders o join order_items i on i.order_id = o.id
    where o.status in (3, 4) and o.created_at >= ${since} and i.qty_ordered > 0
    group by o.store_id order by orders desc limit ${count}`.execute(database.db)
  return rows.filter((r) => r.username)
}

export async function benchFrequent(args: { parts: number; orders: number; seconds: number }): Promise<void> {
  ensureDataset(args.parts, args.orders)
  const database = await openBenchDatabase()
  const stores = await busiestStores(database, STORES)
  await database.close()
  const busiest = stores[0]
  const bare = await startBareFrequent(stores.map((s) => s.store_id))
  const rows: (string | number)[][] = []
  const row = (name: string, ours: Measured, base: Measured) => [
    name,
    fmt(ours.p50),
    fmt(ours.p95),
    fmt(ours.p99),
    fmt(base.p50),
    fmt(base.p95),
    fmt(base.p99),
    ours.p95 <= TARGET_P95 ? 'ok' : 'MISS',
    `${ours.errors}/${base.errors}`,
  ]
  try {
    const counting = await startPortal({ FREQUENT_REUSE: 'off' })
    try {
      const headers = await signIn(counting.url, busiest.username)
      await measurePaced(`${counting.url}/api/cart/frequent`, { headers, rate: RATE, seconds: 2 })
      await measurePaced(`${bare.url}/bare/frequent/0`, { rate: RATE, seconds: 2 })
      const ours = await measurePaced(`${counting.url}/api/cart/frequent`, { headers, rate: RATE, seconds: args.seconds })
      const base = await measurePaced(`${bare.url}/bare/frequent/0`, { rate: RATE, seconds: args.seconds })
      rows.push(row(`busiest store, every call counted (${busiest.orders} orders, ${busiest.lines} lines)`, ours, base))
    } finally {
      await counting.stop()
    }
    const deployed = await startPortal()
    try {
      const sessions: Record<string, string>[] = []
      for (const s of stores) sessions.push(await signIn(deployed.url, s.username))
      // the buyers take turns, each call with its own buyer's session
      const ours = await measurePaced(`${deployed.url}/api/cart/frequent`, {
        headers: (n) => sessions[n % sessions.length],
        rate: RATE,
        seconds: args.seconds,
      })
      const base = await measurePaced(`${bare.url}/bare/frequent/0`, { rate: RATE, seconds: args.seconds })
      rows.push(row(`${stores.length} busiest stores in turn, as deployed (reuse 30 s)`, ours, base))
    } finally {
      await deployed.stop()
    }
  } finally {
    await bare.stop()
  }
  printTable(
    `Sering Dipesan (GET /api/cart/frequent), ${RATE} req/s offered for ${args.seconds}s, ms; target p95 <= ${TARGET_P95} ms`,
    ['load', 'p50', 'p95', 'p99', 'bare p50', 'bare p95', 'bare p99', 'target', 'errors'],
    rows,
  )
}
