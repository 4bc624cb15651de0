import type { CompiledQuery } from 'kysely'
import { CATALOGUE_PAGE_SIZE } from '../common/catalogue'
import { jakartaDay } from '../common/jakarta-time'
import { parseSearch } from '../common/search'
import { nameSearch, searchWords, termWords, typoCandidates } from '../server/catalogue/name-query'
import { type CatalogueFilter, type CatalogueOrder, listProductsQuery } from '../server/catalogue/search-queries'
import { SupersessionNumbers } from '../server/catalogue/supersession-numbers'
import { nearestWords } from '../server/catalogue/word-queries'
import { SynonymList } from '../server/synonyms'
import { openBareServer, serveBare } from './bare-server'
import { CATALOGUE_CASES } from './catalogue-cases'

// The bare baseline, in its own process like the portal: Fastify and pg running the very
// statement the portal runs for a search it has not kept (its page with its count, the replaced
// numbers it matches, the lineage of the parts it lists), nothing else: no session, no cache, no
// validation, no presenting.
const branchId = Number(process.argv[2])
// the priced buyer's store (bench/prices-data.ts), for the search ordered by what it pays
const pricedStore = process.argv[3] ? Number(process.argv[3]) : undefined
const { app, database, pool } = await openBareServer()
const numbers = new SupersessionNumbers(database.db)
// the synonym list is kept once read, as every portal instance keeps it
const synonyms = new SynonymList(database.db)

/** A name search reads its words through the synonyms and is ordered 'Relevansi', as the portal's. */
async function named(filter: Omit<CatalogueFilter, 'day'>): Promise<Omit<CatalogueFilter, 'day'>> {
  if (!filter.nameAlso || !filter.search) return filter
  return { ...filter, name: nameSearch(filter.search.term, await synonyms.current()) }
}
const relevance: CatalogueOrder = { by: 'relevance', dir: 'asc' }

async function compile(filter: Omit<CatalogueFilter, 'day'>, day: string, order?: CatalogueOrder) {
  const withDay = { ...(await named(filter)), priceBranch: branchId, day }
  order ??= withDay.name ? relevance : { by: 'sto_id', dir: 'asc' }
  const page = { offset: 0, limit: CATALOGUE_PAGE_SIZE + 1 }
  const reach = await numbers.reach(withDay.search, withDay.nameAlso, day)
  return listProductsQuery(withDay, order, page, branchId, { withCount: true, reach }).compile(database.db)
}

/** The statement of a name search whose typos are read as their nearest words (word-queries.ts). */
async function compileCorrected(q: string, day: string) {
  const list = await synonyms.current()
  const terms = termWords(list)
  const search = parseSearch(q)
  if (!search) return null
  const typed = typoCandidates(searchWords(search.term)).filter((w) => !terms.includes(w))
  const corrections = await nearestWords(database.db, typed, terms)
  if (corrections.size === 0) return null
  const name = nameSearch(search.term, list, corrections)
  const withDay = { search, nameAlso: true, name, priceBranch: branchId, day }
  const reach = await numbers.reach(search, true, day)
  const page = { offset: 0, limit: CATALOGUE_PAGE_SIZE + 1 }
  return listProductsQuery(withDay, relevance, page, branchId, { withCount: true, reach }).compile(database.db)
}

async function run(statement: CompiledQuery) {
  const { rows } = await pool.query(statement.sql, statement.parameters as unknown[])
  return { items: rows.filter((r) => r.id !== null), total: rows[0]?.total }
}

// the five searches are compiled once a day, as a prepared handler would
const compiled = new Map<string, CompiledQuery>()
CATALOGUE_CASES.forEach((c, index) => {
  const { onlyAvailable, ...filter } = c.filter
  app.get(`/bare/${index}`, async () => {
    const day = jakartaDay(new Date())
    const key = `${index} ${day}`
    let statement = compiled.get(key)
    if (!statement) {
      statement = await compile({ ...filter, availableIn: onlyAvailable ? branchId : undefined }, day)
      compiled.set(key, statement)
    }
    return run(statement)
  })
})
// one search term per request, built and compiled per request as the portal does
app.get<{ Querystring: { q: string } }>('/bare/search', async (request) =>
  run(await compile({ search: parseSearch(request.query.q), nameAlso: false }, jakartaDay(new Date()))),
)
// a name search as the portal runs one it has not kept: its words, and when it finds nothing its
// typos corrected and the search run again
app.get<{ Querystring: { q: string } }>('/bare/name-search', async (request) => {
  const day = jakartaDay(new Date())
  const first = await run(await compile({ search: parseSearch(request.query.q), nameAlso: true }, day))
  if (first.total !== 0) return first
  const again = await compileCorrected(request.query.q, day)
  return again ? run(again) : first
})
// the same search ordered by the price the store pays: its agreements read in the statement
// (unitPriceSql), as the portal does for order_by=price
app.get<{ Querystring: { q: string } }>('/bare/search-by-price', async (request) => {
  const filter = { search: parseSearch(request.query.q), nameAlso: false, priceStore: pricedStore }
  return run(await compile(filter, jakartaDay(new Date()), { by: 'price', dir: 'asc' }))
})
// what a kept answer costs without the portal's work: Fastify sending as many bytes of JSON
const bodies = new Map<number, string>()
app.get<{ Querystring: { n: string } }>('/bare/bytes', async (request, reply) => {
  const n = Math.max(16, Math.min(1_000_000, Number(request.query.n) || 0))
  let body = bodies.get(n)
  if (body === undefined) {
    body = `{"x":"${'a'.repeat(n - 8)}"}`
    bodies.set(n, body)
  }
  return reply.type('application/json; charset=utf-8').send(body)
})
await serveBare(app, database)
