import { storeListQuerySchema, userListQuerySchema } from '../common/management'
import { listUsersQuery } from '../server/management/queries'
import { countStores, listStores } from '../server/management/store-queries'
import { ACCOUNTS_CASES } from './accounts-cases'
import { openBareServer, serveBare } from './bare-server'

// The bare baseline of the accounts bench, in its own process like the portal: Fastify and pg
// running the very statements the portal runs for each case, nothing else: no session, no
// validation of the request, no presenting.
const branchId = Number(process.argv[2])
const { app, database, pool } = await openBareServer()

ACCOUNTS_CASES.forEach((c, index) => {
  if (c.kind === 'users') {
    const q = userListQuerySchema.parse(c.query)
    const compiled = listUsersQuery(
      database.db,
      branchId,
      { search: q.search, username: q.filter_username, name: q.filter_name, store: q.filter_store, mobile: q.filter_mobile },
      { sort: q.sort, dir: q.dir, staffLast: q.role_bottom === 'staff' },
      null,
      q.limit + 1,
    ).compile()
    app.get(`/bare/${index}`, async () => (await pool.query(compiled.sql, compiled.parameters as unknown[])).rows)
  } else {
    const q = storeListQuerySchema.parse(c.query)
    app.get(`/bare/${index}`, async () => {
      const [items, total] = await Promise.all([listStores(database.db, branchId, q), countStores(database.db, branchId, q.q)])
      return { items, total }
    })
  }
})
await serveBare(app, database)
