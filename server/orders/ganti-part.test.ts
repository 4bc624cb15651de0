import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildSupersession, setStock } from '../test/factories'
import { buildOrder, buildOrderWorld, eventsOf, linesOf, type Product, part, signIn } from '../test/order-factories'

// At the counter: a line whose part was replaced since the estimate shows staff the current
// number; the line keeps what the buyer asked for until staff switch it (ganti-part), which the
// timeline records and the export and the detail then carry.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let staff: Agent
let buyer: Agent
let p: Record<'old' | 'mid' | 'now' | 'plain' | 'later', Product>

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  p = {
    old: await part(db, { sto_id: 'GP-OLD', price: 50_000 }),
    mid: await part(db, { sto_id: 'GP-MID', price: 55_000 }),
    now: await part(db, { sto_id: 'GP-NOW', name: 'FILTER BARU', price: 60_000 }),
    plain: await part(db, { sto_id: 'GP-PLAIN' }),
    later: await part(db, { sto_id: 'GP-LATER' }),
  }
  await setStock(db, w.jkt.id, p.now.id, 7)
  staff = await signIn(t.app, 'staf.satu')
  buyer = await signIn(t.app, 'beli.satu')
})
afterAll(() => t.close())

/** An estimate of GP-OLD x3 and GP-PLAIN x2, written before any replacement was known. */
const estimate = (status: 1 | 2 = 1, extra: Product[] = []) =>
  buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    status,
    created_at: new Date('2026-11-19T03:00:00Z'),
    lines: [
      { product: p.old, qty_estimasi: 3 },
      { product: p.plain, qty_estimasi: 2 },
      ...extra.map((product) => ({ product, qty_estimasi: 1 })),
    ],
  })
const detailOf = async (agent: Agent, id: number) => (await agent.get(`/api/orders/${id}`)).json()
const switchLine = (agent: Agent, id: number, lineId: number) =>
  agent.post(`/api/orders/${id}/actions/ganti-part`, { order_detail_id: lineId })

describe('a part replaced after the estimate', () => {
  beforeAll(async () => {
    // GP-OLD -> GP-MID -> GP-NOW; GP-PLAIN -> GP-LATER only from next year
    await buildSupersession(t.database.db, 'GP-OLD', 'GP-MID', '2026-11-19')
    await buildSupersession(t.database.db, 'GP-MID', 'GP-NOW', '2026-11-20')
    await buildSupersession(t.database.db, 'GP-PLAIN', 'GP-LATER', '2027-01-01')
  })

  it('shows staff at Estimasi the current number and its price beside the line; the buyer sees the line as asked', async () => {
    const o = await estimate()
    const seen = await detailOf(staff, o.id)
    const line = seen.items.find((i: { nomor_part: string }) => i.nomor_part === 'GP-OLD')
    expect(line.pengganti).toEqual({ nomor_part: 'GP-NOW', nama_part: 'FILTER BARU', price: 60_000 })
    expect(seen.items.find((i: { nomor_part: string }) => i.nomor_part === 'GP-PLAIN').pengganti).toBeNull()
    expect(seen.allowed_updates.can_switch_part).toBe(true)
    const asBuyer = await detailOf(buyer, o.id)
    expect(asBuyer.items.map((i: { pengganti: unknown }) => i.pengganti)).toEqual([null, null])
    expect(asBuyer.allowed_updates.can_switch_part).toBe(false)
  })

  it('switches in one call: the line delivers the current part at its list price, remembers the number asked, and the timeline says so', async () => {
    const o = await estimate()
    const res = await switchLine(staff, o.id, o.lineIds[0])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status_code: 1 })
    const [line] = await linesOf(t.database.db, o.id)
    expect(line).toMatchObject({
      part_no: 'GP-NOW',
      part_name: 'FILTER BARU',
      asked_part_no: 'GP-OLD',
      product_id: p.now.id,
      qty_estimasi: 3,
    })
    expect(Number(line.price)).toBe(60_000)
    const seen = await detailOf(buyer, o.id)
    expect(seen.items[0]).toMatchObject({ nomor_part: 'GP-NOW', nomor_part_diminta: 'GP-OLD' })
    expect(seen.events.at(-1)).toMatchObject({ action: 'ganti-part', status_code: 1, keterangan: 'Part GP-OLD diganti GP-NOW' })
    expect(
      (await detailOf(staff, o.id)).items.find((i: { nomor_part: string }) => i.nomor_part === 'GP-NOW').pengganti,
    ).toBeNull()
  })

  it('confirms and exports the number delivered', async () => {
    const o = await estimate()
    expect((await switchLine(staff, o.id, o.lineIds[0])).statusCode).toBe(200)
    const confirm = await staff.post(`/api/orders/${o.id}/actions/kirim-konfirmasi`, {
      confirm_lines: o.lineIds.map((id) => ({ order_detail_id: id, qty_confirmed: id === o.lineIds[0] ? 3 : 0 })),
      resolve: { mode: 'proceed' },
    })
    expect(confirm.statusCode, confirm.body).toBe(200)
    // the branch's 7 of GP-NOW were read for the line, not the 0 of GP-OLD
    expect((await linesOf(t.database.db, o.id))[0].qty_osc).toBe(7)
    const placed = await buyer.post(`/api/orders/${o.id}/actions/lanjut-pesan`, { order_lines: [] })
    expect(placed.statusCode, placed.body).toBe(200)
    const file = await staff.post(`/api/orders/${o.id}/actions/export`)
    expect(file.statusCode).toBe(200)
    expect(file.body.split('\r\n')[0] ?? file.body).toContain('GP-NOW\t3\t')
    expect(file.body).not.toContain('GP-OLD')
  })

  it('refuses a line not replaced, a replacement not yet in effect, a part already on another line, twice, and writes nothing', async () => {
    const o = await estimate(1, [p.now])
    const refused = [
      [o.lineIds[1], 409, 'NOT_SUPERSEDED'],
      [o.lineIds[0], 409, 'PART_ALREADY_IN_ORDER'],
      [999_999_999, 422, 'UNKNOWN_ORDER_LINE'],
    ] as const
    for (const [lineId, status, code] of refused) {
      const res = await switchLine(staff, o.id, lineId)
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().code).toBe(code)
    }
    expect((await linesOf(t.database.db, o.id)).map((l) => l.part_no)).toEqual(['GP-OLD', 'GP-PLAIN', 'GP-NOW'])
    expect((await eventsOf(t.database.db, o.id)).map((e) => e.action)).toEqual(['create'])
    const fresh = await estimate()
    const [a, b] = await Promise.all([
      switchLine(staff, fresh.id, fresh.lineIds[0]),
      switchLine(staff, fresh.id, fresh.lineIds[0]),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect((await eventsOf(t.database.db, fresh.id)).filter((e) => e.action === 'ganti-part')).toHaveLength(1)
  })

  it('is for staff of the branch at Estimasi only; extra fields are refused', async () => {
    const o = await estimate()
    const anonymous = new Agent(t.app)
    await anonymous.get('/api/auth/csrf')
    expect((await switchLine(anonymous, o.id, o.lineIds[0])).statusCode).toBe(401)
    expect((await switchLine(buyer, o.id, o.lineIds[0])).statusCode).toBe(403)
    expect((await switchLine(await signIn(t.app, 'staf.bdg'), o.id, o.lineIds[0])).statusCode).toBe(404)
    const extra = await staff.post(`/api/orders/${o.id}/actions/ganti-part`, { order_detail_id: o.lineIds[0], part_no: 'GP-MID' })
    expect(extra.statusCode).toBe(400)
    const confirmed = await estimate(2)
    const late = await switchLine(staff, confirmed.id, confirmed.lineIds[0])
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe('Part hanya dapat diganti selama pesanan berstatus Estimasi.')
    expect((await linesOf(t.database.db, o.id))[0].part_no).toBe('GP-OLD')
  })
})
