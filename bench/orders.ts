import autocannon from 'autocannon'
import { benchCompression } from './compression'
import { fmt, measure, openOrderDataset, printTable, signIn } from './lib'
import { ensurePricedOrder } from './orders-priced'
import { measurePaced } from './paced'
import { startPortal } from './processes'

interface Row {
  name: string
  path: string
  target: number
  /** the offered load at which the target is read */
  rate: number
}

// Latency targets are read at a stated offered load, well above a dealer network's busiest hour:
// 1,000 staff each opening a list every 5 s (200 lists/s) or an order every 2.5 s (400 details/s).
// At saturation (20 connections sending back to back) latency is connections / throughput, a
// throughput figure, printed beside it.
const LIST_RATE = 200
const DETAIL_RATE = 400
const SATURATION_CONNECTIONS = 20

/** Confirms prepared estimates one request each, like staff clearing the Estimasi queue. */
async function benchConfirmations(url: string, headers: Record<string, string>, bodies: Array<{ id: number; body: string }>) {
  const queue = [...bodies]
  const times: number[] = []
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 10,
        amount: queue.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const next = queue.shift()
              if (!next) return request
              return {
                ...request,
                path: `/api/orders/${next.id}/actions/kirim-konfirmasi`,
                body: next.body,
                headers: { ...headers, 'content-type': 'application/json' },
              }
            },
          },
        ],
      },
      (err) => (err ? reject(err) : resolve()),
    )
    instance.on('response', (_c, status, _b, rt) => {
      if (status < 300) times.push(rt)
    })
  })
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]
  return { p50: at(50), p95: at(95), ok: times.length }
}

export async function benchOrders(args: { orders: number; parts: number; seconds: number }): Promise<void> {
  const { database, found } = await openOrderDataset(args)
  const staff = await database.db
    .selectFrom('users')
    .select(['branch_id'])
    .where('username', '=', 'demo.seller')
    .executeTakeFirstOrThrow()
  const sample = await database.db
    .selectFrom('orders')
    .select(['id'])
    .where('branch_id', '=', staff.branch_id as number)
    .orderBy('created_at', 'desc')
    .offset(500)
    .limit(1)
    .executeTakeFirstOrThrow()
  // both encodings on offer, so the compression rows can compare them; the other rows ask for none
  const portal = await startPortal({ API_COMPRESSION: 'br' })
  const headers = await signIn(portal.url, 'demo.seller')
  // a confirmed order of 200 lines at a store's own prices, its quote frozen (orders-priced.ts)
  const priced = await ensurePricedOrder(database.db, portal.url, headers, staff.branch_id as number)
  const firstPage = (await (await fetch(`${portal.url}/api/orders?limit=200`, { headers })).json()) as { next_cursor: string }

  const list = (name: string, path: string): Row => ({ name, path, target: 50, rate: LIST_RATE })
  const rows: Row[] = [
    list('list all', '/api/orders?limit=200'),
    list('list estimasi', '/api/orders?status=estimasi&limit=200'),
    list('list po', '/api/orders?status=po&limit=200'),
    list('list batal', '/api/orders?status=batal&limit=200'),
    list('list all, store filter', '/api/orders?store=MAJU&limit=200'),
    list('list diproses, date range', '/api/orders?status=diproses&tanggal_from=2026-01-01&tanggal_to=2026-03-31&limit=200'),
    list('list all, q=DPO/JKT01/2026', '/api/orders?q=DPO%2FJKT01%2F2026&limit=200'),
    list('next page (cursor)', `/api/orders?limit=200&cursor=${firstPage.next_cursor}`),
    { name: 'detail', path: `/api/orders/${sample.id}`, target: 20, rate: DETAIL_RATE },
    // and a quarter of that rate, to read where the largest detail stands when the full one is past its capacity
    ...[DETAIL_RATE, DETAIL_RATE / 4].map((rate) => ({
      name: `detail, 200 priced lines (${priced.label})`,
      path: `/api/orders/${priced.id}`,
      target: 20,
      rate,
    })),
  ]
  // a freshly started process runs its first seconds unoptimised; that is not what staff meet
  for (const row of rows) await measure(`${portal.url}${row.path}`, { headers, seconds: 1, connections: SATURATION_CONNECTIONS })

  const table: (string | number)[][] = []
  for (const row of rows) {
    const url = `${portal.url}${row.path}`
    const paced = await measurePaced(url, { headers, seconds: args.seconds, rate: row.rate })
    const flat = await measure(url, { headers, seconds: args.seconds, connections: SATURATION_CONNECTIONS })
    table.push([
      row.name,
      row.rate,
      fmt(paced.p50),
      fmt(paced.p95),
      fmt(paced.p99),
      paced.p95 <= row.target ? 'ok' : `MISS (${row.target})`,
      fmt(flat.p50),
      fmt(flat.p95),
      fmt(flat.rps),
      paced.errors + flat.errors,
    ])
  }

  // confirmations change state: each request confirms a different estimate, all lines at 0
  const estimates = await database.db
    .selectFrom('orders')
    .select('id')
    .where('branch_id', '=', staff.branch_id as number)
    .where('status', '=', 1)
    .limit(300)
    .execute()
  const lines = await database.db
    .selectFrom('order_items')
    .select(['id', 'order_id'])
    .where('order_id', 'in', estimates.length ? estimates.map((e) => e.id) : [0])
    .execute()
  const bodies = estimates.map((e) => ({
    id: Number(e.id),
    body: JSON.stringify({
      confirm_lines: lines.filter((l) => l.order_id === e.id).map((l) => ({ order_detail_id: Number(l.id), qty_confirmed: 0 })),
    }),
  }))
  if (bodies.length > 0) {
    const c = await benchConfirmations(portal.url, headers, bodies)
    table.push([
      `confirmation (${c.ok} orders, 10 conn.)`,
      '-',
      '-',
      '-',
      '-',
      '-',
      fmt(c.p50),
      fmt(c.p95),
      '-',
      bodies.length - c.ok,
    ])
  }
  printTable(
    `Staff order screens on ${found.toLocaleString('en')} orders, ${args.seconds}s each: latency at the offered rate (targets: lists p95 <= 50 ms, detail <= 20 ms), then flat out on ${SATURATION_CONNECTIONS} connections`,
    ['call', 'rate/s', 'p50', 'p95', 'p99', 'target', 'flat p50', 'flat p95', 'flat req/s', 'errors'],
    table,
  )
  await benchCompression(`${portal.url}/api/orders?limit=200`, headers, args.seconds, SATURATION_CONNECTIONS)
  await portal.stop()
  await database.close()
}
