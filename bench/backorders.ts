import { BACKORDER_LIST_LIMIT } from '../common/backorder-rules'
import { type BackorderScope, countLines, listLines } from '../server/backorders/queries'
import { busiestPlaces, ensureBackorderHistory, printLineCounts } from './backorders-data'
import { printPlans } from './backorders-plans'
import { fmt, type Measured, measure, openOrderDataset, printTable, signIn } from './lib'
import { measurePaced } from './paced'
import { startBareBackorders, startPortal } from './processes'

// `npm run bench -- backorders`: 'Sisa Pesanan' (docs/product.md §13.1) on the dealer-scale data
// with two years of back-order lines (backorders-data.ts), as the staff of the branch with the
// most open lines and a buyer of its busiest store. Each call is offered at a stated rate, beside
// the same statements on a bare handler (bare-backorders.ts) and the portal's /api/healthz in the
// same run, then flat out on 20 connections. The rates, above a dealer network's busiest hour as
// in the orders bench: a list at the order lists' 200/s; the counts at 600/s, since every
// signed-in page asks them (the order bench's 200 lists and 400 details a second). Targets: a
// list p95 <= 50 ms as the order lists, the counts <= 20 ms as an order detail.
const LIST_RATE = 200
const COUNTS_RATE = 600
const SATURATION_CONNECTIONS = 20

interface Row {
  name: string
  path: string
  bare: string
  who: 'staff' | 'buyer'
  rate: number
  target: number
}

const ROWS: Row[] = [
  {
    name: 'staff list (open)',
    path: '/api/seller/backorders',
    bare: '/bare/staff/list',
    who: 'staff',
    rate: LIST_RATE,
    target: 50,
  },
  {
    name: 'staff list, state=semua',
    path: '/api/seller/backorders?state=semua',
    bare: '/bare/staff/list-semua',
    who: 'staff',
    rate: LIST_RATE,
    target: 50,
  },
  {
    name: 'staff counts',
    path: '/api/seller/backorders/counts',
    bare: '/bare/staff/counts',
    who: 'staff',
    rate: COUNTS_RATE,
    target: 20,
  },
  {
    name: 'buyer counts',
    path: '/api/user/backorders/counts',
    bare: '/bare/buyer/counts',
    who: 'buyer',
    rate: COUNTS_RATE,
    target: 20,
  },
]

export async function benchBackorders(args: { orders: number; parts: number; seconds: number }): Promise<void> {
  const { database } = await openOrderDataset(args)
  const history = await ensureBackorderHistory()
  if (history.written > 0)
    console.log(`\nWrote ${history.written.toLocaleString('en')} back-order lines in ${(history.ms / 1000).toFixed(1)} s`)
  const places = await busiestPlaces(database.db)
  await printLineCounts(database.db, places)

  // the statements of the hot call and of the default list, as the portal sends them for the branch
  const branch: BackorderScope = { kind: 'branch', branchId: places.branchId }
  const now = new Date()
  await printPlans(database.db, `Counts of branch ${places.branchCode} (countLines):`, (db) => countLines(db, branch, now))
  await printPlans(database.db, `Default list of branch ${places.branchCode}, open lines (listLines):`, (db) =>
    listLines(db, branch, {}, now, BACKORDER_LIST_LIMIT + 1, null),
  )
  await database.close()

  // no periodic arrival look: the lines keep the states printed above while they are measured
  const portal = await startPortal({ BACKORDER_CHECK_MINUTES: '0' })
  const bare = await startBareBackorders(places)
  try {
    const headers = { staff: await signIn(portal.url, places.staff), buyer: await signIn(portal.url, places.buyer) }
    for (const who of ['staff', 'buyer'] as const) {
      const path = who === 'staff' ? '/api/seller/backorders/counts' : '/api/user/backorders/counts'
      console.log(
        `\n${who} ${who === 'staff' ? places.staff : places.buyer}: ${await (await fetch(`${portal.url}${path}`, { headers: headers[who] })).text()}`,
      )
    }
    // a freshly started process runs its first seconds unoptimised; that is not what people meet
    for (const row of ROWS) {
      await measure(`${portal.url}${row.path}`, { headers: headers[row.who], seconds: 1, connections: SATURATION_CONNECTIONS })
      await measure(`${bare.url}${row.bare}`, { seconds: 1, connections: SATURATION_CONNECTIONS })
    }
    await measure(`${portal.url}/api/healthz`, { seconds: 1, connections: SATURATION_CONNECTIONS })

    const flatOut = (url: string, rowHeaders?: Record<string, string>) =>
      measure(url, { headers: rowHeaders, seconds: args.seconds, connections: SATURATION_CONNECTIONS })
    const healthzUrl = `${portal.url}/api/healthz`
    const healthz = {
      paced: await measurePaced(healthzUrl, { rate: COUNTS_RATE, seconds: args.seconds }),
      flat: await flatOut(healthzUrl),
    }
    const table: (string | number)[][] = [
      [
        '/api/healthz (reference)',
        COUNTS_RATE,
        fmt(healthz.paced.p50),
        fmt(healthz.paced.p95),
        fmt(healthz.paced.p99),
        '-',
        '-',
        '-',
        fmt(healthz.flat.rps),
        '-',
        '-',
        '-',
        `${healthz.paced.errors + healthz.flat.errors}`,
      ],
    ]
    for (const row of ROWS) {
      const url = `${portal.url}${row.path}`
      const bareUrl = `${bare.url}${row.bare}`
      const paced = await measurePaced(url, { headers: headers[row.who], rate: row.rate, seconds: args.seconds })
      const barePaced = await measurePaced(bareUrl, { rate: row.rate, seconds: args.seconds })
      const flat = await flatOut(url, headers[row.who])
      const bareFlat = await flatOut(bareUrl)
      table.push(tableRow(row, { paced, flat }, { paced: barePaced, flat: bareFlat }, healthz.flat))
    }
    printTable(
      `Sisa Pesanan, staff ${places.staff} (branch ${places.branchCode}) and buyer ${places.buyer} (store ${places.storeCode}), ${args.seconds}s each, ms: latency at the offered rate (targets: lists p95 <= 50, counts <= 20), bare handler at the same rate; then flat out on ${SATURATION_CONNECTIONS} connections, req/s and its ratio to the bare handler's and to /api/healthz's`,
      [
        'call',
        'rate/s',
        'p50',
        'p95',
        'p99',
        'target',
        'bare p50',
        'bare p95',
        'flat req/s',
        'bare flat',
        'of bare',
        'of healthz',
        'errors',
      ],
      table,
    )
  } finally {
    await portal.stop()
    await bare.stop()
  }
}

function tableRow(
  row: Row,
  ours: { paced: Measured; flat: Measured },
  base: { paced: Measured; flat: Measured },
  healthz: Measured,
): (string | number)[] {
  return [
    row.name,
    row.rate,
    fmt(ours.paced.p50),
    fmt(ours.paced.p95),
    fmt(ours.paced.p99),
    ours.paced.p95 <= row.target ? 'ok' : `MISS (${row.target})`,
    fmt(base.paced.p50),
    fmt(base.paced.p95),
    fmt(ours.flat.rps),
    fmt(base.flat.rps),
    (ours.flat.rps / base.flat.rps).toFixed(2),
    (ours.flat.rps / healthz.rps).toFixed(2),
    `${ours.paced.errors + ours.flat.errors}/${base.paced.errors + base.flat.errors}`,
  ]
}
