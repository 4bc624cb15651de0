import { CATALOGUE_CASES } from './catalogue-cases'
import { fmt, type Measured, measure, printTable, signIn } from './lib'
import { PRICED_BUYER } from './prices-data'
import type { ServerProcess } from './processes'

// The catalogue as a buyer whose store has its own prices (bench/prices-data.ts: 5,000 part
// agreements of its own, 50 part-group discounts of its group). The portal's own /api/healthz,
// measured in the same run, is the framework's ceiling on the machine at hand: a repeated search
// priced from the store's kept book should come near it. A search no one typed just before runs
// the branch's list-price statement, shared by every store (docs/product.md §10.10; the book is
// read once per store and day), so it is held to the bare handler running that statement; a
// search ordered by price prices every match in SQL (unitPriceSql), beside a bare handler running
// that same priced statement.

const REPEATED_RPS_OF_HEALTHZ = 0.8
const REPEATED_P95_OF_HEALTHZ = 1.5
const VARIED_RATIO = 0.9

type Reference = 'healthz' | 'bare'

interface Row {
  name: string
  ours: Measured
  refName: Reference | '-'
  ref?: Measured
  met: boolean | null
}

function row(r: Row): (string | number)[] {
  const ratio = r.ref ? (r.ours.rps / r.ref.rps).toFixed(2) : '-'
  const target = r.met === null ? '-' : r.met ? 'ok' : 'MISS'
  const errors = r.ours.errors + (r.refName === 'bare' ? (r.ref?.errors ?? 0) : 0)
  const ref = r.ref ?? { p95: Number.NaN, rps: Number.NaN }
  return [
    r.name,
    fmt(r.ours.p50),
    fmt(r.ours.p95),
    fmt(r.ours.p99),
    fmt(r.ours.rps),
    r.refName,
    fmt(ref.p95),
    fmt(ref.rps),
    ratio,
    target,
    errors,
  ]
}

export async function benchPricedCatalogue(args: {
  portal: ServerProcess
  bare: ServerProcess
  seconds: number
  middles: string[]
  prefixes: string[]
}): Promise<void> {
  const { portal, bare, seconds } = args
  const headers = await signIn(portal.url, PRICED_BUYER)
  const search = (query: Record<string, string>) => `/api/products-osc?${new URLSearchParams(query)}`
  // the store's book is read by its first search; the hot paths of the priced answers compiled
  for (const c of CATALOGUE_CASES) await measure(`${portal.url}${search(c.query)}`, { headers, seconds: 1 })

  const rows: Row[] = []
  const healthz = await measure(`${portal.url}/api/healthz`, { seconds })
  rows.push({ name: '/api/healthz (reference)', ours: healthz, refName: '-', met: null })
  // the floor of a kept answer: a bare handler sending as many bytes, nothing else
  let bytes = 0
  for (const c of CATALOGUE_CASES) bytes += (await (await fetch(`${portal.url}${search(c.query)}`, { headers })).text()).length
  bytes = Math.round(bytes / CATALOGUE_CASES.length)
  const sent = await measure(`${bare.url}/bare/bytes?n=${bytes}`, { seconds })
  rows.push({ name: `bare: ${bytes} bytes sent (reference)`, ours: sent, refName: '-', met: null })
  for (const c of CATALOGUE_CASES) {
    const ours = await measure(`${portal.url}${search(c.query)}`, { headers, seconds })
    const met =
      ours.errors === 0 && ours.rps >= REPEATED_RPS_OF_HEALTHZ * healthz.rps && ours.p95 <= REPEATED_P95_OF_HEALTHZ * healthz.p95
    rows.push({ name: c.name, ours, refName: 'healthz', ref: healthz, met })
  }
  const distinct = [...new Set(args.prefixes)]
  const varied: Array<{ name: string; terms: string[]; order: Record<string, string>; barePath: string }> = [
    { name: `contains, ${args.middles.length} terms`, terms: args.middles, order: {}, barePath: '/bare/search' },
    { name: `starts, ${args.prefixes.length} terms`, terms: args.prefixes, order: {}, barePath: '/bare/search' },
    // each term once: a repeated one would be answered from the page kept, which the bare handler has not
    {
      name: `starts, ${distinct.length} distinct terms, by price`,
      terms: distinct,
      order: { order_by: 'price' },
      barePath: '/bare/search-by-price',
    },
  ]
  for (const v of varied) {
    const ours = await measure(portal.url, { headers, seconds, paths: v.terms.map((q) => search({ q, ...v.order })) })
    const base = await measure(bare.url, {
      seconds,
      paths: v.terms.map((q) => `${v.barePath}?${new URLSearchParams({ q })}`),
    })
    const met = ours.errors + base.errors === 0 && ours.rps / base.rps >= VARIED_RATIO
    rows.push({ name: v.name, ours, refName: 'bare', ref: base, met })
  }
  printTable(
    `Catalogue search as a priced buyer (${PRICED_BUYER}: 5,000 own part agreements, 50 group discounts), 50 connections, ${seconds}s each (targets: a repeated search >= ${REPEATED_RPS_OF_HEALTHZ} of /api/healthz's req/s at p95 <= ${REPEATED_P95_OF_HEALTHZ}x its p95; different terms, and by price, >= ${VARIED_RATIO} of the bare handler's req/s; errors of both)`,
    ['query', 'p50', 'p95', 'p99', 'req/s', 'ref', 'ref p95', 'ref req/s', 'ratio', 'target', 'errors'],
    rows.map(row),
  )
}
