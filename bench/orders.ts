import autocannon from 'autocannon'
import { ensureDataset, fmt, measure, openBenchDatabase, printTable, signIn } from './lib'
import { startPortal } from './processes'

interface Row {
  name: string
  path: string
  target: number
}

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
              return { ...request, path: `/api/orders/${next.id}/actions/kirim-konfirmasi`, body: next.body, headers: { ...headers, 'content-type': 'application/json' } }
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
  const database = await openBenchDatabase()
  const count = await database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  if (Number(count.n) < args.orders) ensureDataset(args.parts, args.orders)
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
  const portal = await startPortal()
  const headers = await signIn(portal.url, 'demo.seller')
  const firstPage = (await (await fetch(`${portal.url}/api/orders?limit=200`, { headers })).json()) as { next_cursor: string }

  const rows: Row[] = [
    { name: 'list all', path: '/api/orders?limit=200', target: 50 },
    { name: 'list estimasi', path: '/api/orders?status=estimasi&limit=200', target: 50 },
    { name: 'list po', path: '/api/orders?status=po&limit=200', target: 50 },
    { name: 'list batal', path: '/api/orders?status=batal&limit=200', target: 50 },
    { name: 'list all, store filter', path: '/api/orders?store=MAJU&limit=200', target: 50 },
    { name: 'list diproses, date range', path: '/api/orders?status=diproses&tanggal_from=2026-01-01&tanggal_to=2026-03-31&limit=200', target: 50 },
    { name: 'list all, q=DPO/JKT01/2026', path: '/api/orders?q=DPO%2FJKT01%2F2026&limit=200', target: 50 },
    { name: 'next page (cursor)', path: `/api/orders?limit=200&cursor=${firstPage.next_cursor}`, target: 50 },
    { name: 'detail', path: `/api/orders/${sample.id}`, target: 20 },
  ]
  const table: (string | number)[][] = []
  for (const row of rows) {
    const m = await measure(`${portal.url}${row.path}`, { headers, seconds: args.seconds, connections: 20 })
    table.push([row.name, fmt(m.p50), fmt(m.p95), fmt(m.p99), fmt(m.rps), m.errors, m.p95 <= row.target ? 'ok' : `MISS (${row.target})`])
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
    table.push([`confirmation (${c.ok} orders)`, fmt(c.p50), fmt(c.p95), '-', '-', bodies.length - c.ok, '-'])
  }
  printTable(
    `Staff order screens on ${Number(count.n).toLocaleString('en')} orders, 20 connections, ${args.seconds}s each (targets: lists p95 <= 50 ms, detail <= 20 ms)`,
    ['call', 'p50', 'p95', 'p99', 'req/s', 'errors', 'target'],
    table,
  )
  await portal.stop()
  await database.close()
}
