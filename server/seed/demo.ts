import { type Insertable, type Kysely, sql } from 'kysely'
import { jakartaDay } from '#common/jakarta-time.ts'
import type { Database } from '../db/types'
import type { UsersTable } from '../management'
import type { StockTable } from '../stock'
import { DEMO_ACCOUNTS, DEMO_BRANCHES, DEMO_ORDER_PLAN, DEMO_STORES, DEMO_SUPERSESSIONS, type DemoUsers } from './demo-data'
import { insertDemoDeliveries } from './demo-deliveries'
import { insertCart, insertOrders } from './demo-orders'
import { insertDemoPartRequests } from './demo-part-requests'
import { insertAgreements, listPriceKey, partGroupOf } from './demo-prices'
import { insertChunks } from './insert'
import type { ProductSnap } from './orders'
import { generatePartBatches } from './parts'
import { person } from './people'
import { createRng, type Rng } from './random'
import { generateStock } from './stock'

// The demo data `npm start` shows on an empty database: two branches, twenty workshops (most in a
// price group, with an NPWP and an address), a catalogue with part groups, stock, the workshops'
// own prices (demo-prices.ts), a few dozen orders in every status, priced with them, and two
// 'Tanya Part' requests (demo-part-requests.ts), all relative to `now` so the lists and the 30-day reports look alive whenever the demo is started.

type Db = Kysely<Database>

export interface SeedDemoOptions {
  /** Hash of the demo password (demo1234), computed once by the caller and shared by all. */
  passwordHash: string
  now?: Date
  /** Catalogue size; 5,000 by default. */
  parts?: number
}

// main.ts prints the accounts and their password on start
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data'

const DEMO_SEED = 20_261_121
const DAY = 86_400_000

/** Whether the README's demo accounts exist here, so the console may print them. */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const usernames = DEMO_ACCOUNTS.map((a) => a.username)
  const row = await db.selectFrom('users').select('id').where('username', 'in', usernames).limit(1).executeTakeFirst()
  return row !== undefined
}

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('branches').select('id').limit(1).executeTakeFirst()
  return row !== undefined
}

/**
 * Fills an empty migrated database in one transaction. Does nothing if a branch already exists:
 * an advisory lock makes several instances starting at once seed exactly once.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions): Promise<void> {
  const now = opts.now ?? new Date()
  const rng = createRng(DEMO_SEED)
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('dipo-parts:seed-demo'))`.execute(trx)
    if (await isSeeded(trx)) return
    const branchIds = await insertBranches(trx)
    const storeIds = await insertStores(trx, rng, branchIds, now)
    const users = await insertUsers(trx, rng, opts.passwordHash, branchIds, storeIds, now)
    const { products, stockJkt, partGroups, listPrices } = await insertCatalogue(trx, opts.parts ?? 5_000, branchIds, now)
    await insertSupersessions(trx, now)
    const agreements = await insertAgreements(trx, { storeIds, products, partGroups, now })
    const storeGroups = new Map(DEMO_STORES.map((s) => [storeIds.get(s.code) as number, s.group]))
    const prices = { agreements, storeGroups, partGroups, listPrices }
    await insertOrders(trx, rng, { branchIds, storeIds, users, products, prices, now })
    await insertDemoDeliveries(
      trx,
      DEMO_ORDER_PLAN.map((p) => storeIds.get(p.store) as number),
      now,
    )
    await insertCart(trx, rng, users.byName.get('demo.user') as number, products, stockJkt, now)
    await insertDemoPartRequests(trx, users.byName.get('demo.user') as number, users.byName.get('demo.seller') as number, now)
  })
}

async function insertBranches(trx: Db): Promise<Map<string, number>> {
  const rows = await trx
    .insertInto('branches')
    .values([...DEMO_BRANCHES])
    .returning(['id', 'code'])
    .execute()
  return new Map(rows.map((r) => [r.code, r.id]))
}

async function insertStores(trx: Db, rng: Rng, branchIds: Map<string, number>, now: Date) {
  const rows = await trx
    .insertInto('stores')
    .values(
      DEMO_STORES.map((s) => ({
        branch_id: branchIds.get(s.branch) as number,
        ibs_cust_code: s.code,
        name: s.name,
        description: rng.chance(0.5) ? `Pelanggan cabang ${s.branch === 'JKT01' ? 'Jakarta' : 'Bandung'}` : null,
        price_group: s.group,
        npwp: s.npwp,
        address: s.address,
        created_at: new Date(now.getTime() - rng.int(150, 400) * DAY),
      })),
    )
    .returning(['id', 'ibs_cust_code'])
    .execute()
  return new Map(rows.map((r) => [r.ibs_cust_code, r.id]))
}

async function insertUsers(
  trx: Db,
  rng: Rng,
  passwordHash: string,
  branchIds: Map<string, number>,
  storeIds: Map<string, number>,
  now: Date,
): Promise<DemoUsers> {
  const since = (days: number) => new Date(now.getTime() - days * DAY)
  const named: Insertable<UsersTable>[] = DEMO_ACCOUNTS.map((a) => ({
    username: a.username,
    password_hash: passwordHash,
    roles: a.roles,
    store_id: a.store ? (storeIds.get(a.store) as number) : null,
    branch_id: a.branch ? (branchIds.get(a.branch) as number) : null,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    mobile: a.mobile,
    is_salesman: a.salesmanCode !== undefined,
    ibs_salesman_code: a.salesmanCode ?? null,
    created_at: since(140),
    password_changed_at: since(140),
  }))
  const staffRows = await trx.insertInto('users').values(named).returning(['id', 'username']).execute()
  const byName = new Map(staffRows.map((r) => [r.username, r.id]))
  const sellerOf = (branch: string) => byName.get(branch === 'JKT01' ? 'demo.seller' : 'demo.seller2') ?? null

  // one buyer per remaining store, registered by the branch's staff
  const buyers: Insertable<UsersTable>[] = DEMO_STORES.filter((s) => s.buyer !== null).map((s) => {
    const p = person(rng)
    const joined = since(rng.int(60, 130))
    return {
      username: s.buyer as string,
      password_hash: passwordHash,
      roles: ['user'],
      store_id: storeIds.get(s.code) as number,
      first_name: p.firstName,
      last_name: p.lastName,
      email: p.email,
      mobile: p.mobile,
      created_by: sellerOf(s.branch),
      created_at: joined,
      password_changed_at: joined,
    }
  })
  for (const r of await trx.insertInto('users').values(buyers).returning(['id', 'username']).execute()) {
    byName.set(r.username, r.id)
  }

  const all = await trx.selectFrom('users').select(['id', 'roles', 'store_id', 'branch_id']).orderBy('id').execute()
  const buyerOf = new Map<number, number>()
  const staffOf = new Map<number, number[]>()
  for (const u of all) {
    if (u.roles.includes('user') && u.store_id !== null && !buyerOf.has(u.store_id)) buyerOf.set(u.store_id, u.id)
    if (u.roles.includes('seller') && u.branch_id !== null) staffOf.set(u.branch_id, [...(staffOf.get(u.branch_id) ?? []), u.id])
  }
  return { byName, buyerOf, staffOf }
}

/**
 * Replaced part numbers among the quick-search chips' parts: an old box number of an oil filter,
 * a fuel filter replaced twice (three numbers long), an interchangeable pair of batteries, and a
 * replacement announced for two months ahead, not in effect yet.
 */
async function insertSupersessions(trx: Db, now: Date) {
  const day = (offset: number) => jakartaDay(new Date(now.getTime() + offset * DAY))
  await trx
    .insertInto('part_supersessions')
    .values(
      DEMO_SUPERSESSIONS.map((s) => ({
        old_part_no: s.old,
        new_part_no: s.new,
        kind: s.kind,
        effective_date: day(s.dayOffset),
        source: 'demo',
      })),
    )
    .execute()
}

async function insertCatalogue(trx: Db, count: number, branchIds: Map<string, number>, now: Date) {
  const rng = createRng(DEMO_SEED + 1)
  const products: ProductSnap[] = []
  const stockJkt = new Map<number, number>()
  const partGroups = new Map<number, string | null>()
  // what a part costs in each branch before any agreement (docs/product.md §10.9), to price the orders
  const listPrices = new Map<string, number>()
  for (const batch of generatePartBatches({ count, now, batchSize: 500 })) {
    const rows = await trx
      .insertInto('products')
      .values(
        batch.map((p) => ({
          sto_id: p.stoId,
          name: p.name,
          price: p.price,
          image_url: p.imageUrl,
          part_group: partGroupOf(p.name),
          created_at: p.createdAt,
          updated_at: p.createdAt,
        })),
      )
      .returning(['id', 'sto_id', 'name', 'price', 'part_group'])
      .execute()
    const stock: Insertable<StockTable>[] = []
    for (const r of rows) {
      products.push({ id: r.id, stoId: r.sto_id, name: r.name, price: r.price })
      partGroups.set(r.id, r.part_group)
      for (const [code, branchId] of branchIds) {
        const s = generateStock(rng, r.price, now)
        if (code === 'JKT01') stockJkt.set(r.id, s.qty)
        listPrices.set(listPriceKey(branchId, r.id), s.priceOsc ?? r.price)
        stock.push({ branch_id: branchId, product_id: r.id, qty: s.qty, price_osc: s.priceOsc, updated_at: s.updatedAt })
      }
    }
    await insertChunks(trx, 'stock', stock, 1_000)
  }
  // the screens show how old the stock is ('Stok per …'): as if each branch's file loaded now
  const loads = [...branchIds.values()].map((branchId) => ({ branch_id: branchId, loaded_at: now, job_id: null }))
  await trx.insertInto('branch_stock_loads').values(loads).execute()
  return { products, stockJkt, partGroups, listPrices }
}
