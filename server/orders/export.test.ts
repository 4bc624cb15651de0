import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildOrder, buildOrderWorld, eventsOf, type LineInput, orderRow, part, READY, signIn } from '../test/order-factories'

// POST /api/orders/{id}/actions/export: the file of product.md §4.5, byte for byte.
// `part <TAB> qty <TAB> name <CR><LF>`; from Dipesan on, the quantity bought is qty_ordered.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let staff: Agent
let staff2: Agent
let first: { id: number; no_transaksi: string }
let product: Awaited<ReturnType<typeof part>>

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  product = await part(db, { sto_id: '04465-KK010', name: 'KAMPAS REM' })
  // the first order of JKT01 in November 2026 carries number DPO/JKT01/202611/00001
  first = await buildOrder(db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    status: 3,
    lines: [{ product, qty_estimasi: 2 }],
  })
  staff = await signIn(t.app, 'staf.satu')
  staff2 = await signIn(t.app, 'staf.dua')
  t.clock.advance(5 * 60_000)
})
afterAll(() => t.close())

const exportOf = (agent: Agent, id: number) => agent.post(`/api/orders/${id}/actions/export`)
const order = (status: 3 | 4, lines: Array<Omit<LineInput, 'product'> & { product?: LineInput['product'] }>) =>
  buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    status,
    lines: lines.map((l) => ({ product, ...l })),
  })

// one line per ready status: estimate 10, confirmed 7, ordered 4 (so 3 short of the estimate)
const LINE = { qty_estimasi: 10, qty_confirmed: 7, qty_ordered: 4 }
const cases = [
  { name: 'Ada', ready: READY.ada, file: '04465-KK010\t4\tKAMPAS REM\r\n' },
  { name: 'Sebagian', ready: READY.sebagian, file: '04465-KK010\t4\tKAMPAS REM\r\n04465-KK010\t3\tKAMPAS REM\r\n' },
  { name: 'Kosong', ready: READY.kosong, file: '04465-KK010\t3\tKAMPAS REM\r\n' },
  { name: 'Indent', ready: READY.indent, file: '04465-KK010\t3\tKAMPAS REM\r\n' },
  { name: 'Inactive', ready: READY.inactive, file: '04465-KK010\t3\tKAMPAS REM\r\n' },
  { name: 'no ready status (as Ada)', ready: null, file: '04465-KK010\t4\tKAMPAS REM\r\n' },
]

describe.each([3, 4] as const)('at status %i', (status) => {
  it.each(cases)('$name', async ({ ready, file }) => {
    const o = await order(status, [{ ...LINE, ready_status_id: ready }])
    const res = await exportOf(staff, o.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).toBe(file)
  })

  it('uses the ordered quantity for Ada and the estimate minus the confirmed for shortfalls', async () => {
    // distinct numbers per line, so each quantity shows where it came from
    const o = await order(status, [
      { qty_estimasi: 9, qty_confirmed: 7, qty_ordered: 5, ready_status_id: READY.ada, part_name: 'ADA' },
      {
        qty_estimasi: 9,
        qty_confirmed: 6,
        qty_ordered: 2,
        ready_status_id: READY.sebagian,
        part_name: 'SEBAGIAN',
        product: await part(t.database.db, { sto_id: `SB${status}` }),
      },
      {
        qty_estimasi: 8,
        qty_confirmed: 1,
        qty_ordered: 1,
        ready_status_id: READY.kosong,
        part_name: 'KOSONG',
        product: await part(t.database.db, { sto_id: `KS${status}` }),
      },
      {
        qty_estimasi: 12,
        qty_confirmed: 0,
        qty_ordered: 0,
        ready_status_id: READY.indent,
        part_name: 'INDENT',
        product: await part(t.database.db, { sto_id: `IN${status}` }),
      },
      {
        qty_estimasi: 3,
        qty_confirmed: 1,
        qty_ordered: 0,
        ready_status_id: READY.inactive,
        part_name: 'INACTIVE',
        product: await part(t.database.db, { sto_id: `IA${status}` }),
      },
    ])
    const res = await exportOf(staff, o.id)
    expect(res.body).toBe(
      [
        '04465-KK010\t5\tADA',
        `SB${status}\t2\tSEBAGIAN`,
        `SB${status}\t3\tSEBAGIAN`,
        `KS${status}\t7\tKOSONG`,
        `IN${status}\t12\tINDENT`,
        `IA${status}\t2\tINACTIVE`,
      ]
        .map((l) => `${l}\r\n`)
        .join(''),
    )
  })

  it('skips zero-quantity lines, also one half of a Sebagian', async () => {
    const o = await order(status, [
      { qty_estimasi: 5, qty_confirmed: 5, qty_ordered: 0, ready_status_id: READY.ada, part_name: 'NOL' },
      {
        qty_estimasi: 4,
        qty_confirmed: 4,
        qty_ordered: 3,
        ready_status_id: READY.sebagian,
        part_name: 'PENUH',
        product: await part(t.database.db, { sto_id: `PN${status}` }),
      },
      {
        qty_estimasi: 6,
        qty_confirmed: 2,
        qty_ordered: 0,
        ready_status_id: READY.sebagian,
        part_name: 'SISA',
        product: await part(t.database.db, { sto_id: `SS${status}` }),
      },
      {
        qty_estimasi: 2,
        qty_confirmed: 2,
        qty_ordered: 2,
        ready_status_id: READY.kosong,
        part_name: 'HABIS',
        product: await part(t.database.db, { sto_id: `HB${status}` }),
      },
    ])
    expect((await exportOf(staff, o.id)).body).toBe(`PN${status}\t3\tPENUH\r\nSS${status}\t4\tSISA\r\n`)
  })

  it('turns tabs and line breaks inside a name into spaces', async () => {
    const o = await order(status, [{ qty_estimasi: 1, qty_confirmed: 1, qty_ordered: 1, part_name: ' KAMPAS\tREM\r\nDEPAN\n' }])
    expect((await exportOf(staff, o.id)).body).toBe('04465-KK010\t1\tKAMPAS REM DEPAN\r\n')
  })

  it('answers 422 EXPORT_EMPTY with nothing to export, and leaves the order as it was', async () => {
    const o = await order(status, [{ qty_estimasi: 3, qty_confirmed: 3, qty_ordered: 0, ready_status_id: READY.ada }])
    const before = [await orderRow(t.database.db, o.id), await eventsOf(t.database.db, o.id)]
    const res = await exportOf(staff, o.id)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ code: 'EXPORT_EMPTY', detail: 'Tidak ada baris untuk diexport.' })
    expect([await orderRow(t.database.db, o.id), await eventsOf(t.database.db, o.id)]).toEqual(before)
  })
})

describe('status and timeline', () => {
  it('at Dipesan moves the order to Diproses and records the export', async () => {
    const o = await order(3, [{ ...LINE }])
    const res = await exportOf(staff, o.id)
    expect(res.statusCode).toBe(200)
    const row = await orderRow(t.database.db, o.id)
    expect([row.status, row.version]).toEqual([4, 4])
    const events = await eventsOf(t.database.db, o.id)
    expect(events).toHaveLength(4)
    expect(events.at(-1)).toMatchObject({
      action: 'export',
      from_status: 3,
      to_status: 4,
      actor_id: w.staff.id,
      actor_role: 'seller',
    })
    expect(new Date(events.at(-1)?.created_at as Date).toISOString()).toBe(t.clock.now().toISOString())
  })

  it('at Diproses downloads the same file again, keeps the status and records who and when', async () => {
    const o = await order(3, [{ ...LINE }])
    const once = await exportOf(staff, o.id)
    t.clock.advance(60_000)
    const again = await exportOf(staff2, o.id)
    expect(again.statusCode).toBe(200)
    expect(again.body).toBe(once.body)
    expect((await orderRow(t.database.db, o.id)).status).toBe(4)
    const events = (await eventsOf(t.database.db, o.id)).slice(-2)
    expect(events.map((e) => [e.action, e.from_status, e.to_status, e.actor_id])).toEqual([
      ['export', 3, 4, w.staff.id],
      ['export', 4, 4, w.staff2.id],
    ])
    expect(new Date(events[1].created_at).getTime() - new Date(events[0].created_at).getTime()).toBe(60_000)
    const timeline = (await staff.get(`/api/orders/${o.id}`)).json().events
    expect(timeline.slice(-2).map((e: { actor: string; status_label: string }) => [e.actor, e.status_label])).toEqual([
      ['staf.satu', 'Diproses'],
      ['staf.dua', 'Diproses'],
    ])
  })
})

describe('the download', () => {
  it('is plain text named by the sanitised invoice number, with filename*', async () => {
    expect(first.no_transaksi).toBe('DPO/JKT01/202611/00001')
    const res = await exportOf(staff, first.id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="DPO_JKT01_202611_00001.txt"; filename*=UTF-8''DPO_JKT01_202611_00001.txt`,
    )
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.body).toBe('04465-KK010\t2\tKAMPAS REM\r\n')
  })

  it('is for staff only', async () => {
    const o = await order(3, [{ ...LINE }])
    const buyer = await signIn(t.app, 'beli.satu')
    const res = await exportOf(buyer, o.id)
    expect(res.statusCode).toBe(403)
    expect((await orderRow(t.database.db, o.id)).status).toBe(3)
  })
})
