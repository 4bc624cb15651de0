import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jakartaDay } from '#common/jakarta-time.ts'
import { createRng } from '../seed/random'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildUser, setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, PASSWORD, type Product, part, signIn } from '../test/order-factories'
import {
  buyerSession,
  expectNothingPending,
  expectSameAnswer,
  expectSummariesRecount,
  type ReportCall,
  staffSession,
  twoWays,
} from '../test/report-checks'
import { candidateCut, partSpan } from './summary-part-queries'

// The summaries the database keeps for the reports (migration 0007) against the same figures
// counted over the order tables, after a burst of parallel checkouts, confirmations,
// lanjut-pesan, cancellations and exports through HTTP on top of 14 months of history. PGlite
// runs the calls one after another; with TEST_DATABASE_URL they really meet at commit.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let parts: Product[]
const TODAY = '2026-11-20'

/** ~260 orders from September 2025 on, a few parts far more asked for than the rest. */
async function history() {
  const rng = createRng(20_261_120)
  const start = Date.parse('2025-09-01T03:00:00Z')
  const span = Date.parse(`${TODAY}T03:00:00Z`) - start
  for (let k = 0; k < 260; k++) {
    const bdg = rng.next() < 0.2
    const second = !bdg && rng.next() < 0.3
    const status = rng.weighted<1 | 2 | 3 | 4 | 5>([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 4],
      [5, 1],
    ])
    const chosen = new Set<Product>()
    const count = 1 + Math.floor(rng.next() * 4)
    while (chosen.size < count) chosen.add(parts[Math.floor(rng.next() ** 2 * parts.length)])
    await buildOrder(t.database.db, {
      branch: bdg ? w.bdg : w.jkt,
      store: bdg ? w.storeBdg : second ? w.store2 : w.store,
      creator: bdg ? w.buyerBdg : second ? w.buyer2 : w.buyer,
      status,
      created_at: new Date(start + rng.next() * span),
      lines: [...chosen].map((product) => {
        const est = 1 + Math.floor(rng.next() * 9)
        const confirmed = status === 5 && rng.next() < 0.3 ? null : Math.floor(est * rng.next() * 1.3)
        return { product, qty_estimasi: est, qty_confirmed: Math.min(est, confirmed ?? est) }
      }),
    })
  }
}

beforeAll(async () => {
  t = await startTestApp()
  t.clock.set(`${TODAY}T03:00:00Z`)
  const db = t.database.db
  w = await buildOrderWorld(db)
  parts = []
  for (let i = 0; i < 14; i++) parts.push(await part(db, { sto_id: `SP${String(i).padStart(3, '0')}`, price: 500 * (i + 1) }))
  for (const p of parts) for (const branch of [w.jkt, w.bdg]) await setStock(db, branch.id, p.id, 999)
  await history()
}, 120_000)
afterAll(() => t.close())

const ok = (res: LightMyRequestResponse) => expect([200, 201, 409], res.body).toContain(res.statusCode)

/** Orders to act on, created over the last days in the status each action needs. */
async function pending(status: 1 | 2 | 3, n: number) {
  const made = []
  for (let i = 0; i < n; i++) {
    made.push(
      await buildOrder(t.database.db, {
        branch: w.jkt,
        store: i % 3 === 0 ? w.store2 : w.store,
        creator: i % 3 === 0 ? w.buyer2 : w.buyer,
        status,
        created_at: new Date(Date.parse(`${TODAY}T01:00:00Z`) - (i % 4) * 86_400_000),
        lines: [parts[i % 3], parts[3 + (i % 5)]].map((product, j) => ({ product, qty_estimasi: 4 + j, qty_confirmed: 3 + j })),
      }),
    )
  }
  return made
}

/** Buyers with a few parts in their carts, ready to check out. */
async function buyersWithCarts(n: number): Promise<Agent[]> {
  const agents: Agent[] = []
  for (let i = 0; i < n; i++) {
    const username = `beli.burst${t.clock.now().getUTCDate()}${i}`
    await buildUser(t.database.db, { username, password: PASSWORD, roles: ['user'], storeId: i % 2 ? w.store2.id : w.store.id })
    const agent = await signIn(t.app, username)
    for (const p of [parts[i % 4], parts[4 + (i % 6)], parts[10 + (i % 4)]]) {
      ok(await agent.post('/api/cart/items', { product_id: p.id, qty: 2 + i }))
    }
    agents.push(agent)
  }
  return agents
}

async function burst() {
  const [toConfirm, toOrder, toExport] = [await pending(1, 6), await pending(2, 6), await pending(3, 4)]
  const checkouts = await buyersWithCarts(6)
  const [staffA, staffB, buyer, buyer2] = await Promise.all(
    ['staf.satu', 'staf.dua', 'beli.satu', 'beli.dua'].map((name) => signIn(t.app, name)),
  )
  const buyerOf = (i: number) => (i % 3 === 0 ? buyer2 : buyer)
  const confirm = (agent: Agent, o: (typeof toConfirm)[number], i: number) =>
    agent.post(`/api/orders/${o.id}/actions/kirim-konfirmasi`, {
      confirm_lines: o.lineIds.map((id, j) => ({ order_detail_id: id, qty_confirmed: (i + j) % 5 })),
    })
  const calls: Array<Promise<LightMyRequestResponse>> = [
    ...checkouts.map((agent) =>
      agent.get('/api/cart').then(async (cart) => {
        const ids = cart.json().items.map((item: { product_id: number }) => item.product_id)
        return agent.post('/api/cart/checkout', { product_ids: ids })
      }),
    ),
    // two staff race on every other order: one confirms, the other gets 409
    ...toConfirm.flatMap((o, i) => (i % 2 ? [confirm(staffA, o, i), confirm(staffB, o, i + 1)] : [confirm(staffA, o, i)])),
    ...toOrder.map((o, i) =>
      i % 2
        ? buyerOf(i).post(`/api/orders/${o.id}/actions/batal`, { ok: true })
        : buyerOf(i).post(`/api/orders/${o.id}/actions/lanjut-pesan`, {
            order_lines: o.lineIds.map((id, j) => ({ order_detail_id: id, qty_ordered: (i + j) % 3 })),
          }),
    ),
    // a lanjut-pesan racing a batal on one order
    buyer.post(`/api/orders/${toOrder[2].id}/actions/batal`, { ok: true }),
    ...toExport.flatMap((o) => [
      staffA.post(`/api/orders/${o.id}/actions/export`),
      staffB.post(`/api/orders/${o.id}/actions/export`),
    ]),
  ]
  for (const res of await Promise.all(calls)) ok(res)
}

const RANGES = [
  { from: '2026-10-22', to: TODAY }, // the default 30 days: no whole month, the days are added up
  { from: TODAY, to: TODAY },
  { from: '2025-11-21', to: TODAY }, // 365 days over two years: candidates from both
  { from: '2026-03-10', to: '2026-06-20' }, // whole months inside one year
  { from: '2026-01-02', to: '2026-02-27' }, // 57 days, no whole month
  { from: '2025-09-01', to: '2026-08-31' }, // whole months only
]

async function expectSameReports() {
  const ways = twoWays(t.database.db, t.clock)
  const staff = staffSession(w.jkt)
  for (const range of RANGES) {
    for (const limit of [50, 3]) {
      const query = { ...range, limit }
      const label = `${range.from}..${range.to} limit ${limit}`
      const calls: Array<[string, ReportCall]> = [
        ['staff', (r) => r.forBranch(staff, { ...query, stores: '1', store_id: w.store.id })],
        ['staff, store 2', (r) => r.forBranch(staff, { ...query, store_id: w.store2.id })],
        ['staff BDG', (r) => r.forBranch(staffSession(w.bdg), { ...query, stores: '1' })],
        ['buyer', (r) => r.forStore(buyerSession(w.store.id, w.jkt), query)],
        ['buyer 2', (r) => r.forStore(buyerSession(w.store2.id, w.jkt), query)],
        ['head office, every branch', (r) => r.forHeadOffice(undefined, { ...query, store_id: w.store.id })],
        ['head office, BDG', (r) => r.forHeadOffice(w.bdg.id, { ...query, stores: '1' })],
      ]
      for (const [who, call] of calls) await expectSameAnswer(ways, call, `${who} ${label}`)
    }
  }
}

describe('the report summaries', () => {
  it('answer every range and scope as the order tables do after bursts of parallel order changes', async () => {
    for (const day of ['2026-11-19', TODAY]) {
      t.clock.set(`${day}T04:00:00Z`)
      await burst()
    }
    await expectNothingPending(t.database.db)
    await expectSummariesRecount(t.database.db)
    await expectSameReports()
  }, 240_000)

  it('find the long ranges’ top parts among candidates, so the candidate path is the one compared', async () => {
    for (const range of [RANGES[2], RANGES[3], RANGES[5]]) {
      const span = partSpan(range)
      expect(span.months, range.from).toBeDefined()
      const cut = await candidateCut(t.database.db, w.jkt.id, span, span.months as NonNullable<typeof span.months>, 3)
      expect(cut, range.from).toBeDefined()
    }
    expect(partSpan(RANGES[0]).months).toBeUndefined()
  })

  it('stay equal through deleted orders and lines, a moved order and a truncate', async () => {
    const db = t.database.db
    const [first, second] = await pending(2, 2)
    await db.deleteFrom('orders').where('id', '=', first.id).execute()
    await db.deleteFrom('order_items').where('id', '=', second.lineIds[0]).execute()
    await sql`update orders set created_at = created_at - interval '40 days', store_id = ${w.store2.id}
      where id = (select max(id) from orders where branch_id = ${w.jkt.id} and status = 4)`.execute(db)
    expect(jakartaDay(t.clock.now())).toBe(TODAY)
    await expectSummariesRecount(db)
    await expectSameReports()
    await sql`truncate orders cascade`.execute(db)
    const left = await sql<{ n: number }>`select count(*) as n from report_part_days`.execute(db)
    expect(Number(left.rows[0].n)).toBe(0)
    await expectSameReports()
  }, 240_000)
})
