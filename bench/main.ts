import { parseArgs } from 'node:util'
import { benchAccounts } from './accounts'
import { benchBackorders } from './backorders'
import { benchCatalogue } from './catalogue'
import { benchFeeds } from './feeds'
import { benchFrequent } from './frequent'
import { benchImport } from './import'
import { benchOnboarding } from './onboarding'
import { benchOrders } from './orders'
import { benchReports } from './reports'
import { benchSoak } from './soak'
import { benchSsr } from './ssr'
import { benchWeb } from './web'

// `npm run bench -- <suite>`: load benchmarks on generated dealer-scale data in the PostgreSQL at
// DATABASE_URL. Numbers are printed, not asserted: performance is read, never a timed test.
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    parts: { type: 'string', default: '300000' },
    orders: { type: 'string', default: '500000' },
    seconds: { type: 'string', default: '8' },
    rows: { type: 'string', default: '40000' },
    runs: { type: 'string', default: '5' },
    users: { type: 'string', default: '20000' },
    stores: { type: 'string', default: '2000' },
    minutes: { type: 'string', default: '10' },
    buyers: { type: 'string', default: '60' },
    staff: { type: 'string', default: '6' },
  },
})

const suites: Record<string, () => Promise<void>> = {
  catalogue: () => benchCatalogue({ parts: Number(values.parts), seconds: Number(values.seconds) }),
  orders: () => benchOrders({ orders: Number(values.orders), parts: Number(values.parts), seconds: Number(values.seconds) }),
  // 'Sisa Pesanan' on two years of back-order lines: the lists and the navbars' counts beside plain SQL
  backorders: () =>
    benchBackorders({ orders: Number(values.orders), parts: Number(values.parts), seconds: Number(values.seconds) }),
  // 'Sering Dipesan' of the busiest store and demo.user's, at 50 requests/s, beside plain SQL
  frequent: () => benchFrequent({ parts: Number(values.parts), orders: Number(values.orders), seconds: Number(values.seconds) }),
  // its own small catalogue (a fresh PGlite unless DATABASE_URL is set): parsing is the cost here
  accounts: () => benchAccounts({ seconds: Number(values.seconds), users: Number(values.users), stores: Number(values.stores) }),
  import: () => benchImport({ rows: Number(values.rows), catalogue: 20_000, runs: Number(values.runs) }),
  // head office signing up 20,000 buyers of 2,000 stores from one XLSX: validate, commit, run again
  onboarding: () => benchOnboarding({ users: Number(values.users), stores: Number(values.stores) }),
  // the staff and buyer reports at 20 requests/s, every call counted (no reuse), beside plain SQL
  reports: () => benchReports({ seconds: Number(values.seconds) }),
  // the nightly files (300,000 parts, 600,000 stock lines, 10,000 supersessions) through the feed job
  // beside COPY, and the search p95 while a stock job runs; in a database of its own
  feeds: () => {
    const parts = Number(values.parts)
    return benchFeeds({ parts, stockRows: parts * 2, edges: Math.min(10_000, Math.floor(parts / 30)) })
  },
  // Lighthouse's mobile preset on the login page and four signed-in pages, in Debian's Chromium
  web: () => benchWeb(),
  // the pages whose first screen the server renders, at 50 connections, beside their API calls
  ssr: () => benchSsr({ parts: Number(values.parts), orders: Number(values.orders), seconds: Number(values.seconds) }),
  // two instances under a branch's working mix, then a consistency audit; not part of the default run
  soak: () =>
    benchSoak({
      minutes: Number(values.minutes),
      buyers: Number(values.buyers),
      staff: Number(values.staff),
      parts: Number(values.parts),
      orders: Number(values.orders),
    }),
}

const wanted = positionals.length > 0 ? positionals : Object.keys(suites).filter((name) => name !== 'soak')
for (const name of wanted) {
  const suite = suites[name]
  if (!suite) {
    console.error(`Unknown bench suite "${name}". Known: ${Object.keys(suites).join(', ')}`)
    process.exit(2)
  }
  await suite()
}
