import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { READY_STATUS } from '#common/ready-status.ts'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, eventsOf, linesOf, orderRow, type Product, part, signIn } from '../test/order-factories'

// A ready status that contradicts the confirmed quantity is refused (422 STATUS_QTY_MISMATCH,
// naming the lines, writing nothing); a status left to the server follows the confirmed quantity.
// Branch JKT01 holds 10 of PA and 0 of PB.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let staff: Agent
let p: Record<'A' | 'B', Product>
const { ADA, SEBAGIAN, KOSONG, INDENT, INACTIVE } = READY_STATUS

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = { A: await part(db, { sto_id: 'SQA', name: 'KAMPAS REM' }), B: await part(db, { sto_id: 'SQB', name: 'BUSI' }) }
  await setStock(db, w.jkt.id, p.A.id, 10)
  await setStock(db, w.jkt.id, p.B.id, 0)
  staff = await signIn(t.app, 'staf.satu')
})
afterAll(() => t.close())

/** PA x4 and PB x4 at Estimasi. */
async function estimate() {
  return buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    lines: [
      { product: p.A, qty_estimasi: 4 },
      { product: p.B, qty_estimasi: 4 },
    ],
  })
}

const send = (id: number, body: unknown) => staff.post(`/api/orders/${id}/actions/kirim-konfirmasi`, body)
const snapshot = async (id: number) => ({
  order: await orderRow(t.database.db, id),
  lines: await linesOf(t.database.db, id),
  events: await eventsOf(t.database.db, id),
})

describe('a status that contradicts its quantity', () => {
  const cases: Array<[string, number, number]> = [
    ['Ada with nothing confirmed', ADA, 0],
    ['Kosong with a quantity', KOSONG, 1],
    ['Sebagian with nothing', SEBAGIAN, 0],
    ['Sebagian with everything', SEBAGIAN, 4],
    ['Indent confirming the whole estimate', INDENT, 4],
    ['Inactive confirming the whole estimate', INACTIVE, 4],
  ]
  for (const [name, status, qty] of cases) {
    it(`is refused: ${name}`, async () => {
      const o = await estimate()
      const before = await snapshot(o.id)
      const res = await send(o.id, {
        confirm_lines: [
          { order_detail_id: o.lineIds[0], qty_confirmed: qty },
          { order_detail_id: o.lineIds[1], qty_confirmed: 0 },
        ],
        statuses: [{ order_detail_id: o.lineIds[0], ready_status_id: status }],
        resolve: { mode: 'proceed' },
      })
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().code).toBe('STATUS_QTY_MISMATCH')
      expect(res.json().detail).toContain('SQA')
      expect(res.json().lines).toEqual([
        expect.objectContaining({ order_detail_id: o.lineIds[0], part_no: 'SQA', qty_confirmed: qty, qty_estimasi: 4 }),
      ])
      expect(await snapshot(o.id)).toEqual(before)
    })
  }

  it('names every contradicting line at once', async () => {
    const o = await estimate()
    const res = await send(o.id, {
      confirm_lines: [
        { order_detail_id: o.lineIds[0], qty_confirmed: 0 },
        { order_detail_id: o.lineIds[1], qty_confirmed: 2 },
      ],
      statuses: [
        { order_detail_id: o.lineIds[0], ready_status_id: ADA },
        { order_detail_id: o.lineIds[1], ready_status_id: KOSONG },
      ],
      resolve: { mode: 'proceed' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().lines.map((l: { part_no: string }) => l.part_no)).toEqual(['SQA', 'SQB'])
  })

  it('comes before the OSC warning: the clerk fixes the status first', async () => {
    const o = await estimate()
    const res = await send(o.id, {
      confirm_lines: [
        { order_detail_id: o.lineIds[0], qty_confirmed: 4 },
        { order_detail_id: o.lineIds[1], qty_confirmed: 4 },
      ],
      statuses: [{ order_detail_id: o.lineIds[1], ready_status_id: KOSONG }],
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().code).toBe('STATUS_QTY_MISMATCH')
  })
})

describe('statuses that agree with their quantities', () => {
  it('are kept as picked: Ada short of the estimate, Indent and Inactive with part of it', async () => {
    const o = await estimate()
    const res = await send(o.id, {
      confirm_lines: [
        { order_detail_id: o.lineIds[0], qty_confirmed: 3 },
        { order_detail_id: o.lineIds[1], qty_confirmed: 0 },
      ],
      statuses: [
        { order_detail_id: o.lineIds[0], ready_status_id: ADA },
        { order_detail_id: o.lineIds[1], ready_status_id: INDENT },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await linesOf(t.database.db, o.id)).map((l) => l.ready_status_id)).toEqual([ADA, INDENT])
  })

  it("follow the quantity 'Revisi & Kirim' set when the clerk picked none for that line", async () => {
    const o = await estimate()
    // PB is asked 4 with none in stock: the warning, then the revision to 0 without a status
    const first = await send(o.id, {
      confirm_lines: [
        { order_detail_id: o.lineIds[0], qty_confirmed: 4 },
        { order_detail_id: o.lineIds[1], qty_confirmed: 4 },
      ],
    })
    expect(first.statusCode).toBe(409)
    const revised = await send(o.id, {
      confirm_lines: [
        { order_detail_id: o.lineIds[0], qty_confirmed: 4 },
        { order_detail_id: o.lineIds[1], qty_confirmed: 4 },
      ],
      resolve: { mode: 'revise', lines: [{ order_detail_id: o.lineIds[1], qty_confirmed: 0 }] },
    })
    expect(revised.statusCode, revised.body).toBe(200)
    expect((await linesOf(t.database.db, o.id)).map((l) => [l.qty_confirmed, l.ready_status_id])).toEqual([
      [4, ADA],
      [0, KOSONG],
    ])
  })

  it('refuses a revision that leaves a picked Ada at 0 rather than changing what the clerk picked', async () => {
    const o = await estimate()
    const res = await send(o.id, {
      confirm_lines: [
        { order_detail_id: o.lineIds[0], qty_confirmed: 4 },
        { order_detail_id: o.lineIds[1], qty_confirmed: 4 },
      ],
      statuses: [{ order_detail_id: o.lineIds[1], ready_status_id: ADA }],
      resolve: { mode: 'revise', lines: [{ order_detail_id: o.lineIds[1], qty_confirmed: 0 }] },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().lines[0].part_no).toBe('SQB')
  })
})
