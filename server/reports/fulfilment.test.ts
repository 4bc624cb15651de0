import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReportResponse } from '#common/reports.ts'
import type { Db } from '../db/connect'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { exportOrder, recordDelivery } from '../test/delivery-world'
import { buildUser } from '../test/factories'
import { buildOrder, buildOrderWorld, type Product, part, READY, signIn } from '../test/order-factories'
import { buyerSession, expectSameAnswer, type ReportCall, staffSession, twoWays } from '../test/report-checks'

// The reports' figures after the export (docs/product.md §13.5): fill rate, back-orders on time,
// days from Dipesan to Diterima, discrepancies by kind and open back-orders by age, per branch and
// per store, read from the summaries of migration 0021 and equal to a count over the order tables
// after deliveries, receipts, stock arrivals, a race of them and a deleted order. PGlite runs the
// race one call after another; with TEST_DATABASE_URL the calls meet at commit.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30', limit: 50 }

beforeAll(async () => {
  t = await startTestApp()
  t.clock.set('2026-11-20T03:00:00Z')
  w = await buildOrderWorld(t.database.db)
  await buildUser(t.database.db, { username: 'pusat.lap', password: 'rahasia1', roles: ['admin'] })
}, 60_000)
afterAll(() => t.close())

/** Signed in at the clock's now: moving the clock a day on ends a session idle since. */
const as = (username: string) => signIn(t.app, username)

const itemsOf = async (orderId: number) =>
  (await t.database.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('line_no').execute()).map(
    (i) => Number(i.id),
  )

/**
 * The lines of `parts` waiting in JKT01 become Stok Tersedia at `at`, as a stock load leaves them
 * (server/backorders/arrivals.ts): the kept figures follow any writer of the lines.
 */
async function arrive(db: Db, partNos: string[], at: string) {
  await sql`update backorder_lines set state = 'stok_tersedia', available_qty = 5, available_at = ${new Date(at)}
    where branch_id = ${w.jkt.id} and state = 'menunggu' and part_no = any(${partNos}::text[])`.execute(db)
}

const deliver = async (agent: Agent, orderId: number, lines: Array<{ order_item_id: number; qty: number }>) =>
  (await recordDelivery(agent, orderId, { method: 'diambil', date: '2026-11-20', lines })).id

async function receive(agent: Agent, deliveryId: number, lines: unknown[]) {
  const res = await agent.post(`/api/deliveries/${deliveryId}/receipt`, { lines })
  expect(res.statusCode, res.body).toBe(200)
}

async function report(agent: Agent, path: string, query: Record<string, string | number>): Promise<ReportResponse> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  const res = await agent.get(`${path}?${qs}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** Every scope's November answered the same from the summaries and from the order tables. */
async function expectKeptEqualsCounted() {
  const ways = twoWays(t.database.db, t.clock)
  const calls: Array<[string, ReportCall]> = [
    ['staff JKT', (r) => r.forBranch(staffSession(w.jkt), { ...NOVEMBER, stores: '1' })],
    ['staff BDG', (r) => r.forBranch(staffSession(w.bdg), { ...NOVEMBER, stores: '1' })],
    ['buyer', (r) => r.forStore(buyerSession(w.store.id, w.jkt), NOVEMBER)],
    ['buyer 2', (r) => r.forStore(buyerSession(w.store2.id, w.jkt), NOVEMBER)],
    ['head office', (r) => r.forHeadOffice(undefined, NOVEMBER)],
    ['head office JKT', (r) => r.forHeadOffice(w.jkt.id, { ...NOVEMBER, stores: '1' })],
  ]
  for (const [who, call] of calls) await expectSameAnswer(ways, call, who)
}

let parts: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', Product>

describe('the reports after the export', () => {
  it('count fill rate, on-time back-orders, days to receipt, discrepancies and open back-orders by age', async () => {
    const db = t.database.db
    const made = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => part(db, { sto_id: `FUL-${k.toUpperCase()}` })))
    parts = { a: made[0], b: made[1], c: made[2], d: made[3], e: made[4], f: made[5] }
    // Dipesan on 18 Nov 03:01 (buildOrder's lanjut-pesan comes a minute after the creation)
    const a = await buildOrder(db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 3,
      created_at: new Date('2026-11-18T03:00:00Z'),
      lines: [
        { product: parts.a, qty_estimasi: 4, qty_confirmed: 4, qty_ordered: 4, ready_status_id: READY.ada },
        { product: parts.b, qty_estimasi: 5, qty_confirmed: 3, qty_ordered: 3, ready_status_id: READY.sebagian },
        { product: parts.c, qty_estimasi: 2, qty_confirmed: 0, qty_ordered: 0, ready_status_id: READY.indent, eta: '2026-11-25' },
        { product: parts.d, qty_estimasi: 1, qty_confirmed: 0, qty_ordered: 0, ready_status_id: READY.kosong },
      ],
    })
    const b = await buildOrder(db, {
      branch: w.jkt,
      store: w.store2,
      creator: w.buyer2,
      status: 3,
      created_at: new Date('2026-11-19T03:00:00Z'),
      lines: [{ product: parts.e, qty_estimasi: 2, qty_confirmed: 2, qty_ordered: 2, ready_status_id: READY.ada }],
    })
    const c = await buildOrder(db, {
      branch: w.bdg,
      store: w.storeBdg,
      creator: w.buyerBdg,
      status: 3,
      created_at: new Date('2026-11-19T03:00:00Z'),
      lines: [{ product: parts.f, qty_estimasi: 6, qty_confirmed: 6, qty_ordered: 6, ready_status_id: READY.ada }],
    })
    // exported before deliveries were recorded: no fulfilment, not counted
    await buildOrder(db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 4,
      created_at: new Date('2026-11-17T03:00:00Z'),
      lines: [{ product: parts.e, qty_estimasi: 9, qty_confirmed: 9, qty_ordered: 9, ready_status_id: READY.ada }],
    })
    const [staff, staffBdg] = [await as('staf.satu'), await as('staf.bdg')]
    for (const [agent, o] of [
      [staff, a],
      [staff, b],
      [staffBdg, c],
    ] as const)
      await exportOrder(agent, o.id)

    const [aItems, cItems] = [await itemsOf(a.id), await itemsOf(c.id)]
    const sentA = await deliver(staff, a.id, [
      { order_item_id: aItems[0], qty: 4 },
      { order_item_id: aItems[1], qty: 3 },
    ])
    const sentC = await deliver(staffBdg, c.id, [{ order_item_id: cItems[0], qty: 6 }])
    // A received three days less a minute after its Dipesan, one short; C a day after its Dipesan (19 Nov 03:01)
    t.clock.set('2026-11-21T03:00:00Z')
    await receive(await as('beli.satu'), sentA, [
      { order_item_id: aItems[0], qty_received: 4 },
      { order_item_id: aItems[1], qty_received: 2, discrepancy: { kind: 'kurang', note: 'Kurang satu' } },
    ])
    t.clock.set('2026-11-20T03:01:00Z')
    await receive(await as('beli.bdg'), sentC, [{ order_item_id: cItems[0], qty_received: 6 }])
    t.clock.set('2026-11-21T03:01:00Z')
    // the Indent part arrives before its ETA; the Kosong one after the branch's 30 days
    await arrive(db, ['FUL-C'], '2026-11-22T03:00:00Z')
    await arrive(db, ['FUL-D'], '2026-12-28T03:00:00Z')

    t.clock.set('2026-12-31T03:00:00Z')
    const jkt = await report(await as('staf.satu'), '/api/seller/laporan', { ...NOVEMBER, stores: 1 })
    expect(jkt.fulfilment).toEqual({
      orders: 2,
      qty_ordered: 9,
      qty_delivered: 7,
      fill_rate: 0.7778,
      backorder_lines: 3,
      backorders_arrived: 2,
      backorders_on_time: 1,
      on_time_rate: 0.5,
      received_orders: 1,
      avg_days_to_receipt: 3,
      discrepancies: { kurang: 1, rusak: 0, salah_part: 0 },
      // the Sebagian remainder still waits, the two arrived ones are open until ordered or cancelled
      open_backorders: 3,
      open_by_age: { d0_7: 0, d8_30: 0, d31_60: 3, d61: 0 },
    })
    expect(jkt.fulfilment_stores?.map((s) => [s.code, s.orders, s.fill_rate, s.open_backorders])).toEqual([
      ['TK001', 1, 1, 3],
      ['TK002', 1, 0, 0],
    ])
    expect(jkt.fulfilment_branches).toBeUndefined()

    const mine = await report(await as('beli.satu'), '/api/user/laporan', NOVEMBER)
    expect(mine.fulfilment).toMatchObject({ orders: 1, fill_rate: 1, received_orders: 1, open_backorders: 3 })
    expect(mine.fulfilment_stores).toBeUndefined()
    expect(mine.fulfilment_branches).toBeUndefined()

    const all = await report(await as('pusat.lap'), '/api/admin/laporan', NOVEMBER)
    expect(all.fulfilment).toMatchObject({
      orders: 3,
      qty_ordered: 15,
      qty_delivered: 13,
      received_orders: 2,
      avg_days_to_receipt: 2,
    })
    expect(all.fulfilment_branches?.map((u) => [u.code, u.orders, u.avg_days_to_receipt])).toEqual([
      ['BDG01', 1, 1],
      ['JKT01', 2, 3],
    ])
    // another month has none of it; the open back-orders are today's whatever the range
    const october = await report(await as('staf.satu'), '/api/seller/laporan', { from: '2026-10-01', to: '2026-10-31' })
    expect(october.fulfilment).toMatchObject({ orders: 0, fill_rate: null, on_time_rate: null, avg_days_to_receipt: null })
    expect(october.fulfilment.open_backorders).toBe(3)
    await expectKeptEqualsCounted()
  }, 120_000)

  it('stay equal to a count over the order tables through racing deliveries, receipts and arrivals, and a deleted order', async () => {
    const db = t.database.db
    t.clock.set('2026-11-20T03:00:00Z')
    const orders = []
    for (let i = 0; i < 6; i++) {
      const product = await part(db, { sto_id: `RACE-${i}` })
      const short = await part(db, { sto_id: `RACE-K${i}` })
      orders.push(
        await buildOrder(db, {
          branch: w.jkt,
          store: i % 2 ? w.store2 : w.store,
          creator: i % 2 ? w.buyer2 : w.buyer,
          status: 3,
          created_at: new Date(Date.parse('2026-11-15T03:00:00Z') + i * 3_600_000),
          lines: [
            { product, qty_estimasi: 3, qty_confirmed: 3, qty_ordered: 3, ready_status_id: READY.ada },
            { product: short, qty_estimasi: 2, qty_confirmed: 0, qty_ordered: 0, ready_status_id: READY.kosong },
          ],
        }),
      )
    }
    const [staff, staff2] = [await as('staf.satu'), await as('staf.dua')]
    await Promise.all(orders.map((o) => exportOrder(staff, o.id)))
    const items = await Promise.all(orders.map((o) => itemsOf(o.id)))
    const sent = await Promise.all(
      orders.map((o, i) => deliver(i % 2 ? staff2 : staff, o.id, [{ order_item_id: items[i][0], qty: 1 + (i % 3) }])),
    )
    t.clock.set('2026-11-21T03:00:00Z')
    const [buyer, buyer2] = [await as('beli.satu'), await as('beli.dua')]
    await Promise.all([
      ...sent.map((id, i) =>
        receive(i % 2 ? buyer2 : buyer, id, [
          i % 3 === 0
            ? { order_item_id: items[i][0], qty_received: 0, discrepancy: { kind: 'salah_part', note: 'Part lain' } }
            : { order_item_id: items[i][0], qty_received: 1 + (i % 3) },
        ]),
      ),
      arrive(
        db,
        [0, 2, 4].map((i) => `RACE-K${i}`),
        '2026-11-21T02:00:00Z',
      ),
    ])
    t.clock.set('2026-12-31T03:00:00Z')
    await expectKeptEqualsCounted()
    const kept = await summedPerOrder()
    expect(kept.days).toEqual(kept.orders)

    await db.deleteFrom('orders').where('id', '=', orders[1].id).execute()
    await expectKeptEqualsCounted()
  }, 120_000)
})

/** The store days' sums beside the per-order rows summed the same way: the folds lost nothing. */
async function summedPerOrder() {
  const db = t.database.db
  const days = await sql`
    select store_id, sum(orders)::int as orders, sum(qty_ordered)::int as q, sum(qty_delivered)::int as d,
      sum(received)::int as r, sum(bo_on_time)::int as t
    from report_fulfilment_store_days group by 1 having sum(orders) > 0 order by 1`.execute(db)
  const orders = await sql`
    select store_id, count(*)::int as orders, sum(qty_ordered)::int as q, sum(qty_delivered)::int as d,
      count(receipt_minutes)::int as r, sum(bo_on_time)::int as t
    from report_order_fulfilment group by 1 order by 1`.execute(db)
  return { days: days.rows, orders: orders.rows }
}
