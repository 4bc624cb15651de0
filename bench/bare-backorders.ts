import { BACKORDER_LIST_LIMIT } from '../common/backorder-rules'
import { countLines, listLines } from '../server/backorders/queries'
import { openBareServer, serveBare } from './bare-server'

// The bare baseline of the back-orders bench: the portal's own statements (server/backorders/
// queries.ts) for the busiest branch and store it was given, nothing else: no session, no
// validation, no presenting. A list runs its page and the counts side by side, as the portal does.
const places = JSON.parse(process.argv[2]) as { branchId: number; storeId: number }
const { app, database } = await openBareServer()
const branch = { kind: 'branch', branchId: places.branchId } as const
const store = { kind: 'store', storeId: places.storeId } as const

const page = (state: 'terbuka' | 'semua') => {
  const now = new Date()
  return Promise.all([
    listLines(database.db, branch, { state }, now, BACKORDER_LIST_LIMIT + 1, null),
    countLines(database.db, branch, now),
  ])
}

app.get('/bare/staff/list', () => page('terbuka'))
app.get('/bare/staff/list-semua', () => page('semua'))
app.get('/bare/staff/counts', () => countLines(database.db, branch, new Date()))
app.get('/bare/buyer/counts', () => countLines(database.db, store, new Date()))
await serveBare(app, database)
