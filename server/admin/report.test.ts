import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_REPORT_TEXT, type ReportResponse } from '#common/reports.ts'
import type { Agent } from '../test/app'
import { startTestApp, type TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import { buildOrder, buildOrderWorld, PASSWORD, part, signIn } from '../test/order-factories'

// Head office's report: the staff report's cards, Repeat, Toko and Timeline over every branch
// together, or over the one branch it names, which then answers exactly what that branch's staff
// see. Counted figures are reused for a while, so every branch's figures and one branch's must
// never be taken for each other.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let admin: Agent
let staff: Agent
let staffBdg: Agent
const URL = '/api/admin/laporan'
let bdgOrder: { no_transaksi: string }

const ok = async (agent: Agent, url: string): Promise<ReportResponse> => {
  const res = await agent.get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
/** The counted parts of an answer; as_of is when they were counted. */
const figures = ({ as_of: _, ...rest }: ReportResponse) => rest

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  await buildUser(db, { username: 'pusat.lap', password: PASSWORD, roles: ['admin'] })
  const x = await part(db, { sto_id: 'PX100', name: 'RANTAI', price: 1000 })
  const y = await part(db, { sto_id: 'PY200', name: 'GEAR', price: 500 })
  const at = new Date('2026-11-18T03:00:00Z')
  await buildOrder(db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    created_at: at,
    lines: [{ product: x, qty_estimasi: 2 }],
  })
  await buildOrder(db, {
    branch: w.jkt,
    store: w.store2,
    creator: w.buyer2,
    status: 2,
    created_at: at,
    lines: [{ product: y, qty_estimasi: 1, qty_confirmed: 1 }],
  })
  bdgOrder = await buildOrder(db, {
    branch: w.bdg,
    store: w.storeBdg,
    creator: w.buyerBdg,
    status: 3,
    created_at: at,
    lines: [{ product: x, qty_estimasi: 5, qty_confirmed: 5, qty_ordered: 4 }],
  })
  admin = await signIn(t.app, 'pusat.lap')
  staff = await signIn(t.app, 'staf.satu')
  staffBdg = await signIn(t.app, 'staf.bdg')
})
afterAll(() => t.close())

describe('the report over branches', () => {
  it("answers exactly a branch's staff report for that branch, and never reuses one scope's figures for another", async () => {
    const jkt = await ok(admin, `${URL}?branch_id=${w.jkt.id}&stores=1`)
    expect(figures(jkt)).toEqual(figures(await ok(staff, '/api/seller/laporan?stores=1')))
    const every = await ok(admin, URL)
    expect(every.cards.estimasi.count).toBe(1)
    expect(every.cards.konfirmasi.count).toBe(1)
    expect(every.cards.dipesan).toEqual({ count: 1, amount: 4000 })
    expect(every.repeat.map((r) => [r.part_no, r.freq])).toEqual([
      ['PX100', 2],
      ['PY200', 1],
    ])
    const bdg = await ok(admin, `${URL}?branch_id=${w.bdg.id}`)
    expect(figures(bdg)).toEqual(figures(await ok(staffBdg, '/api/seller/laporan')))
    expect(bdg.cards.estimasi.count).toBe(0)
    // asked again while the figures are reused: still each its own
    expect((await ok(admin, `${URL}?branch_id=${w.jkt.id}`)).cards).toEqual(jkt.cards)
    expect((await ok(admin, URL)).cards).toEqual(every.cards)
  })

  it('finds an order and a store of any branch over every branch, of that branch only when one is named', async () => {
    const timeline = await ok(admin, `${URL}?invoice=${bdgOrder.no_transaksi.toLowerCase()}`)
    expect(timeline.timeline?.invoice).toBe(bdgOrder.no_transaksi)
    expect((await ok(admin, `${URL}?branch_id=${w.jkt.id}&invoice=${bdgOrder.no_transaksi}`)).timeline).toBeNull()
    const store = await ok(admin, `${URL}?store_id=${w.storeBdg.id}`)
    expect(store.store_detail?.store_code).toBe('BD001')
    const foreign = await admin.get(`${URL}?branch_id=${w.jkt.id}&store_id=${w.storeBdg.id}`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().detail).toBe('Toko tidak ditemukan')
    const byPart = await ok(admin, `${URL}?part_no=px100`)
    expect(byPart.orders_by_part?.map((o) => o.invoice).sort()).toHaveLength(2)
  })

  it('needs a branch for the Toko list; a missing branch is 404', async () => {
    const stores = await admin.get(`${URL}?stores=1`)
    expect(stores.statusCode).toBe(400)
    expect(stores.json().detail).toBe(ADMIN_REPORT_TEXT.storesNeedBranch)
    const missing = await admin.get(`${URL}?branch_id=999999`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().detail).toBe('Cabang tidak ditemukan')
  })

  it('refuses bad parameters with 400: ids that are none, huge limits, unknown fields, NUL, a reversed range', async () => {
    for (const query of [
      'branch_id=abc',
      'branch_id=0',
      'branch_id=99999999999',
      'limit=101',
      'limit=99999999',
      'role=admin',
      'branch_ids=1',
      'invoice=%00',
      'from=2026-11-20&to=2026-11-01',
      'from=2024-01-01&to=2026-11-20',
    ]) {
      expect((await admin.get(`${URL}?${query}`)).statusCode, query).toBe(400)
    }
  })

  it('keeps staff to their branch: a branch_id of another is refused, not obeyed', async () => {
    const res = await staff.get(`/api/seller/laporan?branch_id=${w.bdg.id}`)
    expect(res.statusCode).toBe(400)
  })
})
