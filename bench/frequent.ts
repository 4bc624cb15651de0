import { sql } from 'kysely'
import { FREQUENT_DAYS } from '../common/cart'
import { ensureDataset, fmt, type Measured, openBenchDatabase, printTable, signIn } from './lib'
import { measurePaced } from './paced'
import { startBareFrequent, startPortal } from './processes'

// `npm run bench -- frequent`: 'Sering Dipesan' (GET /api/cart/frequent) at 50 requests/s for the
// store that ordered most in the last 90 days of the dealer-scale data, and for demo.user's store,
// beside the same statement on a bare handler. Target p95 <= 50 ms.
const RATE = 50
const TARGET_P95 = 50

async function busiestStore(database: Awaited<ReturnType<typeof openBenchDatabase>>) {
  const since = new Date(Date.now() - FREQUENT_DAYS * 86_400_000)
  const { rows } = await sql<{ store_id: number; username: string; orders: number; lines: number }>`
    select o.store_id, (select u.username from users u where u.store_id = o.store_id and 'user' = any(u.roles) order by u.id limit 1) as username,
      count(distinct o.id)::int as orders, count(*)::int as lines
    from orders o join order_items i on i.order_id = o.id
    where o.status in (3, 4) and o.created_at >= ${since} and i.qty_ordered > 0
    group by o.store_id order by orders desc limit 1`.execute(database.db)
  return rows[0]
}

async function demoStore(database: Awaited<ReturnType<typeof openBenchDatabase>>) {
  const row = await database.db
    .selectFrom('users')
    .select(['store_id', 'username'])
    .where('username', '=', 'demo.user')
    .executeTakeFirst()
  if (!row?.store_id) throw new Error('the frequent bench needs demo.user (npm run db:seed)')
  return { store_id: row.store_id, username: row.username }
}

export async function benchFrequent(args: { parts: number; orders: number; seconds: number }): Promise<void> {
  ensureDataset(args.parts, args.orders)
  const database = await openBenchDatabase()
  const busiest = await busiestStore(database)
  const demo = await demoStore(database)
  await database.close()
  const cases = [
    { name: `busiest store (${busiest.orders} orders, ${busiest.lines} lines in 90 days)`, ...busiest },
    { name: 'demo.user store', ...demo, orders: 0, lines: 0 },
  ]
  const portal = await startPortal()
  const rows: (string | number)[][] = []
  try {
    for (const c of cases) {
      const headers = await signIn(portal.url, c.username)
      const bare = await startBareFrequent(c.store_id)
      try {
        // a fresh process runs its first seconds unoptimised: warm both first
        await measurePaced(`${portal.url}/api/cart/frequent`, { headers, rate: RATE, seconds: 2 })
        await measurePaced(`${bare.url}/bare/frequent`, { rate: RATE, seconds: 2 })
        const ours: Measured = await measurePaced(`${portal.url}/api/cart/frequent`, {
          headers,
          rate: RATE,
          seconds: args.seconds,
        })
        const base: Measured = await measurePaced(`${bare.url}/bare/frequent`, { rate: RATE, seconds: args.seconds })
        rows.push([
          c.name,
          fmt(ours.p50),
          fmt(ours.p95),
          fmt(ours.p99),
          fmt(base.p50),
          fmt(base.p95),
          fmt(base.p99),
          ours.p95 <= TARGET_P95 ? 'ok' : 'MISS',
          `${ours.errors}/${base.errors}`,
        ])
      } finally {
        await bare.stop()
      }
    }
  } finally {
    await portal.stop()
  }
  printTable(
    `Sering Dipesan (GET /api/cart/frequent), ${RATE} req/s offered for ${args.seconds}s, ms; target p95 <= ${TARGET_P95} ms`,
    ['store', 'p50', 'p95', 'p99', 'bare p50', 'bare p95', 'bare p99', 'target', 'errors'],
    rows,
  )
}
