import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, type ImportEdge, importGraph, listSources, serverFeatureOf, specifiersOf, violations } from './boundaries'

const root = path.resolve(import.meta.dirname, '..')
const edges = importGraph(root, listSources(root, ['common', 'server', 'web']))
const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to })

/** The composition roots wire every feature, and still only through its index.ts. */
const COMPOSITION_ROOTS = ['server/app.ts', 'server/main.ts']

function rootsReachingIn(all: ImportEdge[]): string[] {
  return all
    .filter(({ from }) => COMPOSITION_ROOTS.includes(from))
    .filter(({ to }) => {
      const feature = serverFeatureOf(to)
      return feature !== null && to !== `server/${feature}/index.ts`
    })
    .map(({ from, specifier }) => `${from} imports ${specifier}: use the feature's index.ts`)
}

// A statement: the start of a Kysely builder, or an sql`...` template (fragments included: they are
// SQL too). It belongs in a queries file of its feature (queries.ts or <something>-queries.ts).
const STATEMENT = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|\bsql(<[^`\n]*>)?`/
const isQueriesFile = (file: string) => /(^|\/|-)queries\.ts$/.test(file)
const exemptFromRooms = (file: string) => /\.test\.ts$/.test(file) || /^server\/(test|db\/migrations|seed)\//.test(file)

/** Server files allowed SQL outside a queries file, each with its reason. */
const SQL_EXCEPTIONS: Record<string, string> = {
  'server/db/migrate.ts':
    "the migration runner lifts the statement timeout on the one connection Kysely's Migrator runs on: part of migrating, like the migrations",
}

function sqlOutsideQueries(files: Array<{ file: string; text: string }>): string[] {
  return files
    .filter(({ file }) => !isQueriesFile(file) && !exemptFromRooms(file) && !(file in SQL_EXCEPTIONS))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => STATEMENT.test(line))
        .map(({ line, i }) => `${file}:${i + 1}: SQL outside a queries file: ${line.trim()}`),
    )
}

describe('the boundaries of the house', () => {
  it('hold on the source tree', () => {
    expect(edges.length).toBeGreaterThan(500)
    expect(violations(edges)).toEqual([])
  })

  it('leave no import cycle', () => {
    expect(cycles(edges)).toEqual([])
  })

  it('catch each kind of broken rule', () => {
    const broken = [
      edge('common/orders.ts', 'server/orders/status.ts'),
      edge('common/format.ts', 'node:crypto'),
      edge('web/lib/paths.ts', 'web/features/cart/api/get-cart.ts'),
      edge('web/components/page-header.tsx', 'web/app/layouts/user-layout.tsx'),
      edge('web/features/catalogue/components/buyer-results.tsx', 'web/features/cart/hooks/use-cart.ts'),
      edge('web/features/cart/hooks/use-cart.ts', 'web/app/routes/cart/cart-page.tsx'),
      edge('server/http/guards.ts', 'server/auth/session-rules.ts'),
      edge('server/cart/service.ts', 'server/orders/estimate.ts'),
      edge('server/seed/demo-orders.ts', 'server/orders/queries.ts'),
      edge('server/orders/service.ts', 'server/seed/demo.ts'),
      edge('server/db/migrate.ts', 'server/seed/demo.ts'),
      edge('server/http/guards.ts', 'server/seed/random.ts'),
    ]
    for (const one of broken) expect(violations([one]), `${one.from} -> ${one.to}`).not.toEqual([])
    expect(
      violations([
        edge('server/cart/service.ts', 'server/orders/index.ts'),
        edge('server/orders/service.ts', 'server/orders/queries.ts'),
        edge('server/app.ts', 'server/orders/routes.ts'),
        edge('server/orders/service.test.ts', 'server/test/app.ts'),
        edge('server/seed/demo-orders.ts', 'server/orders/index.ts'),
        edge('server/seed/cli.ts', 'server/db/connect.ts'),
        edge('server/seed/demo.ts', 'server/seed/demo-data.ts'),
        edge('server/main.ts', 'server/seed/demo.ts'),
        edge('server/reports/seeded-summaries.test.ts', 'server/seed/bulk.ts'),
        edge('web/app/routes/catalogue/catalogue-page.tsx', 'web/features/cart/hooks/use-cart.ts'),
        edge('web/app/routes/catalogue/catalogue-page.tsx', 'web/features/catalogue/components/buyer-results.tsx'),
        edge('web/app/layouts/user-layout.tsx', 'web/features/notifications/components/notification-bell.tsx'),
        edge('web/features/cart/hooks/use-cart.ts', 'web/lib/query-client.ts'),
      ]),
    ).toEqual([])
  })

  it("keep the composition roots to each feature's index.ts", () => {
    expect(rootsReachingIn(edges)).toEqual([])
    expect(rootsReachingIn([edge('server/app.ts', 'server/orders/routes.ts')])).not.toEqual([])
    expect(rootsReachingIn([edge('server/main.ts', 'server/auth/queries.ts')])).not.toEqual([])
    expect(
      rootsReachingIn([edge('server/app.ts', 'server/orders/index.ts'), edge('server/app.ts', 'server/http/csrf.ts')]),
    ).toEqual([])
  })

  it('keep SQL in the queries files', () => {
    const files = listSources(root, ['server']).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }))
    expect(files.length).toBeGreaterThan(200)
    expect(sqlOutsideQueries(files)).toEqual([])
    for (const file of Object.keys(SQL_EXCEPTIONS)) expect(fs.existsSync(path.join(root, file)), file).toBe(true)
  })

  it('catch SQL outside a queries file', () => {
    const caught = [
      "await db.selectFrom('users').select('id').execute()",
      "trx\n  .insertInto('orders')",
      'await sql`select 1`.execute(db)',
      'const { rows } = await sql<{ n: number }>`select count(*)`.execute(db)',
    ]
    for (const text of caught) expect(sqlOutsideQueries([{ file: 'server/cart/service.ts', text }]), text).not.toEqual([])
    const text = caught.join('\n')
    expect(
      sqlOutsideQueries([
        { file: 'server/cart/queries.ts', text },
        { file: 'server/catalogue/supersession-queries.ts', text },
        { file: 'server/cart/cart.test.ts', text },
        { file: 'server/db/migrations/0001_init.ts', text },
        { file: 'server/seed/demo.ts', text },
        { file: 'server/cart/service.ts', text: "await db.transaction().execute(fn)\nconst sqlText = 'x'" },
      ]),
    ).toEqual([])
  })

  it('resolve the alias and refuse an import that climbs two folders', () => {
    const aliased = importGraph(root, ['web/app/routes/cart/cart-page.tsx']).find(({ specifier }) => specifier.startsWith('#'))
    expect(aliased?.to).toBe(aliased?.specifier.slice(1))
    expect(fs.existsSync(path.join(root, aliased?.to ?? 'missing'))).toBe(true)
    const climb = { from: 'web/app/routes/cart/cart-page.tsx', to: 'web/lib/paths.ts', specifier: '../../../lib/paths' }
    expect(violations([climb])).toEqual([expect.stringContaining('climbs more than one folder')])
    expect(violations([{ ...climb, specifier: '#web/lib/paths.ts' }])).toEqual([])
    // a rule holds whichever way the import is written
    expect(
      violations([
        { from: 'web/lib/x.ts', to: 'web/features/cart/hooks/use-cart.ts', specifier: '#web/features/cart/hooks/use-cart.ts' },
      ]),
    ).not.toEqual([])
  })

  it('find a cycle however long', () => {
    expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c']])
  })

  it('read every form of import', () => {
    const text = `import a from './a'\nimport type { B } from "../b"\nexport { c } from './c'\nconst d = () => import('./d')\nimport './e.css'`
    expect(specifiersOf(text)).toEqual(['./a', '../b', './c', './d', './e.css'])
  })
})
