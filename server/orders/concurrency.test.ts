import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, eventsOf, linesOf, orderRow, type Product, part, signIn } from '../test/order-factories'

// Racing actions on one order (product.md §10.3: the row lock decides, the loser gets 409). PGlite has
// one connection and runs the calls one after another; run this file with TEST_DATABASE_URL too,
// where the calls really meet at the lock. Several orders race at once to make a meeting likely.
const ROUNDS = 8
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let product: Product
let staffA: Agent
let staffB: Agent
let tabA: Agent
let tabB: Agent

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  product = await part(db)
  await setStock(db, w.jkt.id, product.id, 500)
  staffA = await signIn(t.app, 'staf.satu')
  staffB = await signIn(t.app, 'staf.dua')
  // one buyer in two browser tabs (two sessions)
  tabA = await signIn(t.app, 'beli.satu')
  tabB = await signIn(t.app, 'beli.satu')
})
afterAll(() => t.close())

const orders = (status: 1 | 2 | 3) =>
  Promise.all(
    Array.from({ length: ROUNDS }, () =>
      buildOrder(t.database.db, {
        branch: w.jkt,
        store: w.store,
        creator: w.buyer,
        status,
        lines: [{ product, qty_estimasi: 9, qty_confirmed: 8 }],
      }),
    ),
  )

type Timed = { res: LightMyRequestResponse; start: number; end: number }
async function timed(call: () => Promise<LightMyRequestResponse>): Promise<Timed> {
  const start = performance.now()
  const res = await call()
  return { res, start, end: performance.now() }
}

/** Fires every pair at the same moment; checks the two calls of each pair overlapped in time. */
async function race(pairs: Array<[() => Promise<LightMyRequestResponse>, () => Promise<LightMyRequestResponse>]>) {
  const results = await Promise.all(pairs.map(([a, b]) => Promise.all([timed(a), timed(b)])))
  for (const [a, b] of results) expect(a.start < b.end && b.start < a.end).toBe(true)
  return results.map(([a, b]) => [a.res, b.res] as const)
}

describe('two staff confirming the same order at once', () => {
  it('one wins with 200, the other gets 409, and only the winner writes', async () => {
    const list = await orders(1)
    const confirm = (agent: Agent, id: number, lineId: number, qty: number) => () =>
      agent.post(`/api/orders/${id}/actions/kirim-konfirmasi`, {
        confirm_lines: [{ order_detail_id: lineId, qty_confirmed: qty }],
      })
    // staff A confirms 1, staff B confirms 2: the stored quantity names the winner
    const results = await race(list.map((o) => [confirm(staffA, o.id, o.lineIds[0], 1), confirm(staffB, o.id, o.lineIds[0], 2)]))
    for (const [i, [a, b]] of results.entries()) {
      const o = list[i]
      expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409])
      const loser = a.statusCode === 409 ? a : b
      expect(loser.json()).toEqual({
        code: 'INVALID_STATUS_TRANSITION',
        detail: 'Pesanan berstatus Konfirmasi tidak dapat dikirim konfirmasinya.',
        status_code: 2,
      })
      const winner = a.statusCode === 200 ? { staff: w.staff, qty: 1 } : { staff: w.staff2, qty: 2 }
      const row = await orderRow(t.database.db, o.id)
      expect([row.status, row.version]).toEqual([2, 2])
      const events = await eventsOf(t.database.db, o.id)
      expect(events.map((e) => [e.action, e.actor_id])).toEqual([
        ['create', w.buyer.id],
        ['kirim-konfirmasi', winner.staff.id],
      ])
      expect((await linesOf(t.database.db, o.id))[0].qty_confirmed).toBe(winner.qty)
    }
  })
})

describe("a buyer's lanjut-pesan racing a batal", () => {
  it('lets exactly one of them through and keeps the order consistent with it', async () => {
    const list = await orders(2)
    const results = await race(
      list.map((o) => [
        () =>
          tabA.post(`/api/orders/${o.id}/actions/lanjut-pesan`, {
            order_lines: [{ order_detail_id: o.lineIds[0], qty_ordered: 3 }],
          }),
        () => tabB.post(`/api/orders/${o.id}/actions/batal`, { ok: true }),
      ]),
    )
    for (const [i, [go, cancel]] of results.entries()) {
      const o = list[i]
      expect([go.statusCode, cancel.statusCode].sort(), `${go.body} ${cancel.body}`).toEqual([200, 409])
      const ordered = go.statusCode === 200
      const loser = ordered ? cancel : go
      expect(loser.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', status_code: ordered ? 3 : 5 })
      const row = await orderRow(t.database.db, o.id)
      expect([row.status, row.version]).toEqual([ordered ? 3 : 5, 3])
      const events = await eventsOf(t.database.db, o.id)
      expect(events.map((e) => e.action)).toEqual(['create', 'kirim-konfirmasi', ordered ? 'lanjut-pesan' : 'batal'])
      // a cancelled order keeps no ordered quantity from the losing lanjut-pesan
      expect((await linesOf(t.database.db, o.id))[0].qty_ordered).toBe(ordered ? 3 : null)
    }
  })

  it('a double-clicked lanjut-pesan orders once', async () => {
    const list = await orders(2)
    const go = (agent: Agent, id: number) => () => agent.post(`/api/orders/${id}/actions/lanjut-pesan`, { order_lines: [] })
    const results = await race(list.map((o) => [go(tabA, o.id), go(tabB, o.id)]))
    for (const [i, [a, b]] of results.entries()) {
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
      const events = await eventsOf(t.database.db, list[i].id)
      expect(events.filter((e) => e.action === 'lanjut-pesan')).toHaveLength(1)
      expect((await orderRow(t.database.db, list[i].id)).version).toBe(3)
    }
  })
})

describe('two exports of a Dipesan order at once', () => {
  it('both download the same file; the order moves to Diproses once and both exports are recorded', async () => {
    const list = await orders(3)
    const exp = (agent: Agent, id: number) => () => agent.post(`/api/orders/${id}/actions/export`)
    const results = await race(list.map((o) => [exp(staffA, o.id), exp(staffB, o.id)]))
    for (const [i, [a, b]] of results.entries()) {
      expect([a.statusCode, b.statusCode]).toEqual([200, 200])
      expect(a.body).toBe(b.body)
      const row = await orderRow(t.database.db, list[i].id)
      expect([row.status, row.version]).toEqual([4, 5])
      const exports = (await eventsOf(t.database.db, list[i].id)).filter((e) => e.action === 'export')
      expect(exports.map((e) => [e.from_status, e.to_status])).toEqual([
        [3, 4],
        [4, 4],
      ])
    }
  })
})
