import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, eventsOf, linesOf, orderRow, type Product, part, signIn } from '../test/order-factories'

// POST /api/orders/{id}/actions/kirim-konfirmasi with the embedded stock (the stock table).
// Branch JKT01 holds 10 of PA, 3 of PB, 0 of PC and knows nothing of PD.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let staff: Agent
let p: Record<'A' | 'B' | 'C' | 'D', Product>

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = {
    A: await part(db, { sto_id: 'PA', name: 'KAMPAS REM' }),
    B: await part(db, { sto_id: 'PB', name: 'FILTER OLI' }),
    C: await part(db, { sto_id: 'PC', name: 'BUSI' }),
    D: await part(db, { sto_id: 'PD', name: 'AKI' }),
  }
  await setStock(db, w.jkt.id, p.A.id, 10)
  await setStock(db, w.jkt.id, p.B.id, 3)
  await setStock(db, w.jkt.id, p.C.id, 0)
  // another branch's stock must not count
  await setStock(db, w.bdg.id, p.B.id, 999)
  staff = await signIn(t.app, 'staf.satu')
})
afterAll(() => t.close())

/** An Estimasi order of PA x5, PB x5, PC x2, PD x1; line ids in that order. */
async function estimate(
  lines = [
    ['A', 5],
    ['B', 5],
    ['C', 2],
    ['D', 1],
  ] as Array<[keyof typeof p, number]>,
) {
  const order = await buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    lines: lines.map(([k, qty]) => ({ product: p[k], qty_estimasi: qty })),
  })
  const confirm = (...qty: number[]) => qty.map((q, i) => ({ order_detail_id: order.lineIds[i], qty_confirmed: q }))
  return { ...order, confirm }
}

const send = (id: number, body: unknown) => staff.post(`/api/orders/${id}/actions/kirim-konfirmasi`, body)

async function state(id: number) {
  const db = t.database.db
  return { order: await orderRow(db, id), events: await eventsOf(db, id), lines: await linesOf(db, id) }
}
const saved = async (id: number) => (await linesOf(t.database.db, id)).map((l) => [l.qty_confirmed, l.ready_status_id, l.qty_osc])

describe('bad input changes nothing', () => {
  it('answers 400 for quantities outside 0..999 or not integers, long notes, unknown fields', async () => {
    const o = await estimate()
    const before = await state(o.id)
    const line = (extra: object) => [{ order_detail_id: o.lineIds[0], qty_confirmed: 1, ...extra }]
    const bad: unknown[] = [
      ...[1000, -1, 2.5, '5', null, true, [5]].map((q) => ({ confirm_lines: line({ qty_confirmed: q }) })),
      { confirm_lines: line({ order_detail_id: 0 }) },
      { confirm_lines: line({ order_detail_id: '1' }) },
      { confirm_lines: line({ harga: 1 }) },
      { confirm_lines: 'semua' },
      {},
      { confirm_lines: o.confirm(5, 3, 0, 0), note_seller: 'x'.repeat(101) },
      { confirm_lines: o.confirm(5, 3, 0, 0), note_seller: 'a\u0000b' },
      {
        confirm_lines: o.confirm(5, 3, 0, 0),
        notes_per_part: [{ order_detail_id: o.lineIds[0], note_part_seller: 'x'.repeat(101) }],
      },
      ...[0, 6, '1', 1.5].map((id) => ({
        confirm_lines: o.confirm(5, 3, 0, 0),
        statuses: [{ order_detail_id: o.lineIds[0], ready_status_id: id }],
      })),
      { confirm_lines: o.confirm(5, 3, 0, 0), resolve: { mode: 'ignore' } },
      { confirm_lines: o.confirm(5, 3, 0, 0), resolve: { mode: 'revise' } },
      {
        confirm_lines: o.confirm(5, 3, 0, 0),
        resolve: { mode: 'revise', lines: [{ order_detail_id: o.lineIds[0], qty_confirmed: 1000 }] },
      },
      { confirm_lines: o.confirm(5, 3, 0, 0), status: 2 },
    ]
    for (const body of bad) {
      const res = await send(o.id, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await state(o.id)).toEqual(before)
  })

  it('answers 422 CONFIRM_LINES_MISSING unless every line is confirmed', async () => {
    const o = await estimate()
    const before = await state(o.id)
    const none = await send(o.id, { confirm_lines: [] })
    expect(none.statusCode).toBe(422)
    expect(none.json()).toEqual({ code: 'CONFIRM_LINES_MISSING', detail: 'Qty konfirmasi belum diisi untuk: PA, PB, PC, PD' })
    const some = await send(o.id, { confirm_lines: o.confirm(5, 3) })
    expect(some.json()).toEqual({ code: 'CONFIRM_LINES_MISSING', detail: 'Qty konfirmasi belum diisi untuk: PC, PD' })
    expect(await state(o.id)).toEqual(before)
  })

  it("answers 422 for another order's line or a line named twice", async () => {
    const o = await estimate()
    const other = await estimate([['A', 1]])
    const before = await state(o.id)
    const foreign = { order_detail_id: other.lineIds[0], qty_confirmed: 1 }
    const cases: Array<[unknown, string, string]> = [
      [
        { confirm_lines: [...o.confirm(5, 3, 0, 0), foreign] },
        'UNKNOWN_ORDER_LINE',
        `Baris #${other.lineIds[0]} bukan bagian pesanan ini (qty konfirmasi).`,
      ],
      [
        { confirm_lines: o.confirm(5, 3, 0, 0), statuses: [{ order_detail_id: other.lineIds[0], ready_status_id: 1 }] },
        'UNKNOWN_ORDER_LINE',
        `Baris #${other.lineIds[0]} bukan bagian pesanan ini (status).`,
      ],
      [
        { confirm_lines: o.confirm(5, 3, 0, 0), notes_per_part: [{ order_detail_id: 99_999, note_part_seller: 'x' }] },
        'UNKNOWN_ORDER_LINE',
        'Baris #99999 bukan bagian pesanan ini (catatan).',
      ],
      [
        { confirm_lines: o.confirm(5, 3, 0, 0), resolve: { mode: 'revise', lines: [foreign] } },
        'UNKNOWN_ORDER_LINE',
        `Baris #${other.lineIds[0]} bukan bagian pesanan ini (revisi).`,
      ],
      [
        { confirm_lines: [...o.confirm(5, 3, 0, 0), o.confirm(1)[0]] },
        'DUPLICATE_ORDER_LINE',
        `Baris #${o.lineIds[0]} ganda (qty konfirmasi).`,
      ],
    ]
    for (const [body, code, detail] of cases) {
      const res = await send(o.id, body)
      expect(res.statusCode, detail).toBe(422)
      expect(res.json()).toEqual({ code, detail })
    }
    expect(await state(o.id)).toEqual(before)
    expect(await saved(other.id)).toEqual([[null, null, null]])
  })
})

describe('OSC warning', () => {
  it('answers 409 OSC_WARNING with the exact conflicts when a quantity exceeds the branch stock', async () => {
    const o = await estimate()
    const before = await state(o.id)
    // PA asks exactly what is there (no conflict); PD is unknown to the stock, so it has 0
    const res = await send(o.id, { confirm_lines: o.confirm(10, 5, 2, 1) })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      code: 'OSC_WARNING',
      detail: 'Beberapa qty melebihi ketersediaan OSC',
      conflicts: [
        { order_detail_id: o.lineIds[1], part_no: 'PB', part_name: 'FILTER OLI', qty_est: 5, qty_osc: 3, qty_conf: 5 },
        { order_detail_id: o.lineIds[2], part_no: 'PC', part_name: 'BUSI', qty_est: 2, qty_osc: 0, qty_conf: 2 },
        { order_detail_id: o.lineIds[3], part_no: 'PD', part_name: 'AKI', qty_est: 1, qty_osc: 0, qty_conf: 1 },
      ],
    })
    expect(await state(o.id)).toEqual(before)
  })

  it("resolve 'revise' applies the revised quantities over the first answer", async () => {
    const o = await estimate()
    const revise = {
      mode: 'revise',
      lines: [
        { order_detail_id: o.lineIds[1], qty_confirmed: 3 },
        { order_detail_id: o.lineIds[2], qty_confirmed: 0 },
        { order_detail_id: o.lineIds[3], qty_confirmed: 0 },
      ],
    }
    const res = await send(o.id, { confirm_lines: o.confirm(5, 5, 2, 1), resolve: revise })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ id: o.id, status_code: 2, bucket: 'konfirmasi' })
    // [confirmed, ready status, OSC snapshot]: Ada 1 (10 >= 5), Sebagian 2 (0 < 3 < 5), Kosong 3
    expect(await saved(o.id)).toEqual([
      [5, 1, 10],
      [3, 2, 3],
      [0, 3, 0],
      [0, 3, 0],
    ])
  })

  it("resolve 'revise' may carry lines the first answer left out", async () => {
    const o = await estimate()
    const res = await send(o.id, {
      confirm_lines: o.confirm(5, 3),
      resolve: { mode: 'revise', lines: o.confirm(5, 3, 0, 0).slice(2) },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await saved(o.id)).map((l) => l[0])).toEqual([5, 3, 0, 0])
  })

  it("resolve 'proceed' keeps the quantities as sent", async () => {
    const o = await estimate()
    const res = await send(o.id, { confirm_lines: o.confirm(5, 5, 2, 1), resolve: { mode: 'proceed' } })
    expect(res.statusCode, res.body).toBe(200)
    // the branch committed to the whole estimate of every line: Ada, whatever OSC said
    expect(await saved(o.id)).toEqual([
      [5, 1, 10],
      [5, 1, 3],
      [2, 1, 0],
      [1, 1, 0],
    ])
    const ev = await eventsOf(t.database.db, o.id)
    expect(ev.at(-1)).toMatchObject({
      action: 'kirim-konfirmasi',
      from_status: 1,
      to_status: 2,
      actor_id: w.staff.id,
      actor_role: 'seller',
    })
    expect((await orderRow(t.database.db, o.id)).version).toBe(2)
  })
})

describe('a confirmation within stock', () => {
  it('accepts 0 and 999, and suggests the ready status from the confirmed quantity against the estimate', async () => {
    await setStock(t.database.db, w.jkt.id, p.D.id, 999)
    const o = await estimate([
      ['A', 8],
      ['B', 2],
      ['C', 1],
      ['D', 999],
    ])
    // PA: 10 in stock, but the branch confirms only 1 of 8: Sebagian, never Ada beside 1 of 8
    const res = await send(o.id, { confirm_lines: o.confirm(1, 2, 0, 999) })
    expect(res.statusCode, res.body).toBe(200)
    expect(await saved(o.id)).toEqual([
      [1, 2, 10],
      [2, 1, 3],
      [0, 3, 0],
      [999, 1, 999],
    ])
    await setStock(t.database.db, w.jkt.id, p.D.id, 0)
  })

  it('takes every ready status 1..5 given by hand, the notes, and shows the snapshot to staff only', async () => {
    const o = await estimate([
      ['A', 5],
      ['B', 5],
      ['C', 2],
      ['D', 3],
    ])
    const statuses = [5, 4, 1, 2].map((id, i) => ({ order_detail_id: o.lineIds[i], ready_status_id: id }))
    const res = await send(o.id, {
      confirm_lines: o.confirm(3, 3, 2, 1),
      resolve: { mode: 'proceed' },
      statuses,
      note_seller: 'x'.repeat(100),
      notes_per_part: [
        { order_detail_id: o.lineIds[0], note_part_seller: 'Sisa minggu depan' },
        { order_detail_id: o.lineIds[1], note_part_seller: '' },
        { order_detail_id: o.lineIds[2], note_part_seller: 'y'.repeat(100) },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const lines = await linesOf(t.database.db, o.id)
    expect(lines.map((l) => [l.ready_status_id, l.note_seller])).toEqual([
      [5, 'Sisa minggu depan'],
      [4, null],
      [1, 'y'.repeat(100)],
      [2, null],
    ])
    expect((await orderRow(t.database.db, o.id)).note_seller).toBe('x'.repeat(100))
    const buyer = await signIn(t.app, 'beli.satu')
    const asBuyer = (await buyer.get(`/api/orders/${o.id}`)).json()
    expect(asBuyer.items.map((i: { qty_osc: number | null }) => i.qty_osc)).toEqual([null, null, null, null])
    expect(asBuyer.items.map((i: { status_part_code: string }) => i.status_part_code)).toEqual([
      'inactive',
      'indent',
      'ada',
      'sebagian',
    ])
    const asStaff = (await staff.get(`/api/orders/${o.id}`)).json()
    expect(asStaff.items.map((i: { nomor_part: string; qty_osc: number }) => [i.nomor_part, i.qty_osc])).toEqual([
      ['PA', 10],
      ['PB', 3],
      ['PC', 0],
      ['PD', 0],
    ])
  })

  it("an empty note_seller clears the order's note", async () => {
    const o = await estimate([['A', 1]])
    expect((await send(o.id, { confirm_lines: o.confirm(1), note_seller: '' })).statusCode).toBe(200)
    expect((await orderRow(t.database.db, o.id)).note_seller).toBeNull()
  })
})
