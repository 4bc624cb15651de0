import { type KyselyPlugin, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, jakartaDay, jakartaPeriod } from '#common/jakarta-time.ts'
import { countedQty, orderTotals } from '#common/order-totals.ts'
import { discounted } from '#common/price-math.ts'
import { checkNpwp, checkStoreAddress } from '#common/store-rules.ts'
import { defaultParams, hashPassword, verifyPassword } from '#server/auth/index.ts'
import { currentPartsOf } from '#server/catalogue/index.ts'
import { unitPrices } from '#server/pricing/index.ts'
import { openTestDatabase } from '#server/test/database.ts'
import type { DatabaseHandle } from '../db/connect'
import { DEMO_PASSWORD, isSeeded, seedDemo } from './demo'

// The demo data is what a first `npm start` shows: these checks are the promises the README,
// the landing page chips and the end-to-end journeys rely on.

const NOW = new Date('2026-11-20T08:00:00Z')
const DAY = 86_400_000
// 95 today: a catalogue of 1,000+ parts and a year of orders written a row at a time would be thousands
const SEED_STATEMENTS_MAX = 150
let handle: DatabaseHandle
// the seed's statements, counted: its cost on a first start is bulk writes, never a statement per
// row (a count holds on any machine; a stopwatch in a test does not)
let seedStatements = 0
const countStatements: KyselyPlugin = {
  transformQuery: ({ node }) => {
    seedStatements += 1
    return node
  },
  transformResult: async ({ result }) => result,
}

beforeAll(async () => {
  handle = await openTestDatabase()
  expect(await isSeeded(handle.db)).toBe(false)
  const passwordHash = await hashPassword(DEMO_PASSWORD, defaultParams(10))
  await seedDemo(handle.db.withPlugin(countStatements), { passwordHash, now: NOW })
})

afterAll(async () => {
  await handle?.close()
})

const q = <T>(query: ReturnType<typeof sql<T>>) => query.execute(handle.db).then((r) => r.rows)

async function account(username: string) {
  return handle.db
    .selectFrom('users as u')
    .leftJoin('stores as s', 's.id', 'u.store_id')
    .leftJoin('branches as sb', 'sb.id', 's.branch_id')
    .leftJoin('branches as b', 'b.id', 'u.branch_id')
    .select(['u.id', 'u.roles', 'u.password_hash', 'u.store_id', 'sb.code as storeBranch', 'b.code as branch'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow()
}

describe('seedDemo', () => {
  it('is written in bulk and marks the database as seeded', async () => {
    expect(seedStatements).toBeGreaterThan(0)
    expect(seedStatements).toBeLessThan(SEED_STATEMENTS_MAX)
    expect(await isSeeded(handle.db)).toBe(true)
  })

  it('does nothing on a database that already has data', async () => {
    const before = await q<{ n: number }>(sql`select count(*)::int as n from orders`)
    await seedDemo(handle.db, { passwordHash: 'x', now: NOW })
    expect(await q<{ n: number }>(sql`select count(*)::int as n from orders`)).toEqual(before)
  })

  it('has two branches and about twenty stores with valid codes and names', async () => {
    const branches = await handle.db.selectFrom('branches').select(['code', 'name']).orderBy('code').execute()
    expect(branches).toEqual([
      { code: 'BDG01', name: 'Dipo Bandung' },
      { code: 'JKT01', name: 'Dipo Jakarta' },
    ])
    const stores = await q<{ code: string; name: string; ibs_cust_code: string }>(
      sql`select b.code, s.name, s.ibs_cust_code from stores s join branches b on b.id = s.branch_id`,
    )
    expect(stores.filter((s) => s.code === 'JKT01')).toHaveLength(12)
    expect(stores.filter((s) => s.code === 'BDG01')).toHaveLength(8)
    for (const s of stores) {
      expect(s.name).toMatch(/^[A-Z0-9 .,&()/-]{3,100}$/)
      expect(s.ibs_cust_code).toMatch(/^[A-Z0-9]{3,20}$/)
    }
    const buyerless = await q(
      sql`select id from stores s where not exists (select 1 from users u where u.store_id = s.id and 'user' = any(u.roles))`,
    )
    expect(buyerless).toEqual([])
  })

  it('has the demo accounts with their roles, store and branch, all with password demo1234', async () => {
    const user = await account('demo.user')
    expect(user).toMatchObject({ roles: ['user'], storeBranch: 'JKT01', branch: null })
    expect(await account('demo.seller')).toMatchObject({ roles: ['seller'], store_id: null, branch: 'JKT01' })
    expect(await account('demo.user2')).toMatchObject({ roles: ['user'], storeBranch: 'BDG01', branch: null })
    expect(await account('demo.seller2')).toMatchObject({ roles: ['seller'], store_id: null, branch: 'BDG01' })
    const dual = await account('demo.dual')
    expect(dual).toMatchObject({ roles: ['user', 'seller'], storeBranch: 'JKT01', branch: 'JKT01' })
    // head office: of no store and no branch
    expect(await account('demo.admin')).toMatchObject({ roles: ['admin'], store_id: null, branch: null, storeBranch: null })
    expect(await verifyPassword('demo1234', user.password_hash)).toBe(true)
    const hashes = await q<{ n: number }>(sql`select count(distinct password_hash)::int as n from users`)
    expect(hashes[0].n).toBe(1)
  })

  it('gives every user a valid username, names and contact data', async () => {
    const users = await handle.db.selectFrom('users').selectAll().execute()
    expect(users.length).toBeGreaterThanOrEqual(24)
    for (const u of users) {
      expect(u.username).toMatch(/^[a-z0-9._-]{3,20}$/)
      expect(u.first_name.length).toBeGreaterThan(0)
      expect(u.first_name.length).toBeLessThanOrEqual(15)
      expect(u.last_name.length).toBeLessThanOrEqual(15)
      if (u.mobile !== null) expect(u.mobile).toMatch(/^08[0-9]{8,11}$/)
      if (u.email !== null) expect(u.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/)
    }
    expect(users.filter((u) => u.email !== null).length).toBeGreaterThan(3)
  })

  it('has a catalogue of 5,000 parts with the landing page chips covered', async () => {
    const parts = await handle.db.selectFrom('products').select(['sto_id', 'name', 'price', 'image_url']).execute()
    expect(parts).toHaveLength(5_000)
    for (const prefix of ['1230A', '1770A', 'MZ320', '1500A', '4605A', 'MB', 'ME', 'MR', 'MD', 'MQ']) {
      expect(
        parts.some((p) => p.sto_id.startsWith(prefix)),
        prefix,
      ).toBe(true)
    }
    for (const word of ['BRAKE', 'BATTERY', 'FILTER'])
      expect(
        parts.some((p) => p.name.includes(word)),
        word,
      ).toBe(true)
    for (const p of parts) {
      expect(p.sto_id).toMatch(/^[A-Z0-9]{7,9}$/)
      expect(p.price % 100).toBe(0)
      expect(p.price).toBeGreaterThan(0)
    }
    const withImage = parts.filter((p) => p.image_url !== null)
    expect(withImage.length / parts.length).toBeGreaterThan(0.05)
    expect(withImage.length / parts.length).toBeLessThan(0.15)
    for (const p of withImage) expect(p.image_url).toMatch(/^\/parts\/(brake-pad|battery|filter|oil|spark-plug|belt)\.svg$/)
  })

  it('has replaced numbers among the chip parts: a chain three numbers long, a pair, one not yet in effect', async () => {
    const today = jakartaDay(NOW)
    const current = await currentPartsOf(handle.db, ['1230A046', '1770A017', '1770A066', 'MZ320001', '1230A134'], today)
    expect(current.get('1230A046')?.sto_id).toBe('1230A048')
    expect(current.get('1770A017')).toMatchObject({ sto_id: '1770A121', steps: 2 })
    expect(current.get('MZ320001')?.sto_id).toBe('MZ320026')
    expect(current.has('1230A134')).toBe(false)
    const sold = await handle.db
      .selectFrom('products')
      .select('sto_id')
      .where('sto_id', 'in', ['1230A048', '1770A066', '1770A121', 'MZ320026', '1230A177'])
      .execute()
    expect(sold).toHaveLength(5)
  })

  it("holds one of demo.user's estimates with a number replaced since (the counter's switch)", async () => {
    const [row] = await q<{ orders: number }>(sql`
      select count(distinct o.id)::int as orders from orders o
      join order_items i on i.order_id = o.id
      join stores s on s.id = o.store_id
      where s.ibs_cust_code = 'C0012345' and o.status = 1 and i.part_no = '1770A066'`)
    expect(row.orders).toBe(1)
  })

  it('gives every Indent line an arrival date three weeks after its confirmation, and no other line one', async () => {
    const rows = await q<{ ready_status_id: number | null; eta: string | null; confirmed_day: string }>(sql`
      select i.ready_status_id, i.eta::text as eta,
        ((select e.created_at from order_events e where e.order_id = i.order_id and e.action = 'kirim-konfirmasi')
          at time zone 'Asia/Jakarta')::date::text as confirmed_day
      from order_items i`)
    const indent = rows.filter((r) => r.ready_status_id === 4)
    expect(indent.length).toBeGreaterThan(0)
    for (const r of indent) expect(r.eta).toBe(addDays(r.confirmed_day, 21))
    expect(rows.filter((r) => r.ready_status_id !== 4 && r.eta !== null)).toEqual([])
  })

  it('has stock for both branches, a quarter of it empty', async () => {
    const [s] = await q<{ rows: number; zero: number; over: number; no_price: number; differs: number }>(sql`
      select count(*)::int as rows, count(*) filter (where qty = 0)::int as zero, count(*) filter (where qty > 60)::int as over,
             count(*) filter (where price_osc is null)::int as no_price,
             count(*) filter (where price_osc <> p.price)::int as differs
      from stock s join products p on p.id = s.product_id`)
    expect(s.rows).toBe(10_000)
    expect(s.zero / s.rows).toBeGreaterThan(0.18)
    expect(s.zero / s.rows).toBeLessThan(0.32)
    expect(s.over).toBe(0)
    expect(s.no_price).toBeGreaterThan(0)
    expect(s.differs).toBeGreaterThan(0)
  })

  it('has orders in every status for demo.user and demo.user2, over the last 60 days', async () => {
    const rows = await q<{ username: string; status: number; n: number }>(sql`
      select u.username, o.status, count(*)::int as n from orders o join users u on u.store_id = o.store_id
      where u.username in ('demo.user', 'demo.user2') group by 1, 2`)
    for (const status of [1, 2, 3, 4, 5]) {
      expect(rows.find((r) => r.username === 'demo.user' && r.status === status)?.n ?? 0).toBeGreaterThanOrEqual(4)
      expect(rows.find((r) => r.username === 'demo.user2' && r.status === status)?.n ?? 0).toBeGreaterThanOrEqual(1)
    }
    const orders = await handle.db.selectFrom('orders').selectAll().execute()
    expect(orders.length).toBeGreaterThanOrEqual(50)
    expect(orders.length).toBeLessThanOrEqual(70)
    expect(new Set(orders.map((o) => o.store_id)).size).toBeGreaterThan(10)
    for (const o of orders) {
      expect(o.created_at.getTime()).toBeGreaterThan(NOW.getTime() - 62 * DAY)
      expect(o.updated_at.getTime()).toBeLessThanOrEqual(NOW.getTime())
    }
    expect(orders.some((o) => o.note_user !== null)).toBe(true)
  })

  it('keeps each order in its store branch, created by a buyer of that store, with a readable number', async () => {
    const bad = await q(sql`
      select o.id from orders o join stores s on s.id = o.store_id join branches b on b.id = o.branch_id
      join users u on u.id = o.created_by
      where o.branch_id <> s.branch_id or u.store_id <> o.store_id or not ('user' = any(u.roles))
         or o.no_transaksi not like 'DPO/' || b.code || '/%'`)
    expect(bad).toEqual([])
    const orders = await handle.db.selectFrom('orders').select(['no_transaksi', 'created_at', 'branch_id']).execute()
    for (const o of orders) {
      expect(o.no_transaksi).toMatch(/^DPO\/(JKT01|BDG01)\/\d{6}\/\d{5}$/)
      expect(o.no_transaksi.split('/')[2]).toBe(jakartaPeriod(o.created_at))
    }
    const behind = await q(sql`
      select c.* from order_counters c where c.last_value < (select max(split_part(no_transaksi, '/', 4)::int) from orders o
        where o.branch_id = c.branch_id and split_part(o.no_transaksi, '/', 3) = c.period)`)
    expect(behind).toEqual([])
  })

  it('tells every order history through events consistent with its status', async () => {
    const expected: Record<number, string[]> = {
      1: ['create'],
      2: ['create', 'kirim-konfirmasi'],
      3: ['create', 'kirim-konfirmasi', 'lanjut-pesan'],
      4: ['create', 'kirim-konfirmasi', 'lanjut-pesan', 'export'],
      5: ['create', 'kirim-konfirmasi', 'batal'],
    }
    const orders = await handle.db.selectFrom('orders').selectAll().execute()
    const events = await handle.db.selectFrom('order_events').selectAll().orderBy('order_id').orderBy('id').execute()
    const staff = await q<{ id: number; branch_id: number }>(sql`select id, branch_id from users where 'seller' = any(roles)`)
    for (const o of orders) {
      // the status history; a delivery keeps the status (its own test below)
      const history = events.filter((e) => e.order_id === o.id && e.action !== 'kirim-barang')
      expect(
        history.map((e) => e.action),
        o.no_transaksi,
      ).toEqual(expected[o.status])
      expect(history[0]).toMatchObject({ from_status: null, to_status: 1, actor_id: o.created_by, actor_role: 'user' })
      expect(history[0].created_at.getTime()).toBe(o.created_at.getTime())
      expect(history[history.length - 1].to_status).toBe(o.status)
      expect(history[history.length - 1].created_at.getTime()).toBe(o.updated_at.getTime())
      expect(o.version).toBe(history.length)
      for (let i = 1; i < history.length; i++) {
        const e = history[i]
        expect(e.from_status).toBe(history[i - 1].to_status)
        expect(e.created_at.getTime()).toBeGreaterThan(history[i - 1].created_at.getTime())
        if (e.actor_role === 'user') expect(e.actor_id).toBe(o.created_by)
        else expect(staff.some((s) => s.id === e.actor_id && s.branch_id === o.branch_id)).toBe(true)
      }
      expect(
        history.filter((e) => e.action === 'kirim-konfirmasi' || e.action === 'export').every((e) => e.actor_role === 'seller'),
      ).toBe(true)
    }
  })

  it('sends the planned stores’ newest Diproses order whole and the one before half, after its export', async () => {
    const rows = await q<{
      order_id: number
      store_id: number
      number: string
      method: string
      sent: number
      supplied: number
      exported: Date
      created_at: Date
    }>(sql`
      select d.order_id, d.store_id, d.number, d.method, d.created_at,
        (select sum(dl.qty) from delivery_lines dl where dl.delivery_id = d.id)::int as sent,
        (select sum(i.qty_ordered) from order_items i join ready_statuses r on r.id = i.ready_status_id
          where i.order_id = d.order_id and r.code in ('ada', 'sebagian'))::int as supplied,
        (select max(e.created_at) from order_events e where e.order_id = d.order_id and e.action = 'export') as exported
      from deliveries d order by d.id`)
    expect(rows.length).toBeGreaterThanOrEqual(4)
    for (const r of rows) {
      expect(r.number).toMatch(/^SJ\/(JKT01|BDG01)\/\d{6}\/\d{4}$/)
      expect(r.sent).toBeGreaterThan(0)
      expect(r.sent).toBeLessThanOrEqual(r.supplied)
      expect(r.created_at.getTime()).toBeGreaterThan(r.exported.getTime())
      const events = await q<{ n: number }>(
        sql`select count(*)::int as n from order_events where order_id = ${r.order_id} and action = 'kirim-barang'`,
      )
      expect(events[0].n).toBe(1)
    }
    expect(rows.some((r) => r.sent === r.supplied && r.method === 'dikirim')).toBe(true)
    expect(rows.some((r) => r.sent < r.supplied && r.method === 'diambil')).toBe(true)
    // every exported order says where its parts are: sent whole, half, or not yet
    const states = await q<{ fulfilment: string | null; n: number }>(
      sql`select fulfilment, count(*)::int as n from orders where status = 4 group by 1 order by 1`,
    )
    expect(states.every((s) => s.fulfilment !== null)).toBe(true)
    expect(states.map((s) => s.fulfilment)).toEqual(expect.arrayContaining(['dikirim', 'dikirim_sebagian', 'menunggu_kirim']))
  })

  it('keeps item quantities coherent with the order status', async () => {
    const items = await q<Record<string, number | string | null> & { status: number }>(sql`
      select i.*, o.status, p.sto_id, p.name as product_name, p.price as product_price
      from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id`)
    const perOrder = await q<{ n: number }>(sql`select count(*)::int as n from order_items group by order_id`)
    expect(Math.min(...perOrder.map((r) => r.n))).toBeGreaterThanOrEqual(1)
    expect(Math.max(...perOrder.map((r) => r.n))).toBeLessThanOrEqual(12)
    for (const it of items) {
      expect([it.part_no, it.part_name]).toEqual([it.sto_id, it.product_name])
      const est = it.qty_estimasi as number
      expect(est).toBeGreaterThanOrEqual(1)
      expect(est).toBeLessThanOrEqual(20)
      if (it.status === 1) {
        expect([it.qty_osc, it.qty_confirmed, it.qty_ordered, it.ready_status_id]).toEqual([null, null, null, null])
        continue
      }
      const confirmed = it.qty_confirmed as number
      expect(it.qty_osc).not.toBeNull()
      expect(confirmed).toBeGreaterThanOrEqual(0)
      expect(confirmed).toBeLessThanOrEqual(est)
      const ready = it.ready_status_id as number
      if (confirmed === est) expect(ready).toBe(1)
      else if (confirmed > 0) expect(ready).toBe(2)
      else expect([3, 4, 5]).toContain(ready)
      if (it.status === 3 || it.status === 4) {
        expect(it.qty_ordered).not.toBeNull()
        expect(it.qty_ordered as number).toBeLessThanOrEqual(confirmed)
      } else expect(it.qty_ordered).toBeNull()
    }
    const nothingOrdered = await q(sql`
      select o.id from orders o join order_items i on i.order_id = o.id where o.status in (3, 4)
      group by o.id having sum(i.qty_ordered) = 0`)
    expect(nothingOrdered).toEqual([])
    for (const status of [2, 3, 4, 5]) {
      const readies = new Set(items.filter((i) => i.status === status).map((i) => i.ready_status_id))
      expect(readies.size, `status ${status}`).toBeGreaterThan(1)
    }
  })

  it('fills demo.user cart with a few products', async () => {
    const user = await account('demo.user')
    const cart = await handle.db.selectFrom('cart_items').selectAll().where('user_id', '=', user.id).execute()
    expect(cart.length).toBeGreaterThanOrEqual(3)
    expect(await handle.db.selectFrom('carts').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeDefined()
  })

  it('gives the stores price groups (one store without), NPWPs and addresses the rules accept', async () => {
    const stores = await handle.db.selectFrom('stores').select(['ibs_cust_code', 'price_group', 'npwp', 'address']).execute()
    const groupOf = new Map(stores.map((s) => [s.ibs_cust_code, s.price_group]))
    expect(groupOf.get('C0012345')).toBe('BENGKEL-A')
    expect(groupOf.get('C0020117')).toBe('BENGKEL-B')
    expect(groupOf.get('C0012388')).toBeNull()
    for (const s of stores) {
      if (s.npwp !== null) expect(checkNpwp(s.npwp)).toEqual({ ok: true, value: s.npwp })
      if (s.address !== null) expect(checkStoreAddress(s.address)).toEqual({ ok: true, value: s.address })
    }
    expect(stores.filter((s) => s.npwp !== null).length).toBeGreaterThan(10)
    expect(stores.filter((s) => s.address !== null).length).toBeGreaterThan(10)
    const branches = await handle.db.selectFrom('branches').select(['code', 'max_extra_discount_bp', 'address']).execute()
    expect(branches.find((b) => b.code === 'JKT01')?.max_extra_discount_bp).toBe(1000)
    expect(branches.every((b) => b.address !== '')).toBe(true)
  })

  it('groups parts by what they are, and writes agreements of every kind, one not yet in force and one expired', async () => {
    const groups = await q<{ part_group: string | null; n: number }>(
      sql`select part_group, count(*)::int as n from products group by 1`,
    )
    for (const group of ['FILTER', 'BUSI', 'KAMPAS-REM', 'OLI', 'AKI', 'BELT']) {
      expect(groups.find((g) => g.part_group === group)?.n ?? 0, group).toBeGreaterThan(5)
    }
    expect(groups.find((g) => g.part_group === null)?.n ?? 0).toBeGreaterThan(1_000)
    const today = jakartaDay(NOW)
    const kinds = await q<{ scope: string; on: string; net: boolean; future: boolean; expired: boolean }>(sql`
      select scope, case when product_id is null then 'part_group' else 'part' end as on, net_price is not null as net,
        coalesce(valid_from > ${today}::date, false) as future, coalesce(valid_to < ${today}::date, false) as expired
      from price_agreements`)
    for (const scope of ['toko', 'grup']) {
      for (const on of ['part', 'part_group']) {
        expect(
          kinds.some((k) => k.scope === scope && k.on === on && !k.future && !k.expired),
          `${scope} ${on}`,
        ).toBe(true)
      }
    }
    expect(kinds.some((k) => k.net)).toBe(true)
    expect(kinds.filter((k) => k.future)).toHaveLength(1)
    expect(kinds.filter((k) => k.expired)).toHaveLength(1)
  })

  it("shows demo.user 'Harga Anda' today from his store and his group, net prices and discounts, as server/pricing answers", async () => {
    const store = await account('demo.user')
    const [{ branch_id }] = await q<{ branch_id: number }>(sql`select branch_id from stores where id = ${store.store_id}`)
    const ids = (await handle.db.selectFrom('products').select('id').execute()).map((p) => p.id)
    const quotes = [
      ...(await unitPrices(handle.db, { branchId: branch_id, storeId: store.store_id, day: jakartaDay(NOW) }, ids)).values(),
    ]
    const from = (source: string) => quotes.filter((p) => p.source === source)
    expect(from('toko').length).toBeGreaterThan(10)
    expect(from('grup').length).toBeGreaterThan(10)
    expect(from('toko').some((p) => p.price !== discounted(p.price_list, p.discount_bp))).toBe(true)
    expect(from('grup').some((p) => p.price !== discounted(p.price_list, p.discount_bp))).toBe(true)
    expect(from('toko').some((p) => p.discount_bp > 0 && p.price === discounted(p.price_list, p.discount_bp))).toBe(true)
    // the store without a group and agreements pays list prices
    const dual = await account('demo.dual')
    const listOnly = await unitPrices(handle.db, { branchId: branch_id, storeId: dual.store_id, day: jakartaDay(NOW) }, ids)
    expect([...listOnly.values()].every((p) => p.source === 'daftar')).toBe(true)
  })

  it('prices every line as server/pricing does on its day, and freezes a quote on every confirmed order', async () => {
    const orders = await q<{
      id: number
      status: number
      store_id: number
      branch_id: number
      created_day: string
      priced_on: string | null
      price_valid_until: string | null
      ppn_rate_bp: number | null
      dpp_numerator: number | null
      dpp_denominator: number | null
      totals: unknown
      detail: string | null
    }>(sql`
      select o.id, o.status, o.store_id, o.branch_id, (o.created_at at time zone 'Asia/Jakarta')::date::text as created_day,
        o.priced_on::text as priced_on, o.price_valid_until::text as price_valid_until, o.ppn_rate_bp, o.dpp_numerator,
        o.dpp_denominator, o.totals,
        (select e.detail::text from order_events e where e.order_id = o.id and e.action = 'kirim-konfirmasi') as detail
      from orders o`)
    const lines = await handle.db.selectFrom('order_items').selectAll().execute()
    const caps = new Map(
      (await handle.db.selectFrom('branches').select(['id', 'max_extra_discount_bp']).execute()).map((b) => [
        b.id,
        b.max_extra_discount_bp,
      ]),
    )
    let extras = 0
    for (const o of orders) {
      const own = lines.filter((l) => l.order_id === o.id)
      const day = o.status === 1 ? o.created_day : (o.priced_on as string)
      const quotes = await unitPrices(
        handle.db,
        { branchId: o.branch_id, storeId: o.store_id, day },
        own.map((l) => l.product_id as number),
      )
      for (const l of own) {
        const quote = quotes.get(l.product_id as number)
        expect([l.price_list, l.discount_bp, l.price_source], `order ${o.id} line ${l.line_no}`).toEqual([
          quote?.price_list,
          quote?.discount_bp,
          quote?.source,
        ])
        expect(Number(l.price)).toBe(discounted(quote?.price ?? -1, l.extra_discount_bp))
        if (l.extra_discount_bp > 0) extras += 1
        expect(l.extra_discount_bp).toBeLessThanOrEqual(caps.get(o.branch_id) ?? 0)
      }
      if (o.status === 1) {
        expect([o.priced_on, o.price_valid_until, o.totals]).toEqual([null, null, null])
        continue
      }
      expect(o.priced_on).not.toBeNull()
      expect(o.price_valid_until).toBe(addDays(o.priced_on as string, 7))
      expect([o.ppn_rate_bp, o.dpp_numerator, o.dpp_denominator]).toEqual([1200, 11, 12])
      const counted = own.map((l) => ({ price: Number(l.price), price_list: Number(l.price_list), qty: countedQty(2, l) }))
      expect(o.totals).toEqual(orderTotals(counted, { ppn_rate_bp: 1200, dpp_numerator: 11, dpp_denominator: 12 }))
      // the timeline says what the confirmation changed, when it changed anything
      const moved = own.filter((l) => l.price_before !== null)
      if (moved.length > 0 || own.some((l) => l.extra_discount_bp > 0)) expect(o.detail).toContain('"changes"')
      else expect(o.detail).toBeNull()
    }
    expect(extras).toBe(1)
  })
})
