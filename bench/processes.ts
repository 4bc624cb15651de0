import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'

// The servers under load run in their own processes, as they do in production: a load generator
// sharing the server's event loop would measure itself. Both children run through tsx like
// `npm start`; BENCH_CPU_PROF=dir writes a V8 CPU profile of each child on exit.

export interface ServerProcess {
  url: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server not ready after 120 s:\n${log()}`)
}

async function startProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort()
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // request logs go nowhere, as they would go to a log shipper; errors stay readable
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000)
  })
  const url = `http://127.0.0.1:${port}`
  await waitUntilReady(`${url}${readyPath}`, child, () => stderr)
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The portal exactly as `npm start` runs it, on the bench database, with request logging on. */
export function startPortal(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  return startProcess(
    'server/main.ts',
    [],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      SEED_DEMO: 'never',
      // one benchmark user stands in for a whole dealer network: per-user limits would only measure 429s
      LOGIN_RATE_PER_MINUTE: '100000',
      CATALOGUE_RATE_PER_MINUTE: '10000000',
      ...extraEnv,
    },
    '/api/readyz',
  )
}

/** The bare baseline server of bench/bare-catalogue.ts; `pricedStore` for its search ordered by a store's prices. */
export function startBareCatalogue(branchId: number, pricedStore?: number): Promise<ServerProcess> {
  const args = pricedStore === undefined ? [String(branchId)] : [String(branchId), String(pricedStore)]
  return startProcess('bench/bare-catalogue.ts', args, { NODE_ENV: 'production' }, '/ready')
}

/** The bare baseline server of bench/bare-accounts.ts. */
export function startBareAccounts(branchId: number): Promise<ServerProcess> {
  return startProcess('bench/bare-accounts.ts', [String(branchId)], { NODE_ENV: 'production' }, '/ready')
}

/** The bare baseline server of bench/bare-reports.ts. */
export function startBareReports(places: { branchId: number; storeId: number }): Promise<ServerProcess> {
  return startProcess('bench/bare-reports.ts', [JSON.stringify(places)], { NODE_ENV: 'production' }, '/ready')
}

/** The bare baseline server of bench/bare-frequent.ts. */
export function startBareFrequent(storeIds: number[]): Promise<ServerProcess> {
  return startProcess('bench/bare-frequent.ts', [JSON.stringify(storeIds)], { NODE_ENV: 'production' }, '/ready')
}

/** The bare baseline server of bench/bare-backorders.ts. */
export function startBareBackorders(places: { branchId: number; storeId: number }): Promise<ServerProcess> {
  return startProcess('bench/bare-backorders.ts', [JSON.stringify(places)], { NODE_ENV: 'production' }, '/ready')
}
