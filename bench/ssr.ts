import fs from 'node:fs'
import { buildWeb, FIRST_SCREEN_ENTRY, webBuildIsStale } from '../scripts/web-build'
import { measureFirstBytes } from './first-bytes'
import { fmt, measure, openOrderDataset, printTable, signIn } from './lib'
import { startPortal } from './processes'

// `npm run bench -- ssr`: the pages whose first screen the server renders, at 50 connections on the
// dealer-scale data (300,000 parts, 500,000 orders), each beside the API call that brings the same
// page's data: the floor, what the page costs before React renders it. The page's head is sent as
// soon as its session has decided it, its screen when rendered: both times are measured
// (first-bytes.ts); the API call is measured after a pause, once the pages still being rendered
// for the connections just closed are done.
const CONNECTIONS = 50
const TTFB_P95_TARGET_MS = 150
// a phone's browser: the server draws the page for a phone (server/http/first-screen/answer.ts)
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36'

interface Row {
  label: string
  page: string
  api: string | null
  as: 'demo.user' | 'demo.seller' | null
}

async function firstScreensOf(url: string): Promise<Record<string, number>> {
  const res = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  const counts: Record<string, number> = {}
  for (const line of (await res.text()).split('\n')) {
    const m = /^portal_first_screens_total\{outcome="(\w+)"\} (\d+)/.exec(line)
    if (m) counts[m[1]] = Number(m[2])
  }
  return counts
}

const METRICS_TOKEN = 'bench-metrics-token-0123456789'

export async function benchSsr(args: { parts: number; orders: number; seconds: number }): Promise<void> {
  const { database } = await openOrderDataset(args)
  if (webBuildIsStale() || !fs.existsSync(FIRST_SCREEN_ENTRY)) buildWeb()
  // one buyer asks the catalogue 50 at a time: the per-visitor limit would answer 429 instead
  const portal = await startPortal({ METRICS_TOKEN, LOG_LEVEL: 'warn', CATALOGUE_RATE_PER_MINUTE: '10000000' })
  try {
    const buyer = await signIn(portal.url, 'demo.user')
    const staff = await signIn(portal.url, 'demo.seller')
    const mine = (await (await fetch(`${portal.url}/api/orders?status=all&limit=1`, { headers: buyer })).json()) as {
      items: { id: number; bucket: string }[]
    }
    const order = mine.items[0]
    if (!order) throw new Error('demo.user has no order: the ssr bench needs the generated data')
    const rows: Row[] = [
      { label: '/login', page: '/login', api: null, as: null },
      {
        label: '/user/produk/all?q=1230A',
        page: '/user/produk/all?q=1230A',
        api: '/api/products-osc?q=1230A&page_size=35&order_by=relevance&order_dir=asc&db=osc',
        as: 'demo.user',
      },
      { label: '/user/keranjang', page: '/user/keranjang', api: '/api/cart', as: 'demo.user' },
      {
        label: 'order detail (buyer)',
        page: `/user/pesanan/${order.bucket}/${order.id}`,
        api: `/api/orders/${order.id}`,
        as: 'demo.user',
      },
      {
        label: '/seller/pesanan/estimasi',
        page: '/seller/pesanan/estimasi',
        api: '/api/orders?status=estimasi&limit=200',
        as: 'demo.seller',
      },
    ]
    const headersOf = (who: Row['as']) => ({
      'user-agent': PHONE_AGENT,
      ...(who === 'demo.user' ? buyer : who === 'demo.seller' ? staff : {}),
    })
    // a freshly started process runs its first seconds unoptimised; that is not what a dealer meets
    for (const row of rows) await measure(`${portal.url}${row.page}`, { headers: headersOf(row.as), seconds: 2, connections: 10 })

    const before = await firstScreensOf(portal.url)
    const table: (string | number)[][] = []
    const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000))
    for (const row of rows) {
      const headers = headersOf(row.as)
      const page = await measureFirstBytes(`${portal.url}${row.page}`, {
        headers,
        seconds: args.seconds,
        connections: CONNECTIONS,
      })
      await settle()
      const api = row.api
        ? await measure(`${portal.url}${row.api}`, { headers, seconds: args.seconds, connections: CONNECTIONS })
        : null
      await settle()
      table.push([
        row.label,
        fmt(page.firstP50),
        `${fmt(page.firstP95)}${page.firstP95 > TTFB_P95_TARGET_MS ? ` (> ${TTFB_P95_TARGET_MS})` : ''}`,
        fmt(page.wholeP95),
        fmt(page.pagesPerSecond),
        page.errors,
        api ? fmt(api.p50) : '-',
        api ? fmt(api.p95) : '-',
        api ? fmt(api.rps) : '-',
      ])
    }
    const after = await firstScreensOf(portal.url)
    printTable(
      `First screens from the server at ${CONNECTIONS} connections, ${args.seconds} s each (target p95 ≤ ${TTFB_P95_TARGET_MS} ms), beside the page's own API call`,
      ['page', 'first byte p50', 'first byte p95', 'whole page p95', 'pages/s', 'errors', 'API p50', 'API p95', 'API req/s'],
      table,
    )
    const delta = (k: string) => (after[k] ?? 0) - (before[k] ?? 0)
    console.log(
      `pages rendered by the server: ${delta('page')}, left to the browser: ${delta('browser')}, fallbacks (failed or over budget): ${delta('fallback')}`,
    )
  } finally {
    await portal.stop()
    await database.close()
  }
}
