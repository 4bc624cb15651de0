import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/types'
import { Columns } from './insert'
import { generatePartBatches } from './parts'
import { DISTRICTS, numberedUsername, person, storeDescription, storeName } from './people'
import { createRng, seedFor } from './random'
import { generateStock } from './stock'

// Dealer-scale data, phase by phase. Every phase tops up to a target and derives each row from
// its position (part i, store i), so a second run, or a run after an interruption, adds only what
// is missing: unique keys plus ON CONFLICT DO NOTHING make a repeated row a no-op. Rows go in as
// INSERT ... SELECT FROM unnest(arrays): one statement and one transaction per batch.

type Db = Kysely<Database>

export interface Progress {
  increment(n: number): void
}

export const BATCH = 5_000
const STORE_SEED = 0x5eed_0002
const STOCK_SEED = 0x5eed_0003
const DAY = 86_400_000

export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int8 as n from ${sql.table(table)}`.execute(db)
  return r.rows[0].n
}

/** Adds generated parts until the catalogue holds `target` products; returns how many it added. */
export async function bulkParts(db: Db, target: number, now: Date, progress: Progress): Promise<number> {
  let have = await countRows(db, 'products')
  let index = have // the demo and earlier runs took generator positions 0..have-1
  let added = 0
  // a position whose number already exists (an imported catalogue) is skipped: loop until full
  for (let round = 0; have < target && round < 10; round++) {
    const want = target - have
    for (const batch of generatePartBatches({ start: index, count: want, batchSize: BATCH, now })) {
      const cols = Columns.of('sto_id:text name:text price:int8 image_url:text created_at:timestamptz updated_at:timestamptz')
      for (const p of batch) {
        const at = p.createdAt.toISOString()
        cols.push(p.stoId, p.name, p.price, p.imageUrl, at, at)
      }
      const r = await cols.insert('products', sql`on conflict (sto_id) do nothing`).execute(db)
      const n = Number(r.numAffectedRows ?? 0)
      added += n
      have += n
      progress.increment(n)
    }
    index += want
  }
  return added
}

async function missingStock(db: Db, branchId: number): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::int8 as n from products p
    where not exists (select 1 from stock s where s.branch_id = ${branchId} and s.product_id = p.id)`.execute(db)
  return r.rows[0].n
}

/** Total stock rows missing over all branches (the stock phase's progress total). */
export async function countMissingStock(db: Db): Promise<number> {
  let total = 0
  for (const b of await db.selectFrom('branches').select('id').execute()) total += await missingStock(db, b.id)
  return total
}

/** Gives every product a stock row in every branch; the values derive from the product id. */
export async function bulkStock(db: Db, now: Date, progress: Progress): Promise<number> {
  let added = 0
  for (const branch of await db.selectFrom('branches').select('id').orderBy('id').execute()) {
    let after = 0
    for (;;) {
      const rows = await sql<{ id: number; price: number }>`
        select p.id, p.price from products p
        where p.id > ${after}
          and not exists (select 1 from stock s where s.branch_id = ${branch.id} and s.product_id = p.id)
        order by p.id limit ${BATCH}`.execute(db)
      if (rows.rows.length === 0) break
      const cols = Columns.of('branch_id:int4 product_id:int4 qty:int4 price_osc:int8 updated_at:timestamptz')
      for (const p of rows.rows) {
        const s = generateStock(createRng(seedFor(STOCK_SEED + branch.id, p.id)), p.price, now)
        cols.push(branch.id, p.id, s.qty, s.priceOsc, s.updatedAt.toISOString())
      }
      const r = await cols.insert('stock', sql`on conflict do nothing`).execute(db)
      added += Number(r.numAffectedRows ?? 0)
      progress.increment(rows.rows.length)
      after = rows.rows[rows.rows.length - 1].id
    }
  }
  return added
}

/** Store i of the generated dealer network: code C1000000+i, one buyer `<type>.<name><i>`. */
function generatedStore(i: number, branches: { id: number; code: string }[], now: Date) {
  const rng = createRng(seedFor(STORE_SEED, i))
  const branch = branches[i % branches.length]
  const name = storeName(rng)
  const district = rng.chance(0.5) ? ` (${rng.pick(DISTRICTS[branch.code] ?? DISTRICTS.JKT01)})` : ''
  const buyer = person(rng, 0.3)
  return {
    branchId: branch.id,
    code: `C${1_000_000 + i}`,
    name: `${name}${district}`,
    description: storeDescription(rng, branch.code),
    joined: new Date(now.getTime() - rng.int(30, 900) * DAY).toISOString(),
    buyer: { ...buyer, username: numberedUsername(name, i) },
  }
}

/** Makes sure generated stores 0..count-1 and their buyers exist; returns stores added. */
export async function bulkStores(db: Db, count: number, passwordHash: string, now: Date, progress: Progress): Promise<number> {
  const branches = await db.selectFrom('branches').select(['id', 'code']).orderBy('id').execute()
  let added = 0
  for (let start = 0; start < count; start += 1_000) {
    const stores = Array.from({ length: Math.min(1_000, count - start) }, (_, k) => generatedStore(start + k, branches, now))
    await db.transaction().execute(async (trx) => {
      const sc = Columns.of('branch_id:int4 ibs_cust_code:text name:text description:text created_at:timestamptz')
      for (const s of stores) sc.push(s.branchId, s.code, s.name, s.description, s.joined)
      const r = await sc.insert('stores', sql`on conflict (ibs_cust_code) do nothing`).execute(trx)
      added += Number(r.numAffectedRows ?? 0)
      const ids = await trx
        .selectFrom('stores')
        .select(['id', 'ibs_cust_code'])
        .where(
          'ibs_cust_code',
          'in',
          stores.map((s) => s.code),
        )
        .execute()
      const idOf = new Map(ids.map((s) => [s.ibs_cust_code, s.id]))
      const uc = Columns.of(
        'username:text store_id:int4 first_name:text last_name:text email:text mobile:text created_at:timestamptz',
      )
      for (const { buyer: b, code, joined } of stores)
        uc.push(b.username, idOf.get(code), b.firstName, b.lastName, b.email, b.mobile, joined)
      // every generated buyer shares the demo password and the single role 'user'
      await sql`
        insert into users (username, store_id, first_name, last_name, email, mobile, created_at, password_hash, roles, password_changed_at)
        select t.*, ${passwordHash}, array['user'], t.created_at
        from ${uc.unnest()} as t(username, store_id, first_name, last_name, email, mobile, created_at)
        on conflict (username) do nothing`.execute(trx)
    })
    progress.increment(stores.length)
  }
  return added
}
