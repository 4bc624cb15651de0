import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATUS } from '#common/order-status.ts'
import { exportRows } from '../orders'
import { Agent, type TestApp } from '../test/app'
import { byDriver, exportedOrder, type OrderWorld, signInHeadOffice, startDeliveryWorld } from '../test/delivery-world'
import { buildOrder, eventsOf, type LineInput, part, READY, signIn } from '../test/order-factories'

// Deliveries ('Pengiriman', docs/product.md §13.2): staff record what left the branch of a
// Diproses order on a numbered Surat Jalan, never more than a line supplies; buyers and staff read
// them; every refusal writes nothing.
let t: TestApp
let w: OrderWorld
let buyer: Agent
let buyer2: Agent
let staff: Agent
let staff2: Agent
let staffBdg: Agent
let admin: Agent

beforeAll(async () => {
  ;({ t, w, buyer, buyer2, staff, staff2, staffBdg } = await startDeliveryWorld())
  admin = await signInHeadOffice(t)
})
afterAll(() => t.close())

/** An order of the store its branch's staff exported (Diproses), unless it is to stay Dipesan. */
async function exported(lines: LineInput[], opts: { export?: boolean } = {}) {
  const place = { branch: w.jkt, store: w.store, creator: w.buyer, lines }
  return opts.export === false ? buildOrder(t.database.db, { ...place, status: 3 }) : exportedOrder(t, staff, place)
}

/** Three lines: Ada 5 ordered, Sebagian 9 asked / 5 confirmed and ordered, Indent 4 asked. */
async function threeLines(tag: string) {
  const db = t.database.db
  const [ada, sebagian, indent] = await Promise.all(
    ['ADA', 'SBG', 'IND'].map((k) => part(db, { sto_id: `${tag}-${k}`, name: `PART ${tag} ${k}` })),
  )
  return exported([
    { product: ada, qty_estimasi: 5, qty_confirmed: 5, qty_ordered: 5, ready_status_id: READY.ada },
    { product: sebagian, qty_estimasi: 9, qty_confirmed: 5, qty_ordered: 5, ready_status_id: READY.sebagian },
    { product: indent, qty_estimasi: 4, qty_confirmed: 0, qty_ordered: 0, ready_status_id: READY.indent, eta: '2026-12-24' },
  ])
}

const counts = async () => {
  const { rows } = await sql<{ d: string; l: string; e: string; n: string }>`
    select (select count(*) from deliveries) as d, (select count(*) from delivery_lines) as l,
      (select count(*) from order_events) as e, (select count(*) from notifications) as n`.execute(t.database.db)
  return rows[0]
}

/** Whatever the refusal, nothing is written: no delivery, no line, no event, no message. */
async function refusedWithoutWrites(call: () => Promise<{ statusCode: number; json(): unknown }>) {
  const before = await counts()
  const res = await call()
  expect(await counts()).toEqual(before)
  return res
}

describe("staff's 'Catat Pengiriman'", () => {
  it('sends part of an order on SJ/<branch>/<yyyymm>/<seq>, and the order shows ordered, sent and open per line', async () => {
    const order = await threeLines('KRM')
    const res = await staff.post(
      `/api/orders/${order.id}/deliveries`,
      byDriver([
        { order_item_id: order.lineIds[0], qty: 3 },
        { order_item_id: order.lineIds[1], qty: 5 },
      ]),
    )
    expect(res.statusCode, res.body).toBe(200)
    const first = res.json().delivery
    expect(first).toMatchObject({
      number: expect.stringMatching(/^SJ\/JKT01\/202611\/\d{4}$/),
      method: 'dikirim',
      method_label: 'Dikirim',
      courier: 'Pak Slamet',
      plate: 'B 1234 XYZ',
      tracking: null,
      date: '2026-11-20',
      recorded_by: 'staf.satu',
      lines: 2,
      pieces: 8,
    })

    const seen = (await staff.get(`/api/orders/${order.id}/deliveries`)).json()
    expect(
      seen.lines.map((l: { part_no: string; ordered: number; delivered: number; open: number }) => [
        l.part_no,
        l.ordered,
        l.delivered,
        l.open,
      ]),
    ).toEqual([
      ['KRM-ADA', 5, 3, 2],
      ['KRM-SBG', 5, 5, 0],
      ['KRM-IND', 0, 0, 0],
    ])
    expect(seen.can_record).toBe(true)
    expect(seen.deliveries.map((d: { number: string }) => d.number)).toEqual([first.number])

    // what a line supplies is the export file's row of what is taken (the Indent part is the back-order)
    const taken = exportRows(ORDER_STATUS.DIPROSES, [
      { part_no: 'KRM-ADA', part_name: '', ready_status: 'ada', qty_estimasi: 5, qty_confirmed: 5, qty_ordered: 5 },
      { part_no: 'KRM-SBG', part_name: '', ready_status: 'sebagian', qty_estimasi: 9, qty_confirmed: 5, qty_ordered: 5 },
    ])
    expect([taken[0][1], taken[1][1]]).toEqual([seen.lines[0].ordered, seen.lines[1].ordered])

    // the timeline and the buyers are told; the second delivery takes the month's next number
    const events = (await eventsOf(t.database.db, order.id)).filter((e) => e.action === 'kirim-barang')
    expect(events).toHaveLength(1)
    const timeline = (await buyer.get(`/api/orders/${order.id}`)).json().events
    expect(timeline.find((e: { action: string }) => e.action === 'kirim-barang')).toMatchObject({
      action: 'kirim-barang',
      actor: 'staf.satu',
      keterangan: `${first.number} · Dikirim · KRM-ADA × 3, KRM-SBG × 5`,
    })
    const told = await t.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('order_id', '=', order.id)
      .where('event', '=', 'barang_dikirim')
      .orderBy('user_id')
      .execute()
    expect(told.map((r) => r.user_id)).toEqual([w.buyer.id, w.dual.id].sort((a, b) => a - b))

    const rest = await staff.post(`/api/orders/${order.id}/deliveries`, {
      method: 'diambil',
      courier: 'diabaikan',
      date: '2026-11-20',
      lines: [{ order_item_id: order.lineIds[0], qty: 2 }],
    })
    expect(rest.statusCode, rest.body).toBe(200)
    const second = rest.json().delivery
    expect(Number(second.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1)
    expect(second).toMatchObject({ method: 'diambil', method_label: 'Diambil di cabang', courier: null, plate: null })
    const after = (await staff.get(`/api/orders/${order.id}/deliveries`)).json()
    expect(after.lines.map((l: { open: number }) => l.open)).toEqual([0, 0, 0])
    expect(after.can_record).toBe(false)
  })

  it('refuses, writing nothing: more than is open, a line of another order, a day ahead', async () => {
    const order = await threeLines('TLK')
    const other = await threeLines('LAIN')
    const post = (body: object) => () => staff.post(`/api/orders/${order.id}/deliveries`, body)

    const over = await refusedWithoutWrites(post(byDriver([{ order_item_id: order.lineIds[1], qty: 6 }])))
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ code: 'DELIVERY_OVER_QUANTITY', detail: expect.stringContaining('TLK-SBG (sisa 5)') })
    const indent = await refusedWithoutWrites(post(byDriver([{ order_item_id: order.lineIds[2], qty: 1 }])))
    expect(indent.statusCode).toBe(409)
    const foreign = await refusedWithoutWrites(post(byDriver([{ order_item_id: other.lineIds[0], qty: 1 }])))
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json()).toMatchObject({ detail: 'Part tidak ada di pesanan ini' })
    const tomorrow = await refusedWithoutWrites(
      post(byDriver([{ order_item_id: order.lineIds[0], qty: 1 }], { date: '2026-11-21' })),
    )
    expect(tomorrow.json()).toMatchObject({ detail: 'Tanggal pengiriman tidak boleh setelah hari ini' })
  })

  it('checks the form on the server: driver and plate for Dikirim, a real plate and day, no field of its own choosing', async () => {
    const order = await threeLines('FRM')
    const line = [{ order_item_id: order.lineIds[0], qty: 1 }]
    const post = (body: object) => refusedWithoutWrites(() => staff.post(`/api/orders/${order.id}/deliveries`, body))
    const noDriver = await post({ method: 'dikirim', plate: 'B 1 A', date: '2026-11-20', lines: line })
    expect(noDriver.statusCode).toBe(400)
    expect(noDriver.json()).toMatchObject({ detail: expect.stringContaining('Nama sopir atau kurir wajib diisi') })
    const noPlate = await post({ method: 'dikirim', courier: 'JNE', date: '2026-11-20', lines: line })
    expect(noPlate.json()).toMatchObject({ detail: expect.stringContaining('Nomor polisi wajib diisi') })
    for (const body of [
      byDriver(line, { plate: '1234' }),
      byDriver(line, { date: '2026-02-30' }),
      byDriver(line, { courier: 'Pak\u0000Slamet' }),
      byDriver([{ order_item_id: order.lineIds[0], qty: 1000 }]),
      byDriver([...line, ...line]),
      byDriver([]),
      byDriver(line, { number: 'SJ/JKT01/202611/9999' }),
      byDriver(line, { branch_id: w.bdg.id }),
      byDriver(line.map((l) => ({ ...l, delivered: 99 }))),
    ]) {
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(400)
    }
  })

  it('only the branch’s staff record, and only for a Diproses order', async () => {
    const order = await threeLines('AKS')
    const body = byDriver([{ order_item_id: order.lineIds[0], qty: 1 }])
    const stranger = new Agent(t.app)
    await stranger.get('/api/auth/csrf')
    const anon = await refusedWithoutWrites(() => stranger.post(`/api/orders/${order.id}/deliveries`, body))
    expect(anon.statusCode).toBe(401)
    expect((await refusedWithoutWrites(() => buyer.post(`/api/orders/${order.id}/deliveries`, body))).statusCode).toBe(403)
    expect((await refusedWithoutWrites(() => admin.post(`/api/orders/${order.id}/deliveries`, body))).statusCode).toBe(403)
    expect((await refusedWithoutWrites(() => staffBdg.post(`/api/orders/${order.id}/deliveries`, body))).statusCode).toBe(404)
    expect((await refusedWithoutWrites(() => staff.post('/api/orders/99999999/deliveries', body))).statusCode).toBe(404)

    const db = t.database.db
    const dipesan = await exported(
      [
        {
          product: await part(db, { sto_id: 'AKS-PO' }),
          qty_estimasi: 2,
          qty_confirmed: 2,
          qty_ordered: 2,
          ready_status_id: READY.ada,
        },
      ],
      { export: false },
    )
    const refused = await refusedWithoutWrites(() =>
      staff.post(`/api/orders/${dipesan.id}/deliveries`, byDriver([{ order_item_id: dipesan.lineIds[0], qty: 1 }])),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'DELIVERY_NOT_ALLOWED',
      detail: 'Pengiriman hanya dapat dicatat untuk pesanan Diproses',
    })
    expect((await staff.get(`/api/orders/${dipesan.id}/deliveries`)).json().can_record).toBe(false)
  })
})

describe('reading deliveries', () => {
  it('the store’s buyers, the branch’s staff and head office read them; another store or branch finds nothing', async () => {
    const order = await threeLines('BACA')
    const res = await staff.post(
      `/api/orders/${order.id}/deliveries`,
      byDriver([{ order_item_id: order.lineIds[0], qty: 2 }], { tracking: 'JNE123' }),
    )
    const id = res.json().delivery.id

    for (const reader of [buyer, staff, admin]) {
      const one = await reader.get(`/api/deliveries/${id}`)
      expect(one.statusCode, one.body).toBe(200)
      expect(one.json()).toMatchObject({
        order: { id: order.id, bucket: 'diproses' },
        cabang: { kode: 'JKT01' },
        toko: { kode: 'TK001', nama: 'TOKO MAJU JAYA' },
        tracking: 'JNE123',
        items: [{ order_item_id: order.lineIds[0], part_no: 'BACA-ADA', qty: 2 }],
      })
      expect((await reader.get(`/api/orders/${order.id}/deliveries`)).statusCode).toBe(200)
    }
    expect((await buyer.get(`/api/orders/${order.id}/deliveries`)).json().can_record).toBe(false)
    for (const stranger of [buyer2, staffBdg]) {
      expect((await stranger.get(`/api/deliveries/${id}`)).statusCode).toBe(404)
      expect((await stranger.get(`/api/orders/${order.id}/deliveries`)).statusCode).toBe(404)
    }
    expect((await new Agent(t.app).get(`/api/deliveries/${id}`)).statusCode).toBe(401)
    expect((await staff.get('/api/deliveries/abc')).statusCode).toBe(404)
  })
})

describe('two clerks at once', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'each sending the whole open quantity: one delivery is recorded, the other is refused, nothing over-delivered',
    async () => {
      for (let round = 0; round < 5; round++) {
        const order = await threeLines(`RACE${round}`)
        const body = byDriver([
          { order_item_id: order.lineIds[0], qty: 5 },
          { order_item_id: order.lineIds[1], qty: 5 },
        ])
        const answers = await Promise.all([
          staff.post(`/api/orders/${order.id}/deliveries`, body),
          staff2.post(`/api/orders/${order.id}/deliveries`, body),
        ])
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
        const lines = (await staff.get(`/api/orders/${order.id}/deliveries`)).json().lines
        expect(lines.map((l: { delivered: number }) => l.delivered)).toEqual([5, 5, 0])
      }
    },
  )

  it.runIf(process.env.TEST_DATABASE_URL)('deliveries of two orders at once never share a number', async () => {
    const orders = await Promise.all([threeLines('NOA'), threeLines('NOB'), threeLines('NOC')])
    const answers = await Promise.all(
      orders.map((o) => staff.post(`/api/orders/${o.id}/deliveries`, byDriver([{ order_item_id: o.lineIds[0], qty: 1 }]))),
    )
    const numbers = answers.map((a) => a.json().delivery.number)
    expect(new Set(numbers).size).toBe(3)
  })
})

describe('as the days pass (the clock only moves on from here)', () => {
  it('a delivery takes the sequence of its own day’s month; never before the export, at most 31 days back', async () => {
    const order = await threeLines('BLN')
    const line = [{ order_item_id: order.lineIds[0], qty: 1 }]
    // exported on 20 November: 31 October is before the export
    const early = await refusedWithoutWrites(() =>
      staff.post(`/api/orders/${order.id}/deliveries`, byDriver(line, { date: '2026-10-31' })),
    )
    expect(early.statusCode).toBe(422)
    expect(early.json()).toMatchObject({ detail: 'Tanggal pengiriman tidak boleh sebelum pesanan diproses' })

    t.clock.set('2026-12-01T03:00:00Z')
    const clerk = await signIn(t.app, 'staf.satu')
    const res = await clerk.post(`/api/orders/${order.id}/deliveries`, byDriver(line, { date: '2026-12-01' }))
    expect(res.json().delivery.number).toBe('SJ/JKT01/202612/0001')
    const back = await clerk.post(`/api/orders/${order.id}/deliveries`, byDriver(line, { date: '2026-11-30' }))
    expect(back.json().delivery.number).toMatch(/^SJ\/JKT01\/202611\/\d{4}$/)

    t.clock.set('2027-01-15T03:00:00Z')
    const late = await signIn(t.app, 'staf.satu')
    const old = await refusedWithoutWrites(() =>
      late.post(`/api/orders/${order.id}/deliveries`, byDriver(line, { date: '2026-12-01' })),
    )
    expect(old.json()).toMatchObject({ detail: 'Tanggal pengiriman paling lama 31 hari yang lalu' })
  })
})
