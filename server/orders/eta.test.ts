import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, eventsOf, type Product, part, READY, signIn } from '../test/order-factories'

// Expected arrival dates of Indent lines: set with the confirmation (default today + 21 days in
// Jakarta, never in the past), carried on the detail, moved later by staff after the confirmation
// with an event in the timeline. The clock starts at 2026-11-20 10:00 in Jakarta.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let staff: Agent
let buyer: Agent
let pa: Product
let pb: Product

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  pa = await part(db, { sto_id: 'ETA-A' })
  pb = await part(db, { sto_id: 'ETA-B' })
  await setStock(db, w.jkt.id, pa.id, 0)
  await setStock(db, w.jkt.id, pb.id, 2)
  staff = await signIn(t.app, 'staf.satu')
  buyer = await signIn(t.app, 'beli.satu')
})
afterAll(() => t.close())

/** An Estimasi of ETA-A x4 (none in stock) and ETA-B x5 (2 in stock). */
const estimate = () =>
  buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    lines: [
      { product: pa, qty_estimasi: 4 },
      { product: pb, qty_estimasi: 5 },
    ],
  })

async function etasOf(orderId: number) {
  const { rows } = await sql<{ part_no: string; eta: string | null }>`
    select part_no, eta::text as eta from order_items where order_id = ${orderId} order by line_no`.execute(t.database.db)
  return Object.fromEntries(rows.map((r) => [r.part_no, r.eta]))
}

/** ETA-A answered Indent with 0, ETA-B Sebagian with 2; `etas` as given. */
const indentBody = (lineIds: number[], etas?: Array<{ order_detail_id: number; eta: string }>) => ({
  confirm_lines: [
    { order_detail_id: lineIds[0], qty_confirmed: 0 },
    { order_detail_id: lineIds[1], qty_confirmed: 2 },
  ],
  statuses: [
    { order_detail_id: lineIds[0], ready_status_id: READY.indent },
    { order_detail_id: lineIds[1], ready_status_id: READY.sebagian },
  ],
  ...(etas ? { etas } : {}),
})
const kirim = (agent: Agent, id: number, body: unknown) => agent.post(`/api/orders/${id}/actions/kirim-konfirmasi`, body)

describe('the arrival date given with the confirmation', () => {
  it('defaults an Indent line to today + 21 days in Jakarta and leaves a Sebagian line without one', async () => {
    const o = await estimate()
    expect((await kirim(staff, o.id, indentBody(o.lineIds))).statusCode).toBe(200)
    expect(await etasOf(o.id)).toEqual({ 'ETA-A': '2026-12-11', 'ETA-B': null })
    const detail = (await buyer.get(`/api/orders/${o.id}`)).json()
    expect(detail.items.map((i: { nomor_part: string; eta: string | null }) => [i.nomor_part, i.eta])).toEqual([
      ['ETA-A', '2026-12-11'],
      ['ETA-B', null],
    ])
  })

  it('keeps the dates staff chose, for an Indent line and a Sebagian line whose rest comes later', async () => {
    const o = await estimate()
    const etas = [
      { order_detail_id: o.lineIds[0], eta: '2026-12-12' },
      { order_detail_id: o.lineIds[1], eta: '2026-11-20' },
    ]
    expect((await kirim(staff, o.id, indentBody(o.lineIds, etas))).statusCode).toBe(200)
    expect(await etasOf(o.id)).toEqual({ 'ETA-A': '2026-12-12', 'ETA-B': '2026-11-20' })
  })

  it('refuses a day in the past, more than a year on, or on a line that is neither Indent nor Sebagian, writing nothing', async () => {
    const o = await estimate()
    const cases = [
      {
        body: indentBody(o.lineIds, [{ order_detail_id: o.lineIds[0], eta: '2026-11-19' }]),
        text: 'tidak boleh sebelum hari ini',
      },
      { body: indentBody(o.lineIds, [{ order_detail_id: o.lineIds[0], eta: '2027-11-22' }]), text: 'paling lambat' },
      {
        body: {
          confirm_lines: [
            { order_detail_id: o.lineIds[0], qty_confirmed: 0 },
            { order_detail_id: o.lineIds[1], qty_confirmed: 2 },
          ],
          etas: [{ order_detail_id: o.lineIds[0], eta: '2026-12-01' }],
        },
        // no status picked: ETA-A is suggested Kosong
        text: 'ETA-A (hanya untuk Indent atau Sebagian)',
      },
    ]
    for (const { body, text } of cases) {
      const res = await kirim(staff, o.id, body)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json()).toMatchObject({ code: 'ETA_INVALID' })
      expect(res.json().detail).toContain(text)
    }
    expect(await etasOf(o.id)).toEqual({ 'ETA-A': null, 'ETA-B': null })
    expect((await eventsOf(t.database.db, o.id)).map((e) => e.action)).toEqual(['create'])
  })

  it('answers 400 for a date that is not a calendar day, an unknown field or another order line', async () => {
    const o = await estimate()
    for (const eta of ['2026-02-30', '11/12/2026', '2026-12-1', '', 20261212, null]) {
      const res = await kirim(staff, o.id, indentBody(o.lineIds, [{ order_detail_id: o.lineIds[0], eta } as never]))
      expect(res.statusCode, String(eta)).toBe(400)
    }
    const extra = { order_detail_id: o.lineIds[0], eta: '2026-12-12', ready_status_id: 1 }
    expect((await kirim(staff, o.id, indentBody(o.lineIds, [extra as never]))).statusCode).toBe(400)
    const other = await estimate()
    const foreign = await kirim(staff, o.id, indentBody(o.lineIds, [{ order_detail_id: other.lineIds[0], eta: '2026-12-12' }]))
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().code).toBe('UNKNOWN_ORDER_LINE')
  })

  it('counts today and the default from the Jakarta day, not the UTC one', async () => {
    // 16:59:59 UTC is 23:59:59 in Jakarta on the 20th; a second later it is the 21st there
    for (const [at, today, fallback] of [
      ['2026-11-20T16:59:59Z', '2026-11-20', '2026-12-11'],
      ['2026-11-20T17:00:00Z', '2026-11-21', '2026-12-12'],
    ] as const) {
      t.clock.set(at)
      const clerk = await signIn(t.app, 'staf.dua')
      const o = await estimate()
      const past = await kirim(clerk, o.id, indentBody(o.lineIds, [{ order_detail_id: o.lineIds[0], eta: '2026-11-20' }]))
      expect(past.statusCode).toBe(today === '2026-11-20' ? 200 : 422)
      if (past.statusCode === 200) continue
      expect((await kirim(clerk, o.id, indentBody(o.lineIds))).statusCode).toBe(200)
      expect((await etasOf(o.id))['ETA-A']).toBe(fallback)
    }
    t.clock.set('2026-11-20T03:00:00Z')
  })
})

describe('moving an arrival date later (ubah-eta)', () => {
  /** An order at `status` whose ETA-A line is Indent, expected 2026-12-11. */
  const withIndent = (status: 2 | 3 | 4 | 5) =>
    buildOrder(t.database.db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status,
      // the day before: its history comes before the moves made now
      created_at: new Date('2026-11-19T03:00:00Z'),
      lines: [
        { product: pa, qty_estimasi: 4, qty_confirmed: 0, ready_status_id: READY.indent, eta: '2026-12-11' },
        { product: pb, qty_estimasi: 2, qty_confirmed: 2, ready_status_id: READY.ada },
      ],
    })
  const move = (agent: Agent, id: number, body: unknown) => agent.post(`/api/orders/${id}/actions/ubah-eta`, body)

  it('moves it later at Konfirmasi, Dipesan and Diproses, with an event that keeps the status and says what changed', async () => {
    for (const status of [2, 3, 4] as const) {
      const o = await withIndent(status)
      const res = await move(staff, o.id, { etas: [{ order_detail_id: o.lineIds[0], eta: '2026-12-19' }] })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ id: o.id, status_code: status })
      expect(await etasOf(o.id)).toEqual({ 'ETA-A': '2026-12-19', 'ETA-B': null })
      const detail = (await buyer.get(`/api/orders/${o.id}`)).json()
      expect(detail.status_code).toBe(status)
      expect(detail.items.find((i: { nomor_part: string }) => i.nomor_part === 'ETA-A').eta).toBe('2026-12-19')
      expect(detail.events.at(-1)).toMatchObject({
        action: 'ubah-eta',
        status_code: status,
        actor: 'staf.satu',
        keterangan: 'Perkiraan tiba ETA-A: 11 Des 2026 → 19 Des 2026',
      })
      const last = (await eventsOf(t.database.db, o.id)).at(-1)
      expect([last?.from_status, last?.to_status]).toEqual([status, status])
    }
  })

  it('refuses an earlier or equal date, a past one, a line without a date, and writes nothing', async () => {
    const o = await withIndent(3)
    const cases: Array<[unknown, number, string]> = [
      [{ etas: [{ order_detail_id: o.lineIds[0], eta: '2026-12-10' }] }, 422, 'ETA_NOT_LATER'],
      [{ etas: [{ order_detail_id: o.lineIds[0], eta: '2026-12-11' }] }, 422, 'ETA_NOT_LATER'],
      [{ etas: [{ order_detail_id: o.lineIds[0], eta: '2026-11-19' }] }, 422, 'ETA_INVALID'],
      [{ etas: [{ order_detail_id: o.lineIds[1], eta: '2026-12-30' }] }, 422, 'ETA_INVALID'],
      [
        {
          etas: [
            { order_detail_id: o.lineIds[0], eta: '2026-12-20' },
            { order_detail_id: o.lineIds[0], eta: '2026-12-21' },
          ],
        },
        422,
        'DUPLICATE_ORDER_LINE',
      ],
      [{ etas: [] }, 400, ''],
      [{ etas: [{ order_detail_id: o.lineIds[0], eta: '2026-12-20' }], status_code: 4 }, 400, ''],
    ]
    for (const [body, status, code] of cases) {
      const res = await move(staff, o.id, body)
      expect(res.statusCode, res.body).toBe(status)
      if (code) expect(res.json().code).toBe(code)
    }
    expect(await etasOf(o.id)).toEqual({ 'ETA-A': '2026-12-11', 'ETA-B': null })
    expect((await eventsOf(t.database.db, o.id)).map((e) => e.action)).not.toContain('ubah-eta')
  })

  it('is for staff of the order branch only, and not at Estimasi or Batal', async () => {
    const o = await withIndent(3)
    const body = { etas: [{ order_detail_id: o.lineIds[0], eta: '2026-12-20' }] }
    const anonymous = new Agent(t.app)
    await anonymous.get('/api/auth/csrf')
    expect((await move(anonymous, o.id, body)).statusCode).toBe(401)
    expect((await move(buyer, o.id, body)).statusCode).toBe(403)
    expect((await move(await signIn(t.app, 'staf.bdg'), o.id, body)).statusCode).toBe(404)
    const cancelled = await withIndent(5)
    const refused = await move(staff, cancelled.id, { etas: [{ order_detail_id: cancelled.lineIds[0], eta: '2026-12-20' }] })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      'Perkiraan tiba hanya dapat diubah setelah konfirmasi, pada pesanan yang belum dibatalkan.',
    )
    const fresh = await estimate()
    expect((await move(staff, fresh.id, { etas: [{ order_detail_id: fresh.lineIds[0], eta: '2026-12-20' }] })).statusCode).toBe(
      409,
    )
    expect(await etasOf(o.id)).toEqual({ 'ETA-A': '2026-12-11', 'ETA-B': null })
  })

  it('lets two staff moving one date at once both land in order: the later call must still be later', async () => {
    const o = await withIndent(3)
    const clerk = await signIn(t.app, 'staf.dua')
    const [a, b] = await Promise.all([
      move(staff, o.id, { etas: [{ order_detail_id: o.lineIds[0], eta: '2026-12-18' }] }),
      move(clerk, o.id, { etas: [{ order_detail_id: o.lineIds[0], eta: '2026-12-25' }] }),
    ])
    // whichever ran first, the row lock makes the second see its date: 18 after 25 is refused
    expect(b.statusCode).toBe(200)
    expect([200, 422]).toContain(a.statusCode)
    expect((await etasOf(o.id))['ETA-A']).toBe('2026-12-25')
    const moves = (await eventsOf(t.database.db, o.id)).filter((e) => e.action === 'ubah-eta')
    expect(moves).toHaveLength(a.statusCode === 200 ? 2 : 1)
  })
})
