import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent, TestApp } from '../test/app'
import { exportedOrder, type OrderWorld, startDeliveryWorld } from '../test/delivery-world'
import { setStock } from '../test/factories'
import { eventsOf, type LineInput, linesOf, type Product, part, READY } from '../test/order-factories'
import { agreement } from '../test/price-factories'

// The back-order moves (docs/product.md §13.1): the buyer's 'Pesan Sisa' (one new estimate at
// today's prices) and 'Batalkan Sisa' (the buyer's reason optional, the staff's required and the
// buyer told). Each test opens its own lines by exporting a Dipesan order, and checks that a
// refused move writes nothing.
let t: TestApp
let w: OrderWorld
let buyer: Agent
let buyer2: Agent
let staff: Agent
let staff2: Agent
let staffBdg: Agent

beforeAll(async () => {
  ;({ t, w, buyer, buyer2, staff, staff2, staffBdg } = await startDeliveryWorld())
})
afterAll(() => t.close())

const kosong = (product: Product, qty: number, more: Partial<LineInput> = {}): LineInput => ({
  product,
  qty_estimasi: qty,
  qty_confirmed: 0,
  ready_status_id: READY.kosong,
  ...more,
})

/** A Dipesan order of the store exported by its branch's staff; its back-order line ids in line order. */
async function exported(lines: LineInput[], who: 'store' | 'store2' | 'bdg' = 'store') {
  const db = t.database.db
  const { exporter, ...place } = {
    store: { branch: w.jkt, store: w.store, creator: w.buyer, exporter: staff },
    store2: { branch: w.jkt, store: w.store2, creator: w.buyer2, exporter: staff },
    bdg: { branch: w.bdg, store: w.storeBdg, creator: w.buyerBdg, exporter: staffBdg },
  }[who]
  t.clock.advance(60_000)
  const order = await exportedOrder(t, exporter, { ...place, lines })
  const rows = await db.selectFrom('backorder_lines').select('id').where('order_id', '=', order.id).orderBy('id').execute()
  return { ...order, ids: rows.map((r) => Number(r.id)) }
}

const pesan = (agent: Agent, body: unknown) => agent.post('/api/backorders/actions/pesan', body)
const batal = (agent: Agent, body: unknown) => agent.post('/api/backorders/actions/batal', body)

async function statesOf(ids: number[]) {
  const rows = await t.database.db
    .selectFrom('backorder_lines')
    .select(['id', 'state', 'reorder_id', 'cancel_reason', 'closed_by'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ ...r, id: Number(r.id), reorder_id: r.reorder_id === null ? null : Number(r.reorder_id) }))
}
const waiting = async (ids: number[]) => expect((await statesOf(ids)).map((r) => r.state)).toEqual(ids.map(() => 'menunggu'))
const orderCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from orders`.execute(t.database.db)).rows[0].n)
const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from order_events`.execute(t.database.db)).rows[0].n)
const toldOf = async (orderId: number, event: 'estimasi_baru' | 'sisa_batal') =>
  (
    await t.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('order_id', '=', orderId)
      .where('event', '=', event)
      .orderBy('user_id')
      .execute()
  ).map((r) => r.user_id)

/** Whatever the refusal, nothing is written: no order, no event, the lines as they were. */
async function refusedWithoutWrites(call: () => Promise<LightMyRequestResponse>, ids: number[]) {
  const before = { orders: await orderCount(), events: await eventCount(), lines: await statesOf(ids) }
  const res = await call()
  expect({ orders: await orderCount(), events: await eventCount(), lines: await statesOf(ids) }).toEqual(before)
  return res
}

describe("the buyer's 'Pesan Sisa'", () => {
  it("makes one estimate at the buyer's branch at today's prices; lines of one part add up", async () => {
    const db = t.database.db
    const kampas = await part(db, { sto_id: 'PS-KAMPAS', name: 'KAMPAS REM', price: 50_000 })
    const busi = await part(db, { sto_id: 'PS-BUSI', name: 'BUSI', price: 20_000 })
    const first = await exported([
      kosong(kampas, 3),
      { product: busi, qty_estimasi: 6, qty_confirmed: 2, ready_status_id: READY.indent, eta: '2026-12-20' },
    ])
    const second = await exported([{ product: kampas, qty_estimasi: 9, qty_confirmed: 5, ready_status_id: READY.sebagian }])
    // the prices moved since the orders: the store's own discount, and the branch's price
    await agreement(db, { store: w.store, product: kampas, discountPercent: 10 })
    await setStock(db, w.jkt.id, busi.id, 0, 23_000)

    const ids = [...first.ids, ...second.ids]
    const res = await pesan(buyer, { ids })
    expect(res.statusCode, res.body).toBe(200)
    const made = res.json()
    expect(made).toEqual({ order: { id: expect.any(Number), no_transaksi: expect.any(String), bucket: 'estimasi' }, lines: 3 })
    const row = await db.selectFrom('orders').selectAll().where('id', '=', made.order.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 1, source: 'sisa', branch_id: w.jkt.id, store_id: w.store.id, created_by: w.buyer.id })
    expect(made.order.no_transaksi).toBe(row.no_transaksi)
    expect(row.no_transaksi).toMatch(/^DPO\/JKT01\//)

    const lines = await linesOf(db, made.order.id)
    expect(lines.map((l) => [l.part_no, l.qty_estimasi])).toEqual([
      ['PS-KAMPAS', 3 + 4],
      ['PS-BUSI', 4],
    ])
    // the same price the cart shows the buyer today
    for (const p of [kampas, busi])
      expect((await buyer.post('/api/cart/items', { product_id: p.id, qty: 1 })).statusCode).toBe(200)
    const cart = (await buyer.get('/api/cart')).json()
    for (const line of lines) {
      const item = cart.items.find((i: { sto_id: string }) => i.sto_id === line.part_no)
      expect([Number(line.price), Number(line.price_list), line.price_source], line.part_no).toEqual([
        item.price,
        item.price_list,
        item.price_source,
      ])
    }
    expect(lines.map((l) => Number(l.price))).toEqual([45_000, 23_000])
    await buyer.request('DELETE', '/api/cart')

    // the lines link to it; each side lists the other
    for (const line of await statesOf(ids)) {
      expect(line).toMatchObject({ state: 'dipesan_ulang', reorder_id: made.order.id, closed_by: w.buyer.id })
    }
    const estimate = (await buyer.get(`/api/orders/${made.order.id}/backorders`)).json()
    expect(estimate).toEqual({
      lines: [],
      origins: [
        { id: first.id, no_transaksi: first.no_transaksi, bucket: 'diproses' },
        { id: second.id, no_transaksi: second.no_transaksi, bucket: 'diproses' },
      ],
    })
    const origin = (await staff.get(`/api/orders/${first.id}/backorders`)).json()
    expect(origin.origins).toEqual([])
    expect(origin.lines.map((l: { id: number; state: string; reorder: unknown }) => [l.id, l.state, l.reorder])).toEqual(
      first.ids.map((id) => [id, 'dipesan_ulang', made.order]),
    )
  })

  it("records 'pesan-sisa' on each origin order's timeline and tells the branch's staff of the estimate", async () => {
    const p = await part(t.database.db, { sto_id: 'PS-TIMELINE' })
    const origin = await exported([kosong(p, 2)])
    const res = await pesan(buyer, { ids: origin.ids })
    expect(res.statusCode, res.body).toBe(200)
    const made = res.json().order
    const detail = (await buyer.get(`/api/orders/${origin.id}`)).json()
    expect(detail.status_code).toBe(4)
    expect(detail.events.at(-1)).toMatchObject({
      action: 'pesan-sisa',
      status_code: 4,
      actor: 'beli.satu',
      keterangan: `PS-TIMELINE × 2 dipesan ulang di ${made.no_transaksi}`,
    })
    expect((await eventsOf(t.database.db, made.id)).map((e) => [e.action, e.actor_id])).toEqual([['create', w.buyer.id]])
    // the branch's staff (the dual account too), not the buyer, not another branch
    expect(await toldOf(made.id, 'estimasi_baru')).toEqual([w.staff.id, w.staff2.id, w.dual.id].sort((a, b) => a - b))
  })

  it('a second identical request is refused with 409 and makes no second estimate', async () => {
    const p = await part(t.database.db, { sto_id: 'PS-TWICE' })
    const origin = await exported([kosong(p, 2)])
    expect((await pesan(buyer, { ids: origin.ids })).statusCode).toBe(200)
    const again = await refusedWithoutWrites(() => pesan(buyer, { ids: origin.ids }), origin.ids)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'BACKORDER_STATE_CONFLICT' })
    expect(again.json().detail).toContain('PS-TWICE')
  })

  it("caps a part's added-up quantity at 999", async () => {
    const p = await part(t.database.db, { sto_id: 'PS-BANYAK' })
    const a = await exported([kosong(p, 600)])
    const b = await exported([kosong(p, 500)])
    const res = await pesan(buyer, { ids: [...a.ids, ...b.ids] })
    expect(res.statusCode, res.body).toBe(200)
    expect((await linesOf(t.database.db, res.json().order.id)).map((l) => l.qty_estimasi)).toEqual([999])
  })

  it("answers 404 for another store's lines, alone or among his own, and changes nothing", async () => {
    const p = await part(t.database.db, { sto_id: 'PS-OTHER' })
    const own = await exported([kosong(p, 2)])
    const neighbour = await exported([kosong(p, 3)], 'store2')
    const far = await exported([kosong(p, 4)], 'bdg')
    const all = [...own.ids, ...neighbour.ids, ...far.ids]
    for (const ids of [neighbour.ids, far.ids, [...own.ids, ...neighbour.ids], [...own.ids, 99_999_999]]) {
      const res = await refusedWithoutWrites(() => pesan(buyer, { ids }), all)
      expect(res.statusCode, String(ids)).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Sisa pesanan tidak ditemukan' })
    }
    await waiting(all)
    // the neighbour can order his own
    expect((await pesan(buyer2, { ids: neighbour.ids })).statusCode).toBe(200)
  })

  it('is the buyer’s alone: staff get 403', async () => {
    const p = await part(t.database.db, { sto_id: 'PS-STAF' })
    const origin = await exported([kosong(p, 2)])
    for (const agent of [staff, staffBdg]) {
      const res = await refusedWithoutWrites(() => pesan(agent, { ids: origin.ids }), origin.ids)
      expect(res.statusCode).toBe(403)
    }
  })

  it('refuses a body it does not expect with 400: extra fields, no ids, too many, ids that are no ids', async () => {
    const p = await part(t.database.db, { sto_id: 'PS-BODY' })
    const origin = await exported([kosong(p, 2)])
    const id = origin.ids[0]
    const bodies: unknown[] = [
      { ids: [id], store_id: w.store2.id },
      { ids: [id], branch_id: w.bdg.id },
      { ids: [id], state: 'dibatalkan' },
      { ids: [] },
      {},
      { ids: Array.from({ length: 101 }, (_, i) => id + i) },
      { ids: [-1] },
      { ids: [0] },
      { ids: [1.5] },
      { ids: [String(id)] },
      { ids: [2 ** 53] },
      { ids: [1e20] },
      { ids: id },
      null,
      'ids',
    ]
    for (const body of bodies) {
      const res = await refusedWithoutWrites(() => pesan(buyer, body), origin.ids)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    // the largest id the schema takes names no line: 404, not 500
    const max = await refusedWithoutWrites(() => pesan(buyer, { ids: [Number.MAX_SAFE_INTEGER] }), origin.ids)
    expect(max.statusCode).toBe(404)
    // 100 ids at once are taken (here they name nothing of his)
    const hundred = await pesan(buyer, { ids: Array.from({ length: 100 }, (_, i) => 900_000_000 + i) })
    expect(hundred.statusCode).toBe(404)
  })

  it('refuses a part withdrawn from the catalogue with 422 BACKORDER_PART_GONE and writes nothing', async () => {
    const db = t.database.db
    const kept = await part(db, { sto_id: 'PS-ADA' })
    const gone = await part(db, { sto_id: 'PS-GONE' })
    const origin = await exported([kosong(kept, 2), kosong(gone, 3)])
    await db.updateTable('products').set({ is_active: false }).where('id', '=', gone.id).execute()
    const res = await refusedWithoutWrites(() => pesan(buyer, { ids: origin.ids }), origin.ids)
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json()).toMatchObject({ code: 'BACKORDER_PART_GONE' })
    expect(res.json().detail).toContain('PS-GONE')
    expect(res.json().detail).not.toContain('PS-ADA')
    // giving that line up lets the rest be ordered
    expect((await batal(buyer, { ids: [origin.ids[1]] })).statusCode).toBe(200)
    expect((await pesan(buyer, { ids: [origin.ids[0]] })).statusCode).toBe(200)
  })
})

describe("'Batalkan Sisa'", () => {
  it('the buyer may give a line up without a reason', async () => {
    const p = await part(t.database.db, { sto_id: 'BT-BELI' })
    const origin = await exported([kosong(p, 2)])
    // a blank reason is the same as none
    const res = await batal(buyer, { ids: origin.ids, reason: '  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ cancelled: 1 })
    expect(await statesOf(origin.ids)).toEqual([
      { id: origin.ids[0], state: 'dibatalkan', reorder_id: null, cancel_reason: null, closed_by: w.buyer.id },
    ])
    const detail = (await buyer.get(`/api/orders/${origin.id}`)).json()
    expect(detail.events.at(-1)).toMatchObject({ action: 'batal-sisa', actor: 'beli.satu', keterangan: 'BT-BELI × 2' })
    // nobody is told of his own act
    expect(await toldOf(origin.id, 'sisa_batal')).toEqual([])
  })

  it('staff must give a reason: 422 without one, and nothing changes', async () => {
    const p = await part(t.database.db, { sto_id: 'BT-TANPA' })
    const origin = await exported([kosong(p, 2)])
    for (const body of [{ ids: origin.ids }, { ids: origin.ids, reason: undefined }]) {
      const res = await refusedWithoutWrites(() => batal(staff, body), origin.ids)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json()).toMatchObject({ detail: 'Alasan pembatalan wajib diisi' })
    }
    // a blank reason is no reason
    for (const reason of ['', '   ']) {
      const res = await refusedWithoutWrites(() => batal(staff, { ids: origin.ids, reason }), origin.ids)
      expect(res.statusCode, JSON.stringify(reason)).toBe(422)
      expect(res.json()).toMatchObject({ detail: 'Alasan pembatalan wajib diisi' })
    }
  })

  it("staff with a reason give it up, and the store's buyers are told, not the staff", async () => {
    const p = await part(t.database.db, { sto_id: 'BT-STAF' })
    const origin = await exported([kosong(p, 2), kosong(await part(t.database.db, { sto_id: 'BT-STAF2' }), 1)])
    const res = await batal(staff, { ids: origin.ids, reason: '  Part diskontinu  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ cancelled: 2 })
    for (const line of await statesOf(origin.ids)) {
      expect(line).toMatchObject({ state: 'dibatalkan', cancel_reason: 'Part diskontinu', closed_by: w.staff.id })
    }
    const told = await toldOf(origin.id, 'sisa_batal')
    expect(told).toContain(w.buyer.id)
    for (const id of [w.staff.id, w.staff2.id, w.buyer2.id, w.buyerBdg.id, w.staffBdg.id]) expect(told).not.toContain(id)
    // one move, one event and one message each, whatever the number of lines
    expect(told.filter((id) => id === w.buyer.id)).toHaveLength(1)
    const events = (await eventsOf(t.database.db, origin.id)).filter((e) => e.action === 'batal-sisa')
    expect(events.map((e) => [e.actor_id, e.actor_role])).toEqual([[w.staff.id, 'seller']])
    const detail = (await buyer.get(`/api/orders/${origin.id}`)).json()
    expect(detail.events.at(-1).keterangan).toBe('BT-STAF × 2, BT-STAF2 × 1. Alasan: Part diskontinu')
  })

  it('staff of another branch get 404, and the buyer of another store too', async () => {
    const p = await part(t.database.db, { sto_id: 'BT-JAUH' })
    const origin = await exported([kosong(p, 2)])
    for (const [agent, body] of [
      [staffBdg, { ids: origin.ids, reason: 'Salah cabang' }],
      [buyer2, { ids: origin.ids }],
    ] as const) {
      const res = await refusedWithoutWrites(() => batal(agent, body), origin.ids)
      expect(res.statusCode).toBe(404)
    }
    await waiting(origin.ids)
  })

  it('takes a reason of 200 characters, not 201', async () => {
    const origin = await exported([
      kosong(await part(t.database.db, { sto_id: 'BT-PANJANG1' }), 2),
      kosong(await part(t.database.db, { sto_id: 'BT-PANJANG2' }), 3),
    ])
    const long = await refusedWithoutWrites(() => batal(staff, { ids: [origin.ids[0]], reason: 'x'.repeat(201) }), origin.ids)
    expect(long.statusCode).toBe(400)
    expect(long.json().code).toBe('VALIDATION_ERROR')
    const nul = await refusedWithoutWrites(() => batal(staff, { ids: [origin.ids[0]], reason: 'a\u0000b' }), origin.ids)
    expect(nul.statusCode).toBe(400)
    const extra = await refusedWithoutWrites(() => batal(buyer, { ids: [origin.ids[0]], store_id: w.store.id }), origin.ids)
    expect(extra.statusCode).toBe(400)
    expect((await batal(staff, { ids: [origin.ids[0]], reason: 'y'.repeat(200) })).statusCode).toBe(200)
    expect((await statesOf([origin.ids[0]]))[0].cancel_reason).toBe('y'.repeat(200))
  })

  it('a line already given up or ordered again is refused with 409, the whole request', async () => {
    const parts = await Promise.all(['BT-LAGI1', 'BT-LAGI2', 'BT-LAGI3'].map((sto_id) => part(t.database.db, { sto_id })))
    const origin = await exported(parts.map((p, i) => kosong(p, i + 2)))
    const [cancelled, ordered, open] = origin.ids
    expect((await batal(buyer, { ids: [cancelled] })).statusCode).toBe(200)
    expect((await pesan(buyer, { ids: [ordered] })).statusCode).toBe(200)
    for (const [agent, body] of [
      [buyer, { ids: [cancelled] }],
      [staff, { ids: [cancelled], reason: 'Lagi' }],
      [buyer, { ids: [ordered] }],
      [buyer, { ids: [open, cancelled] }],
    ] as const) {
      const res = await refusedWithoutWrites(() => batal(agent, body), origin.ids)
      expect(res.statusCode, JSON.stringify(body)).toBe(409)
      expect(res.json().code).toBe('BACKORDER_STATE_CONFLICT')
    }
    const res = await refusedWithoutWrites(() => pesan(buyer, { ids: [open, cancelled] }), origin.ids)
    expect(res.statusCode).toBe(409)
    expect((await statesOf([open]))[0].state).toBe('menunggu')
  })
})

// PGlite has one connection and runs the calls one after another; on PostgreSQL they really meet
// at the row lock. Several lines race at once to make a meeting likely.
describe.runIf(process.env.TEST_DATABASE_URL)('moves racing on one line', () => {
  type Call = () => Promise<LightMyRequestResponse>
  /** Fires each pair at once on its own fresh line; checks the two calls overlapped. */
  async function race(sto: string, pairOf: (ids: number[]) => [Call, Call]) {
    const p = await part(t.database.db, { sto_id: sto })
    const origins = await Promise.all(Array.from({ length: 8 }, () => exported([kosong(p, 2)])))
    const timed = async (call: Call) => {
      const start = performance.now()
      const res = await call()
      return { res, start, end: performance.now() }
    }
    const results = await Promise.all(origins.map((o) => Promise.all(pairOf(o.ids).map(timed))))
    return results.map(([a, b], i) => {
      expect(a.start < b.end && b.start < a.end).toBe(true)
      expect([a.res.statusCode, b.res.statusCode].sort(), `${a.res.body} ${b.res.body}`).toEqual([200, 409])
      expect((a.res.statusCode === 409 ? a.res : b.res).json().code).toBe('BACKORDER_STATE_CONFLICT')
      return { origin: origins[i], firstWon: a.res.statusCode === 200, winner: a.res.statusCode === 200 ? a.res : b.res }
    })
  }

  it('two staff cancelling one line: exactly one 200 and one 409, and only the winner writes', async () => {
    const outcomes = await race('BT-BALAPAN', (ids) => [
      () => batal(staff, { ids, reason: 'Staf satu' }),
      () => batal(staff2, { ids, reason: 'Staf dua' }),
    ])
    for (const { origin, firstWon } of outcomes) {
      const winner = firstWon ? { id: w.staff.id, reason: 'Staf satu' } : { id: w.staff2.id, reason: 'Staf dua' }
      expect(await statesOf(origin.ids)).toEqual([
        { id: origin.ids[0], state: 'dibatalkan', reorder_id: null, cancel_reason: winner.reason, closed_by: winner.id },
      ])
      const events = (await eventsOf(t.database.db, origin.id)).filter((e) => e.action === 'batal-sisa')
      expect(events.map((e) => e.actor_id)).toEqual([winner.id])
    }
  })

  it("the buyer's 'Pesan Sisa' against the staff's cancellation: one wins, a lost order leaves no estimate", async () => {
    const before = await orderCount()
    const outcomes = await race('PS-BALAPAN', (ids) => [
      () => pesan(buyer, { ids }),
      () => batal(staff, { ids, reason: 'Stok habis' }),
    ])
    for (const { origin, firstWon, winner } of outcomes) {
      const [line] = await statesOf(origin.ids)
      if (firstWon) expect(line).toMatchObject({ state: 'dipesan_ulang', reorder_id: winner.json().order.id })
      else expect(line).toMatchObject({ state: 'dibatalkan', reorder_id: null, cancel_reason: 'Stok habis' })
    }
    // the eight origin orders, and one estimate per 'Pesan Sisa' that won
    expect(await orderCount()).toBe(before + 8 + outcomes.filter((o) => o.firstWon).length)
  })
})
