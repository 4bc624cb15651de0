import { CATALOGUE_PAGE_SIZE } from '../common/catalogue'
import { parseSearch } from '../common/search'
import { countProductsQuery, listProductsQuery } from '../server/catalogue/queries'
import { openBareServer, serveBare } from './bare-server'
import { CATALOGUE_CASES } from './catalogue-cases'

// The bare baseline, in its own process like the portal: Fastify and pg running the very SQL the
// portal runs for each case (page and count), nothing else: no session, no cache, no validation.
const branchId = Number(process.argv[2])
const { app, database, pool } = await openBareServer()

CATALOGUE_CASES.forEach((c, index) => {
  const filter = { ...c.filter, availableIn: c.filter.onlyAvailable ? branchId : undefined, priceBranch: branchId }
  const list = listProductsQuery(
    database.db,
    filter,
    { by: 'sto_id', dir: 'asc' },
    { offset: 0, limit: CATALOGUE_PAGE_SIZE + 1 },
    branchId,
  ).compile()
  const count = countProductsQuery(database.db, filter).compile()
  app.get(`/bare/${index}`, async () => {
    const [rows, total] = await Promise.all([
      pool.query(list.sql, list.parameters as unknown[]),
      pool.query(count.sql, count.parameters as unknown[]),
    ])
    return { items: rows.rows, total: total.rows[0].n }
  })
})
// one search term per request, built and compiled per request as the portal does
app.get<{ Querystring: { q: string } }>('/bare/search', async (request) => {
  const filter = { search: parseSearch(request.query.q), nameAlso: false, priceBranch: branchId }
  const list = listProductsQuery(
    database.db,
    filter,
    { by: 'sto_id', dir: 'asc' },
    { offset: 0, limit: CATALOGUE_PAGE_SIZE + 1 },
    branchId,
  ).compile()
  const count = countProductsQuery(database.db, filter).compile()
  const [rows, total] = await Promise.all([
    pool.query(list.sql, list.parameters as unknown[]),
    pool.query(count.sql, count.parameters as unknown[]),
  ])
  return { items: rows.rows, total: total.rows[0].n }
})
await serveBare(app, database)
