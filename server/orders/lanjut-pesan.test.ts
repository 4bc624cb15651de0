import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildOrder, buildOrderWorld, eventsOf, linesOf, orderRow, type Product, part, signIn } from '../test/order-factories'

// The buyer's two answers at Konfirmasi: 'Lanjut Pesan' (order up to the confirmed quantities)
// and 'Batal Pesan'.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let buyer: Agent
let p: Product[]

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = [await part(db, { sto_id: 'LP-1' }), await part(db, { sto_id: 'LP-2' }), await part(db, { sto_id: 'LP-3' })]
  buyer = await signIn(t.app, 'beli.satu')
})
afterAll(() => t.close())

/** A Konfirmasi order whose lines were confirmed with these quantities. */
async function confirmed(...qty: number[]) {
  const order = await buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    status: 2,
    lines: qty.map((q, i) => ({ product: p[i], qty_estimasi: Math.max(q, 1), qty_confirmed: q })),
  })
  const lines = (...ordered: number[]) => ordered.map((q, i) => ({ order_detail_id: order.lineIds[i], qty_ordered: q }))
  return { ...order, lines }
}
const lanjut = (id: number, body: unknown) => buyer.post(`/api/orders/${id}/actions/lanjut-pesan`, body)
const batal = (id: number, body?: unknown) => buyer.post(`/api/orders/${id}/actions/batal`, body)
const ordered = async (id: number) => (await linesOf(t.database.db, id)).map((l) => l.qty_ordered)
const state = async (id: number) => [
  await orderRow(t.database.db, id),
  await eventsOf(t.database.db, id),
  await linesOf(t.database.db, id),
]

describe('lanjut-pesan', () => {
  it('orders the quantities sent and moves the order to Dipesan with one event', async () => {
    const o = await confirmed(5, 3, 2)
    const res = await lanjut(o.id, { order_lines: o.lines(4, 0, 2) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ id: o.id, status_code: 3, bucket: 'po' })
    expect(await ordered(o.id)).toEqual([4, 0, 2])
    const row = await orderRow(t.database.db, o.id)
    expect([row.status, row.version]).toEqual([3, 3])
    expect((await eventsOf(t.database.db, o.id)).at(-1)).toMatchObject({
      action: 'lanjut-pesan',
      from_status: 2,
      to_status: 3,
      actor_id: w.buyer.id,
      actor_role: 'user',
    })
  })

  it('orders the lines not sent as confirmed', async () => {
    const o = await confirmed(5, 3, 2)
    expect((await lanjut(o.id, { order_lines: [{ order_detail_id: o.lineIds[1], qty_ordered: 1 }] })).statusCode).toBe(200)
    expect(await ordered(o.id)).toEqual([5, 1, 2])
    const all = await confirmed(7, 0, 999)
    expect((await lanjut(all.id, { order_lines: [] })).statusCode).toBe(200)
    expect(await ordered(all.id)).toEqual([7, 0, 999])
  })

  it('accepts 0 and 999 within the confirmed quantities', async () => {
    const o = await confirmed(999, 4)
    expect((await lanjut(o.id, { order_lines: o.lines(999, 0) })).statusCode).toBe(200)
    expect(await ordered(o.id)).toEqual([999, 0])
  })

  it('answers 400 for quantities outside 0..999, non-integers and unknown fields', async () => {
    const o = await confirmed(5, 3)
    const before = await state(o.id)
    const line = (extra: object) => ({ order_lines: [{ order_detail_id: o.lineIds[0], qty_ordered: 1, ...extra }] })
    const bad: unknown[] = [
      ...[1000, -1, 2.5, '5', null, true, [5]].map((q) => line({ qty_ordered: q })),
      line({ qty_confirmed: 5 }),
      line({ order_detail_id: -1 }),
      { order_lines: 'semua' },
      { order_lines: o.lines(1), ok: true },
      {},
    ]
    for (const body of bad) {
      const res = await lanjut(o.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await state(o.id)).toEqual(before)
  })

  it('answers 422 QTY_ORDERED_EXCEEDS_CONFIRMED with every violation, and writes nothing', async () => {
    const o = await confirmed(5, 3, 0)
    const before = await state(o.id)
    const res = await lanjut(o.id, { order_lines: o.lines(6, 3, 1) })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      code: 'QTY_ORDERED_EXCEEDS_CONFIRMED',
      detail: 'Beberapa qty_ordered melebihi qty_confirmed',
      violations: [
        { order_detail_id: o.lineIds[0], qty_ordered: 6, qty_confirmed: 5 },
        { order_detail_id: o.lineIds[2], qty_ordered: 1, qty_confirmed: 0 },
      ],
    })
    expect(await state(o.id)).toEqual(before)
  })

  it('answers 422 NOTHING_ORDERED when every quantity is zero', async () => {
    const o = await confirmed(5, 3)
    const before = await state(o.id)
    const res = await lanjut(o.id, { order_lines: o.lines(0, 0) })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ code: 'NOTHING_ORDERED', detail: 'Isi Qty Dipesan minimal satu part, atau batalkan pesanan.' })
    // nothing confirmed, nothing sent: also nothing ordered
    const none = await confirmed(0, 0)
    expect((await lanjut(none.id, { order_lines: [] })).json().code).toBe('NOTHING_ORDERED')
    expect(await state(o.id)).toEqual(before)
  })

  it("answers 422 UNKNOWN_ORDER_LINE for another order's line", async () => {
    const o = await confirmed(5)
    const other = await confirmed(5)
    const res = await lanjut(o.id, { order_lines: [{ order_detail_id: other.lineIds[0], qty_ordered: 1 }] })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ code: 'UNKNOWN_ORDER_LINE', detail: `Baris #${other.lineIds[0]} bukan bagian pesanan ini.` })
    expect(await ordered(o.id)).toEqual([null])
    expect(await ordered(other.id)).toEqual([null])
  })

  it('is shown in the detail the buyer reads next', async () => {
    const o = await confirmed(5, 3)
    await lanjut(o.id, { order_lines: o.lines(2) })
    const view = (await buyer.get(`/api/orders/${o.id}`)).json()
    expect(view).toMatchObject({ status_code: 3, status_pesanan: 'Dipesan', bucket: 'po' })
    expect(view.items.map((i: { qty_confirmed: number; qty_ordered: number }) => [i.qty_confirmed, i.qty_ordered])).toEqual([
      [5, 2],
      [3, 3],
    ])
    expect(view.allowed_updates.can_update_qty_ordered).toBe(false)
  })
})

describe('batal', () => {
  it('needs the body {ok: true} exactly', async () => {
    const o = await confirmed(5)
    const before = await state(o.id)
    for (const body of [
      undefined,
      {},
      { ok: false },
      { ok: 'true' },
      { ok: 1 },
      { ok: true, alasan: 'salah pesan' },
      [true],
      'true',
      null,
    ]) {
      const res = await batal(o.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await state(o.id)).toEqual(before)
  })

  it('cancels a Konfirmasi order without touching its lines', async () => {
    const o = await confirmed(5, 3)
    const lines = await linesOf(t.database.db, o.id)
    const res = await batal(o.id, { ok: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ id: o.id, status_code: 5, bucket: 'batal' })
    expect(await linesOf(t.database.db, o.id)).toEqual(lines)
    expect((await eventsOf(t.database.db, o.id)).at(-1)).toMatchObject({
      action: 'batal',
      from_status: 2,
      to_status: 5,
      actor_id: w.buyer.id,
      actor_role: 'user',
    })
    // and a cancelled order cannot be ordered any more
    const late = await lanjut(o.id, { order_lines: [] })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      detail: 'Pesanan berstatus Batal tidak dapat dilanjutkan ke pemesanan.',
    })
  })
})
