import { defaultParams, hashPassword } from '../server/auth'
import { DEMO_PASSWORD, isSeeded, seedDemo } from '../server/seed/demo'
import { ACCOUNTS_CASES } from './accounts-cases'
import { BENCH_STAFF, ensureAccountsBranch } from './accounts-data'
import { fmt, measure, openBenchDatabase, printTable, signIn } from './lib'
import { measurePaced } from './paced'
import { startBareAccounts, startPortal } from './processes'

// `npm run bench -- accounts`: the user and store lists of one branch with 20,000 people and
// 2,000 workshops, at an offered 100 requests/s (a branch's staff paging and searching all at
// once), beside the same SQL on a bare handler. Target: p95 <= 50 ms.
const RATE = 100
const TARGET_MS = 50

export async function benchAccounts(args: { seconds: number; users: number; stores: number }): Promise<void> {
  const database = await openBenchDatabase()
  if (!(await isSeeded(database.db)))
    await seedDemo(database.db, { passwordHash: await hashPassword(DEMO_PASSWORD, defaultParams(14)) })
  const branchId = await ensureAccountsBranch(database.db, { users: args.users, stores: args.stores })
  await database.close()
  const portal = await startPortal()
  const bare = await startBareAccounts(branchId)
  const headers = await signIn(portal.url, BENCH_STAFF)
  const pathOf = (c: (typeof ACCOUNTS_CASES)[number]) =>
    `/api/seller/${c.kind}?${new URLSearchParams(c.query as Record<string, string>)}`
  // a freshly started process runs its first seconds unoptimised
  for (const c of ACCOUNTS_CASES) {
    await measure(`${portal.url}${pathOf(c)}`, { headers, seconds: 1, connections: 10 })
    await measure(`${bare.url}/bare/${ACCOUNTS_CASES.indexOf(c)}`, { seconds: 1, connections: 10 })
  }

  const rows: (string | number)[][] = []
  for (const [index, c] of ACCOUNTS_CASES.entries()) {
    const ours = await measurePaced(`${portal.url}${pathOf(c)}`, { headers, seconds: args.seconds, rate: RATE })
    const base = await measurePaced(`${bare.url}/bare/${index}`, { seconds: args.seconds, rate: RATE })
    rows.push([
      c.name,
      fmt(ours.p50),
      fmt(ours.p95),
      fmt(ours.p99),
      fmt(base.p50),
      fmt(base.p95),
      ours.p95 <= TARGET_MS ? 'ok' : 'MISS',
      ours.errors + base.errors,
    ])
  }
  printTable(
    `Accounts lists, branch of ${args.users.toLocaleString('en')} users and ${args.stores.toLocaleString('en')} stores, ${RATE} req/s offered for ${args.seconds}s each (target p95 <= ${TARGET_MS} ms)`,
    ['call', 'p50', 'p95', 'p99', 'bare p50', 'bare p95', 'target', 'errors'],
    rows,
  )
  await portal.stop()
  await bare.stop()
}
