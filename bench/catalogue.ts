import Fastify from 'fastify'
import type { Pool } from 'pg'
import { CATALOGUE_PAGE_SIZE } from '../common/catalogue'
import { parseSearch } from '../common/search'
import { type CatalogueFilter, type CatalogueOrder, countProductsQuery, listProductsQuery } from '../server/catalogue/queries'
import type { Db } from '../server/db/connect'
import { ensureDataset, fmt, measure, openBenchDatabase, printTable, signIn, startPortal } from './lib'

interface Case {
  name: string
  query: Record<string, string>
  filter: Omit<CatalogueFilter, 'availableIn'> & { onlyAvailable?: boolean }
}

const CASES: Case[] = [
  { name: 'contains 230A0', query: { q: '230A0' }, filter: { search: parseSearch('230A0'), nameAlso: false } },
  { name: 'starts 1230A*', query: { q: '1230A*' }, filter: { search: parseSearch('1230A*'), nameAlso: false } },
  { name: 'ends *046', query: { q: '*046' }, filter: { search: parseSearch('*046'), nameAlso: false } },
  { name: 'name-also brake', query: { q: 'brake', name_also: '1' }, filter: { search: parseSearch('brake'), nameAlso: true } },
  {
    name: 'only-available MZ3*',
    query: { q: 'MZ3*', only_available: '1' },
    filter: { search: parseSearch('MZ3*'), nameAlso: false, onlyAvailable: true },
  },
]

/** The bare baseline: Fastify and pg running the very SQL the portal runs, nothing else. */
async function startBare(db: Db, pool: Pool, branchId: number) {
  const app = Fastify()
  const order: CatalogueOrder = { by: 'sto_id', dir: 'asc' }
  CASES.forEach((c, index) => {
    const filter = { ...c.filter, availableIn: c.filter.onlyAvailable ? branchId : undefined }
    const list = listProductsQuery(db, filter, order, { offset: 0, limit: CATALOGUE_PAGE_SIZE + 1 }, branchId).compile()
    const count = countProductsQuery(db, filter).compile()
    app.get(`/bare/${index}`, async () => {
      const [rows, total] = await Promise.all([
        pool.query(list.sql, list.parameters as unknown[]),
        pool.query(count.sql, count.parameters as unknown[]),
      ])
      return { items: rows.rows, total: total.rows[0].n }
    })
  })
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return { app, url }
}

export async function benchCatalogue(args: { parts: number; seconds: number }): Promise<void> {
  const database = await openBenchDatabase()
  const existing = await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  if (Number(existing.n) < args.parts) {
    const orders = await database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    ensureDataset(args.parts, Number(orders.n))
  }
  const branch = await database.db
    .selectFrom('users as u')
    .innerJoin('stores as s', 's.id', 'u.store_id')
    .select('s.branch_id')
    .where('u.username', '=', 'demo.user')
    .executeTakeFirstOrThrow()
  const portal = await startPortal(database)
  const bare = await startBare(database.db, database.pool as Pool, branch.branch_id)
  const headers = await signIn(portal.url, 'demo.user')
  const rows: (string | number)[][] = []
  for (const [index, c] of CASES.entries()) {
    const query = new URLSearchParams(c.query).toString()
    const ours = await measure(`${portal.url}/api/products-osc?${query}`, { headers, seconds: args.seconds })
    const base = await measure(`${bare.url}/bare/${index}`, { seconds: args.seconds })
    rows.push([
      c.name,
      fmt(ours.p50), fmt(ours.p95), fmt(ours.p99), fmt(ours.rps),
      fmt(base.p50), fmt(base.p95), fmt(base.rps),
      (ours.rps / base.rps).toFixed(2),
      ours.p95 <= 30 && ours.rps / base.rps >= 0.7 ? 'ok' : 'MISS',
      ours.errors,
    ])
  }
  printTable(
    `Catalogue search, 50 connections, ${args.seconds}s each (target p95 <= 30 ms, >= 0.7 of bare req/s)`,
    ['query', 'p50', 'p95', 'p99', 'req/s', 'bare p50', 'bare p95', 'bare req/s', 'ratio', 'target', 'errors'],
    rows,
  )
  await portal.app.close()
  await bare.app.close()
  await database.close()
}
