import { CATALOGUE_CASES } from './catalogue-cases'
import { ensureDataset, fmt, measure, openBenchDatabase, printTable, signIn } from './lib'
import { startBareCatalogue, startPortal } from './processes'

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
  await database.close()
  const portal = await startPortal()
  const bare = await startBareCatalogue(branch.branch_id)
  const headers = await signIn(portal.url, 'demo.user')
  const rows: (string | number)[][] = []
  for (const [index, c] of CATALOGUE_CASES.entries()) {
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
  await portal.stop()
  await bare.stop()
}
