import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/connect'
import type { Database } from '../db/types'
import { FEATURES } from '../features'
import { defineFeature } from '../lib/feature'
import type { OrderEvents } from '../order-events'
import type { StockInfo, StockProvider } from '../stock'
import { startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'
import { loadFeed, testRunner } from '../test/feed-factories'
import { type Branch, buildOrder, buildOrderWorld, eventsOf, type Product, part, READY, signIn } from '../test/order-factories'
import { type ArrivalDeps, checkArrivals } from '.'

// A back-ordered part arrives (product.md §13.1): a stock load's NOTIFY, or a look at the stock
// service, moves the waiting lines of the branch to Stok Tersedia once, tells the store's buyers
// and records the portal's own act on the origin order's timeline. Lines left open too long are
// flagged 'Lama'.

const DAY = 24 * 60 * 60_000

type World = Awaited<ReturnType<typeof buildOrderWorld>>

async function lineOf(db: Db, orderId: number, partNo: string) {
  return db
    .selectFrom('backorder_lines')
    .select(['id', 'state', 'available_qty', 'available_at', 'branch_id'])
    .where('order_id', '=', orderId)
    .where('part_no', '=', partNo)
    .executeTakeFirstOrThrow()
}

async function toldOf(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', 'event'])
    .where('order_id', '=', orderId)
    .where('event', '=', 'sisa_tersedia')
    .orderBy('user_id')
    .execute()
  return rows.map((r) => r.user_id)
}

/** An order at Dipesan, exported by its branch's staff: its back-order lines are open. */
async function exported(
  t: TestApp,
  at: { branch: Branch; store: { id: number }; creator: { id: number }; staff: string },
  lines: Array<{ product: Product; ready: number; eta?: string }>,
) {
  const order = await buildOrder(t.database.db, {
    branch: at.branch,
    store: at.store,
    creator: at.creator,
    status: 3,
    lines: lines.map((l) => ({
      product: l.product,
      qty_estimasi: 5,
      qty_confirmed: 0,
      qty_ordered: 0,
      ready_status_id: l.ready,
      eta: l.eta ?? null,
    })),
  })
  const res = await (await signIn(t.app, at.staff)).post(`/api/orders/${order.id}/actions/export`)
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`)
  return order
}

/** Polls until `done` holds, for at most `ms`. */
async function eventually(done: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms
  while (!(await done())) {
    if (Date.now() > until) throw new Error('not reached in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('a stock load', () => {
  let t: TestApp
  let w: World

  beforeAll(async () => {
    t = await startTestApp()
    w = await buildOrderWorld(t.database.db)
    // after the orders' own history (buildOrder's timeline), so the timeline's last event is the arrival
    t.clock.advance(60 * 60_000)
  })
  afterAll(() => t.close())

  it("makes the branch's waiting lines of a part in stock Stok Tersedia, tells the buyers, records the portal's act", async () => {
    const db = t.database.db
    const indent = await part(db, { sto_id: 'ARR-INDENT' })
    const kosong = await part(db, { sto_id: 'ARR-KOSONG' })
    const jktAt = { branch: w.jkt, store: w.store, creator: w.buyer, staff: 'staf.satu' }
    const order = await exported(t, jktAt, [
      { product: indent, ready: READY.indent, eta: '2026-12-24' },
      { product: kosong, ready: READY.kosong },
    ])
    const bdgAt = { branch: w.bdg, store: w.storeBdg, creator: w.buyerBdg, staff: 'staf.bdg' }
    const bdgOrder = await exported(t, bdgAt, [{ product: indent, ready: READY.indent, eta: '2026-12-24' }])
    const eventsBefore = (await eventsOf(db, order.id)).length

    const runner = testRunner(t.database)
    try {
      const job = await loadFeed(
        t.database,
        runner,
        'stock',
        'branch,part_no,qty\nJKT01,ARR-INDENT,3\nJKT01,ARR-KOSONG,0\nBDG01,ARR-INDENT,0\n',
      )
      expect(job.state).toBe('selesai')
    } finally {
      await runner.close()
    }

    // the feature hears the load's NOTIFY once it committed
    await eventually(async () => (await lineOf(db, order.id, 'ARR-INDENT')).state === 'stok_tersedia')
    expect(await lineOf(db, order.id, 'ARR-INDENT')).toMatchObject({ available_qty: 3, available_at: t.clock.now() })
    expect(await lineOf(db, order.id, 'ARR-KOSONG')).toMatchObject({ state: 'menunggu', available_qty: null })
    // the same part waited for in another branch: that branch has none
    expect(await lineOf(db, bdgOrder.id, 'ARR-INDENT')).toMatchObject({ state: 'menunggu', available_qty: null })

    // the store's buyers are told (staff are not); the other branch's buyer is not
    expect(await toldOf(db, order.id)).toEqual([w.buyer.id, w.dual.id].sort((a, b) => a - b))
    expect(await toldOf(db, bdgOrder.id)).toEqual([])
    const events = await eventsOf(db, order.id)
    expect(events.slice(eventsBefore)).toMatchObject([
      {
        action: 'sisa-tersedia',
        from_status: 4,
        to_status: 4,
        actor_id: null,
        actor_role: 'sistem',
        created_at: t.clock.now(),
        detail: { lines: [{ part_no: 'ARR-INDENT', qty: 5, available: 3 }] },
      },
    ])
    // the timeline names the portal
    const timeline = (await (await signIn(t.app, 'beli.satu')).get(`/api/orders/${order.id}`)).json().events
    expect(timeline.at(-1)).toMatchObject({ actor: 'Sistem' })
  })
})

describe('a look at the stock service', () => {
  let t: TestApp
  let w: World
  let orderEvents: OrderEvents | undefined
  // the test's stock service: qty per `branch part`, slow or failing when told
  const stock = new Map<string, number>()
  const behaviour = { delayMs: 0, failing: new Set<string>() }
  const asked: string[] = []
  const provider: StockProvider = {
    inStockTable: false,
    async quantities(branchCode, partNos) {
      asked.push(branchCode)
      if (behaviour.delayMs > 0) await new Promise((r) => setTimeout(r, behaviour.delayMs))
      if (behaviour.failing.has(branchCode)) throw new Error('stock service unavailable')
      const found = new Map<string, StockInfo>()
      for (const p of partNos) {
        const qty = stock.get(`${branchCode} ${p}`)
        if (qty !== undefined) found.set(p, { qty, price: null })
      }
      return found
    },
  }
  // takes hold of the app's own order events, so a look records and tells as the app does
  const probe = defineFeature({
    name: 'arrivals-probe',
    needs: ['orderEvents'],
    gives: [],
    build(_platform, services) {
      orderEvents = services.orderEvents
      return { gives: {} }
    },
  })
  const warned: object[] = []
  const deps = (over: Partial<ArrivalDeps> = {}): ArrivalDeps => ({
    db: t.database.db,
    clock: t.clock,
    stock: provider,
    orderEvents: orderEvents as OrderEvents,
    log: { warn: (obj) => warned.push(obj) },
    ...over,
  })

  beforeAll(async () => {
    t = await startTestApp({}, provider, [...FEATURES, probe])
    w = await buildOrderWorld(t.database.db)
  })
  afterAll(() => t.close())

  const jktAt = () => ({ branch: w.jkt, store: w.store, creator: w.buyer, staff: 'staf.satu' })

  it('moves the lines whose part the branch has now, once, and tells the buyers', async () => {
    const db = t.database.db
    const indent = await part(db, { sto_id: 'SVC-INDENT' })
    const kosong = await part(db, { sto_id: 'SVC-KOSONG' })
    const order = await exported(t, jktAt(), [
      { product: indent, ready: READY.indent, eta: '2026-12-24' },
      { product: kosong, ready: READY.kosong },
    ])
    stock.set('JKT01 SVC-INDENT', 3)
    stock.set('JKT01 SVC-KOSONG', 0)
    t.clock.advance(60_000)
    expect(await checkArrivals(deps())).toBe(1)
    expect(await lineOf(db, order.id, 'SVC-INDENT')).toMatchObject({
      state: 'stok_tersedia',
      available_qty: 3,
      available_at: t.clock.now(),
    })
    expect((await lineOf(db, order.id, 'SVC-KOSONG')).state).toBe('menunggu')
    expect(await toldOf(db, order.id)).toEqual([w.buyer.id, w.dual.id].sort((a, b) => a - b))
    const last = (await eventsOf(db, order.id)).at(-1)
    expect(last).toMatchObject({ action: 'sisa-tersedia', actor_id: null, actor_role: 'sistem' })

    // a second look finds nothing new to move, and tells nobody again
    stock.set('JKT01 SVC-INDENT', 7)
    expect(await checkArrivals(deps())).toBe(0)
    expect((await lineOf(db, order.id, 'SVC-INDENT')).available_qty).toBe(3)
    expect(await toldOf(db, order.id)).toHaveLength(2)
  })

  it('a failing stock service leaves the lines waiting, and the other branches are still looked at', async () => {
    const db = t.database.db
    const p = await part(db, { sto_id: 'SVC-GAGAL' })
    const jkt = await exported(t, jktAt(), [{ product: p, ready: READY.kosong }])
    const bdg = await exported(t, { branch: w.bdg, store: w.storeBdg, creator: w.buyerBdg, staff: 'staf.bdg' }, [
      { product: p, ready: READY.kosong },
    ])
    stock.set('JKT01 SVC-GAGAL', 4)
    stock.set('BDG01 SVC-GAGAL', 2)
    behaviour.failing.add('JKT01')
    warned.length = 0
    try {
      await expect(checkArrivals(deps())).resolves.toBe(1)
    } finally {
      behaviour.failing.clear()
    }
    expect((await lineOf(db, jkt.id, 'SVC-GAGAL')).state).toBe('menunggu')
    expect(await toldOf(db, jkt.id)).toEqual([])
    expect(await lineOf(db, bdg.id, 'SVC-GAGAL')).toMatchObject({ state: 'stok_tersedia', available_qty: 2 })
    expect(warned).toMatchObject([{ branch: 'JKT01' }])

    // the next look, with the service back, finds it
    expect(await checkArrivals(deps(), [w.jkt.id])).toBe(1)
    expect((await lineOf(db, jkt.id, 'SVC-GAGAL')).state).toBe('stok_tersedia')
  })

  it('the database away: the look answers nothing and throws nothing', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1_000 })
    const away: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    try {
      warned.length = 0
      await expect(checkArrivals(deps({ db: away }))).resolves.toBe(0)
      expect(warned).toHaveLength(1)
    } finally {
      await away.destroy()
    }
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'two looks at once move each line once and tell each buyer once per order',
    async () => {
      const db = t.database.db
      const shared = await part(db, { sto_id: 'DUA-SAMA' })
      const own = await part(db, { sto_id: 'DUA-SATU' })
      const first = await exported(t, jktAt(), [
        { product: shared, ready: READY.indent, eta: '2026-12-24' },
        { product: own, ready: READY.kosong },
      ])
      const second = await exported(t, { branch: w.jkt, store: w.store2, creator: w.buyer2, staff: 'staf.satu' }, [
        { product: shared, ready: READY.sebagian },
      ])
      stock.set('JKT01 DUA-SAMA', 2)
      stock.set('JKT01 DUA-SATU', 1)
      // both looks are asking the slow service at the same moment, then race for the lines
      behaviour.delayMs = 300
      asked.length = 0
      let moved: number[]
      try {
        moved = await Promise.all([checkArrivals(deps(), [w.jkt.id]), checkArrivals(deps(), [w.jkt.id])])
      } finally {
        behaviour.delayMs = 0
      }
      expect(asked).toEqual(['JKT01', 'JKT01'])
      expect(moved[0] + moved[1]).toBe(3)
      for (const [order, partNo] of [
        [first, 'DUA-SAMA'],
        [first, 'DUA-SATU'],
        [second, 'DUA-SAMA'],
      ] as const) {
        expect((await lineOf(db, order.id, partNo)).state).toBe('stok_tersedia')
      }
      expect(await toldOf(db, first.id)).toEqual([w.buyer.id, w.dual.id].sort((a, b) => a - b))
      expect(await toldOf(db, second.id)).toEqual([w.buyer2.id])
      for (const order of [first, second]) {
        const arrivals = (await eventsOf(db, order.id)).filter((e) => e.action === 'sisa-tersedia')
        expect(arrivals).toHaveLength(1)
      }
    },
  )
})

describe("the 'Lama' flag", () => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it("flags a line open longer than the branch's number of Jakarta days", async () => {
    const db = t.database.db
    // a branch of its own, so its counts are this line's
    const branch = await buildBranch(db, 'SMG01')
    const store = await buildStore(db, branch.id)
    const buyer = await buildUser(db, { username: 'beli.smg', password: 'rahasia1', roles: ['user'], storeId: store.id })
    await buildUser(db, { username: 'staf.smg', password: 'rahasia1', roles: ['seller'], branchId: branch.id })
    // exported at 23:30 in Jakarta (16:30 UTC): its first Jakarta day ends half an hour later
    t.clock.set('2026-11-20T16:30:00Z')
    const order = await exported(t, { branch, store, creator: buyer, staff: 'staf.smg' }, [
      { product: await part(db), ready: READY.kosong },
    ])
    const seen = async () => {
      const list = (await (await signIn(t.app, 'staf.smg')).get('/api/seller/backorders')).json()
      const item = list.items.find((i: { order: { id: number } }) => i.order.id === order.id)
      return { flagged: item.flagged, age: item.age_days, lama: list.counts.lama }
    }

    // 30 days and an hour later: 30 days in UTC, but 31 Jakarta days
    t.clock.advance(30 * DAY)
    expect(await seen()).toEqual({ flagged: false, age: 30, lama: 0 })
    t.clock.advance(60 * 60_000)
    expect(await seen()).toEqual({ flagged: true, age: 31, lama: 1 })
    const lama = (await (await signIn(t.app, 'staf.smg')).get('/api/seller/backorders?age=lama')).json()
    expect(lama.items.map((i: { order: { id: number } }) => i.order.id)).toEqual([order.id])

    // head office gave this branch 40 days
    await db.updateTable('branches').set({ backorder_flag_days: 40 }).where('id', '=', branch.id).execute()
    expect(await seen()).toEqual({ flagged: false, age: 31, lama: 0 })
    const none = (await (await signIn(t.app, 'staf.smg')).get('/api/seller/backorders?age=lama')).json()
    expect(none.items).toEqual([])
  })
})
