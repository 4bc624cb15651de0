import { fmt, type Measured, measure, printTable, signIn } from './lib'
import type { ServerProcess } from './processes'

// The name search (docs/product.md §14) on the bench's catalogue with its synonym list: a
// multi-word search many workshops type is answered from the instance's cache, so it is held to
// the portal's own /api/healthz in the same run; terms no one typed just before (synonyms, and a
// typo in a third) run the words' statements, held to a bare handler running the same ones and to
// a p95 of their own.

const REPEATED_RPS_OF_HEALTHZ = 0.8
const REPEATED_P95_OF_HEALTHZ = 1.5
const VARIED_RATIO = 0.9
const VARIED_P95_MS = 60

/** Multi-word searches workshops type every day. */
const REPEATED = ['kampas rem depan xpander', 'oil filter pajero', 'saringan udara l300']

export async function benchNameSearch(args: {
  portal: ServerProcess
  bare: ServerProcess
  seconds: number
  terms: string[]
}): Promise<void> {
  const { portal, bare, seconds } = args
  const headers = await signIn(portal.url, 'demo.user')
  const search = (q: string) => `/api/products-osc?${new URLSearchParams({ q, name_also: '1' })}`
  for (const q of REPEATED) await measure(`${portal.url}${search(q)}`, { headers, seconds: 1 })
  const rows: (string | number)[][] = []
  const line = (name: string, ours: Measured, ref: Measured | null, refName: string, met: boolean | null) =>
    rows.push([
      name,
      fmt(ours.p50),
      fmt(ours.p95),
      fmt(ours.p99),
      fmt(ours.rps),
      refName,
      ref ? fmt(ref.p95) : '-',
      ref ? fmt(ref.rps) : '-',
      ref ? (ours.rps / ref.rps).toFixed(2) : '-',
      met === null ? '-' : met ? 'ok' : 'MISS',
      ours.errors + (ref?.errors ?? 0),
    ])
  const healthz = await measure(`${portal.url}/api/healthz`, { seconds })
  line('/api/healthz (reference)', healthz, null, '-', null)
  for (const q of REPEATED) {
    const ours = await measure(`${portal.url}${search(q)}`, { headers, seconds })
    const met =
      ours.errors === 0 && ours.rps >= REPEATED_RPS_OF_HEALTHZ * healthz.rps && ours.p95 <= REPEATED_P95_OF_HEALTHZ * healthz.p95
    line(`names: ${q}`, ours, healthz, 'healthz', met)
  }
  const ours = await measure(portal.url, { headers, seconds, paths: args.terms.map(search) })
  const base = await measure(bare.url, {
    seconds,
    paths: args.terms.map((q) => `/bare/name-search?${new URLSearchParams({ q })}`),
  })
  const met = ours.errors + base.errors === 0 && ours.rps / base.rps >= VARIED_RATIO && ours.p95 <= VARIED_P95_MS
  line(`names, ${args.terms.length} different terms`, ours, base, 'bare', met)
  printTable(
    `Name search, 50 connections, ${seconds}s each (targets: a repeated search >= ${REPEATED_RPS_OF_HEALTHZ} of /api/healthz's req/s at p95 <= ${REPEATED_P95_OF_HEALTHZ}x its p95; different terms >= ${VARIED_RATIO} of the bare handler's req/s at p95 <= ${VARIED_P95_MS} ms; errors of both)`,
    ['query', 'p50', 'p95', 'p99', 'req/s', 'ref', 'ref p95', 'ref req/s', 'ratio', 'target', 'errors'],
    rows,
  )
}
