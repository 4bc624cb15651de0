import { spawnSync } from 'node:child_process'
import autocannon from 'autocannon'
import { loadConfig } from '../server/config'
import { type DatabaseHandle, openDatabase } from '../server/db/connect'
import { migrateToLatest } from '../server/db/migrate'

export interface Measured {
  p50: number
  p95: number
  p99: number
  rps: number
  errors: number
}

/** The p-th percentile of ascending `sorted` (NaN for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Runs autocannon against one URL; percentiles come from every response's own time. */
export function measure(
  url: string,
  opts: {
    connections?: number
    seconds?: number
    headers?: Record<string, string>
    method?: 'GET' | 'POST'
    body?: string
    /** paths (with query) to go through in turn instead of the url's own */
    paths?: string[]
  } = {},
): Promise<Measured> {
  const times: number[] = []
  let next = 0
  const paths = opts.paths
  const requests: autocannon.Request[] | undefined = paths
    ? [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }]
    : undefined
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections ?? 50,
        duration: opts.seconds ?? 8,
        headers: opts.headers,
        method: opts.method ?? 'GET',
        body: opts.body,
        requests,
      },
      (err, result) => {
        if (err) return reject(err)
        times.sort((x, y) => x - y)
        resolve({
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          rps: result.requests.average,
          errors: result.errors + result.non2xx,
        })
      },
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status < 300) times.push(responseTime)
    })
  })
}

export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((r) => r.map(String))]
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)))
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log(`\n${title}`)
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const r of cells.slice(1)) console.log(line(r))
}

/**
 * The benchmark runs on PostgreSQL, where the dealer-scale data lives. `statementTimeoutMs` for
 * work that reads a whole history (the soak's audit), which the driver would otherwise give up on.
 */
export async function openBenchDatabase(opts: { statementTimeoutMs?: number } = {}): Promise<DatabaseHandle> {
  const config = loadConfig()
  if (!config.databaseUrl) {
    throw new Error('npm run bench needs DATABASE_URL=postgres://... (the dealer-scale data lives in PostgreSQL)')
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 20, ...opts })
  await migrateToLatest(database.db)
  return database
}

/**
 * The bench database with at least `orders` orders (and `parts` parts), generated when short;
 * `found`: the orders it held when opened.
 */
export async function openOrderDataset(args: {
  parts: number
  orders: number
}): Promise<{ database: DatabaseHandle; found: number }> {
  const database = await openBenchDatabase()
  const count = await database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(count.n) < args.orders) ensureDataset(args.parts, args.orders)
  return { database, found: Number(count.n) }
}

/** Tops the dataset up with the project's own generator; it skips what is already there. */
export function ensureDataset(parts: number, orders: number): void {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/seed/cli.ts', '--parts', String(parts), '--orders', String(orders)],
    {
      stdio: 'inherit',
      env: process.env,
    },
  )
  if (run.status !== 0) throw new Error('db:seed failed')
}

/** Signs in over HTTP like a browser and returns the headers an authenticated call needs. */
export async function signIn(baseUrl: string, username: string, password = 'demo1234'): Promise<Record<string, string>> {
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`)
  const anonCookie = csrfRes.headers.getSetCookie().map((c) => c.split(';')[0])
  const { csrf } = (await csrfRes.json()) as { csrf: string }
  const res = await fetch(`${baseUrl}/api/auth/login?scheme=scrypt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: anonCookie.join('; ') },
    body: JSON.stringify({ username, password }),
  })
  if (!res.ok) throw new Error(`login as ${username} failed: ${res.status} ${await res.text()}`)
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0])
  const csrfCookie = cookies.find((c) => c.startsWith('csrf='))?.slice(5) ?? ''
  return { cookie: cookies.join('; '), 'x-csrf-token': csrfCookie }
}

export const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : 1) : '-')
