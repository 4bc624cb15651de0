import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/connect'
import { FEATURES } from './features'
import type { AnyFeature } from './lib/compose-features'
import { openTestDatabase } from './test/database'

// Every table of the migrated schema has one owner, the feature whose descriptor lists it (its
// types in that feature's tables.ts), and every listed table exists: a migration that adds a
// table nobody claims, or a descriptor naming a table that is gone, fails here.

/** Tables no feature owns: Kysely's migration bookkeeping, and the secrets the platform keeps (server/http). */
const isPlatformTable = (table: string) => table.startsWith('kysely_migration') || table === 'app_secrets'

type Owner = Pick<AnyFeature, 'name' | 'tables'>

/** What is wrong with the features' claims on the schema's tables, one sentence each; none when each has one owner. */
function ownershipProblems(schemaTables: readonly string[], features: readonly Owner[]): string[] {
  const owners = new Map<string, string[]>()
  for (const feature of features) {
    for (const table of feature.tables ?? []) owners.set(table, [...(owners.get(table) ?? []), feature.name])
  }
  const problems: string[] = []
  for (const table of schemaTables.filter((t) => !isPlatformTable(t))) {
    const listedBy = owners.get(table) ?? []
    if (listedBy.length === 0) problems.push(`${table}: no feature lists it`)
    if (listedBy.length > 1) problems.push(`${table}: listed by ${listedBy.join(', ')}`)
  }
  const inSchema = new Set(schemaTables)
  for (const [table, listedBy] of owners) {
    if (!inSchema.has(table)) problems.push(`${table}: listed by ${listedBy.join(', ')}, but not in the schema`)
    else if (isPlatformTable(table)) problems.push(`${table}: the platform's, listed by ${listedBy.join(', ')}`)
  }
  return problems
}

let database: DatabaseHandle
let schemaTables: string[]

beforeAll(async () => {
  database = await openTestDatabase()
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_catalog.pg_tables where schemaname = 'public' order by tablename`.execute(database.db)
  schemaTables = rows.map((r) => r.tablename)
})
afterAll(async () => {
  await database.close()
})

describe("the tables' owners", () => {
  it('are one feature for each table of the migrated schema, and every listed table exists', () => {
    expect(schemaTables).toContain('orders')
    expect(schemaTables).toContain('report_fold_marks')
    expect(ownershipProblems(schemaTables, FEATURES)).toEqual([])
  })

  it('catch a table nobody lists, one listed twice, one gone, and a claim on the platform', () => {
    const schema = ['app_secrets', 'kysely_migration', 'carts', 'orders', 'stock']
    const claims: Owner[] = [
      { name: 'cart', tables: ['carts', 'orders'] },
      { name: 'orders', tables: ['orders', 'order_items'] },
      { name: 'admin', tables: ['app_secrets'] },
    ]
    expect(ownershipProblems(schema, claims)).toEqual([
      'orders: listed by cart, orders',
      'stock: no feature lists it',
      'order_items: listed by orders, but not in the schema',
      "app_secrets: the platform's, listed by admin",
    ])
    const oneEach: Owner[] = [
      { name: 'cart', tables: ['carts'] },
      { name: 'orders', tables: ['orders'] },
      { name: 'stock', tables: ['stock'] },
    ]
    expect(ownershipProblems(schema, oneEach)).toEqual([])
  })
})
