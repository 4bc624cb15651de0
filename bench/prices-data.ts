import { sql } from 'kysely'
import pg from 'pg'
import { loadConfig } from '../server/config'
import type { Db } from '../server/db/connect'

// The priced buyer of the catalogue and orders benches (docs/product.md §10.10): a store of
// demo.user's branch with its own agreements on 5,000 parts, in a price group with a discount on
// each of 50 part groups, and its bench account (demo.user's password). Parts without part groups
// get one of 50 by their id. Written by PostgreSQL itself; a second run finds it all and writes
// nothing, so the portal's kept books and pages stay valid between suites.

export const PRICED_BUYER = 'bench.harga'
export const PRICED_STORE = 'BENCHHARGA'
export const PRICED_GROUP = 'BENCH-GRUP'
export const STORE_PART_AGREEMENTS = 5_000
export const PART_GROUPS = 50

export interface PricedBuyer {
  storeId: number
  userId: number
  /** the parts the store has its own agreement on, in id order */
  agreedParts: number[]
}

/**
 * `groups` part groups over the catalogue by id, when no part carries one yet. Every row is
 * rewritten: on a connection of its own, without the portal's statement timeout, and vacuumed so
 * the searches measured next do not read past the old versions.
 */
export async function givePartGroups(databaseUrl: string, groups: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const any = await client.query('select id from products where part_group is not null limit 1')
    if (any.rows.length > 0) return
    await client.query(`update products set part_group = 'PG' || lpad((id % $1)::text, 2, '0')`, [groups])
    await client.query('vacuum analyze products')
  } finally {
    await client.end()
  }
}

async function ensureStoreAndBuyer(db: Db, branchId: number): Promise<{ storeId: number; userId: number }> {
  await sql`
    insert into stores (branch_id, ibs_cust_code, name, description, created_at, price_group)
    values (${branchId}, ${PRICED_STORE}, 'BENGKEL HARGA KHUSUS', 'Toko bench dengan harga sendiri', now(), ${PRICED_GROUP})
    on conflict (ibs_cust_code) do nothing`.execute(db)
  const store = await db
    .selectFrom('stores')
    .select(['id', 'branch_id', 'price_group'])
    .where('ibs_cust_code', '=', PRICED_STORE)
    .executeTakeFirstOrThrow()
  if (store.branch_id !== branchId || store.price_group !== PRICED_GROUP) {
    throw new Error(`store ${PRICED_STORE} exists in another branch or price group: remove it first`)
  }
  await sql`
    insert into users (username, password_hash, roles, store_id, branch_id, first_name, last_name, created_at)
    select ${PRICED_BUYER}, u.password_hash, array['user'], ${store.id}, null, 'Bench', 'Harga', now()
    from users u where u.username = 'demo.user'
    on conflict (username) do nothing`.execute(db)
  const user = await db.selectFrom('users').select('id').where('username', '=', PRICED_BUYER).executeTakeFirstOrThrow()
  return { storeId: store.id, userId: user.id }
}

/**
 * The store's 5,000 part agreements (every n-th active part: a quarter net prices, the rest
 * discounts, a fifth with validity days around today) and the group's 50 part-group discounts.
 * Written afresh only when the counts differ.
 */
async function ensureAgreements(db: Db, storeId: number): Promise<void> {
  const counted = await sql<{ own: number; grouped: number }>`
    select count(*) filter (where store_id = ${storeId} and product_id is not null)::int as own,
      count(*) filter (where price_group = ${PRICED_GROUP} and part_group is not null)::int as grouped
    from price_agreements where store_id = ${storeId} or price_group = ${PRICED_GROUP}`.execute(db)
  const { own, grouped } = counted.rows[0]
  if (own === STORE_PART_AGREEMENTS && grouped === PART_GROUPS) return
  await sql`delete from price_agreements where store_id = ${storeId} or price_group = ${PRICED_GROUP}`.execute(db)
  await sql`
    insert into price_agreements (scope, store_id, product_id, discount_bp, net_price, valid_from, valid_to, updated_at)
    select 'toko', ${storeId}, c.id,
      case when c.k % 4 <> 0 then 500 + (c.id % 30) * 50 end,
      case when c.k % 4 = 0 then greatest(1, round(c.price * 0.85))::int8 end,
      case when c.k % 5 = 0 then current_date - 30 end,
      case when c.k % 5 = 0 then current_date + 365 end,
      now()
    from (
      -- k numbers the chosen parts, so the kinds of terms spread over them
      select p.id, p.price, row_number() over (order by p.id) as k
      from (select id, price, row_number() over (order by id) as n, count(*) over () as total from products where is_active) p
      where p.n % greatest(1, p.total / ${STORE_PART_AGREEMENTS}) = 0
    ) c
    order by c.id
    limit ${STORE_PART_AGREEMENTS}`.execute(db)
  await sql`
    insert into price_agreements (scope, price_group, part_group, discount_bp, updated_at)
    select 'grup', ${PRICED_GROUP}, g.part_group, 300 + row_number() over (order by g.part_group)::int * 10, now()
    from (select distinct part_group from products where part_group is not null order by part_group limit ${PART_GROUPS}) g`.execute(
    db,
  )
  await sql`analyze price_agreements`.execute(db)
}

/** The priced buyer in `branchId`, made or found. */
export async function ensurePricedBuyer(db: Db, branchId: number): Promise<PricedBuyer> {
  const { databaseUrl } = loadConfig()
  if (!databaseUrl) throw new Error('the priced buyer needs DATABASE_URL')
  await givePartGroups(databaseUrl, PART_GROUPS)
  const { storeId, userId } = await ensureStoreAndBuyer(db, branchId)
  await ensureAgreements(db, storeId)
  const parts = await db
    .selectFrom('price_agreements')
    .select('product_id')
    .where('store_id', '=', storeId)
    .where('product_id', 'is not', null)
    .orderBy('product_id')
    .execute()
  return { storeId, userId, agreedParts: parts.map((p) => Number(p.product_id)) }
}
