import { sql } from 'kysely'
import type { Db } from '../db/connect'

// The parts as other features read them (the cart, the order import), through the catalogue's
// index: the products table is the catalogue's.

/** An active part, as an order import names it. */
export interface KnownPart {
  id: number
  sto_id: string
  name: string
}

export async function activeProduct(trx: Db, productId: number) {
  return trx
    .selectFrom('products')
    .select(['id', 'sto_id', 'name'])
    .where('id', '=', productId)
    .where('is_active', '=', true)
    .executeTakeFirst()
}

export interface PartSnap {
  id: number
  sto_id: string
  name: string
  image_url: string | null
}

/** Active parts by their number. */
export async function activeProductsByPartNo(trx: Db, partNos: string[]): Promise<Map<string, PartSnap>> {
  if (partNos.length === 0) return new Map()
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'sto_id', 'name', 'image_url'])
    .where('sto_id', 'in', partNos)
    .where('is_active', '=', true)
    .execute()
  return new Map(rows.map((r) => [r.sto_id, r]))
}

/**
 * Active parts among `partNos`, through a join on `unnest(array)`: a plain `sto_id in (…)` lets
 * the planner pick the trigram GIN index on a small catalogue (~10 s per 1,000 numbers on 20k
 * parts, past the statement timeout); the join uses the b-tree or a hash join.
 */
export async function knownParts(db: Db, partNos: string[]): Promise<Map<string, KnownPart>> {
  const known = new Map<string, KnownPart>()
  const unique = [...new Set(partNos.filter((p) => p !== ''))]
  for (let i = 0; i < unique.length; i += 5_000) {
    const { rows } = await sql<KnownPart>`
      select p.id, p.sto_id, p.name from unnest(${unique.slice(i, i + 5_000)}::text[]) as u(sto_id)
      join products p on p.sto_id = u.sto_id where p.is_active`.execute(db)
    for (const r of rows) known.set(r.sto_id, r)
  }
  return known
}
