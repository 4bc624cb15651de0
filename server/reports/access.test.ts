import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_TEXT, type ReportResponse } from '#common/reports.ts'
import { CONTROL_TEXT } from '../http/control-characters'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import { buildOrder, buildOrderWorld, part, signIn } from '../test/order-factories'
import { jakartaIso } from './presenter'

// Who sees which report (product.md §6: buyers their own, staff all stores of their branch), the Toko
// tab's figures, one part's orders and one order's timeline, and every refusal of the two routes.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
const o = {} as Record<'s1a' | 's1b' | 's1old' | 's2' | 'b1', { id: number; no_transaksi: string }>
const agents = {} as Record<'buyer' | 'buyer2' | 'staff' | 'staffBdg', Agent>
const SELLER = '/api/seller/laporan'
const USER = '/api/user/laporan'
const S1B_AT = '2026-11-19T03:00:00Z'

const ok = async (agent: Agent, url: string): Promise<ReportResponse> => {
  const res = await agent.get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const zero = { count: 0, amount: 0 }

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  w = await buildOrderWorld(db)
  await buildUser(db, { username: 'beli.tiga', roles: ['user'], storeId: w.store2.id })
  const x = await part(db, { sto_id: 'PX100', name: 'RANTAI', price: 1000 })
  const y = await part(db, { sto_id: 'PY200', name: 'GEAR', price: 500 })
  const z = await part(db, { sto_id: 'PZ300', name: 'KABEL', price: 100 })
  const s1 = { branch: w.jkt, store: w.store, creator: w.buyer }
  o.s1a = await buildOrder(db, { ...s1, created_at: new Date('2026-11-18T03:00:00Z'), lines: [{ product: x, qty_estimasi: 2 }] })
  o.s1b = await buildOrder(db, {
    ...s1,
    status: 4,
    created_at: new Date(S1B_AT),
    lines: [
      { product: x, qty_estimasi: 3, qty_confirmed: 3, qty_ordered: 2 },
      { product: y, qty_estimasi: 4, qty_confirmed: 2, qty_ordered: 2 },
    ],
  })
  // the file downloaded again at Diproses: an event, but no change of status
  await db
    .insertInto('order_events')
    .values({
      order_id: o.s1b.id,
      action: 'export',
      from_status: 4,
      to_status: 4,
      actor_id: w.staff.id,
      actor_role: 'seller',
      detail: null,
      created_at: new Date('2026-11-19T09:00:00Z'),
    })
    .execute()
  o.s1old = await buildOrder(db, {
    ...s1,
    created_at: new Date('2025-06-01T03:00:00Z'),
    lines: [{ product: y, qty_estimasi: 1 }],
  })
  o.s2 = await buildOrder(db, {
    branch: w.jkt,
    store: w.store2,
    creator: w.buyer2,
    status: 2,
    created_at: new Date('2026-11-19T05:00:00Z'),
    lines: [{ product: x, qty_estimasi: 1 }],
  })
  o.b1 = await buildOrder(db, {
    branch: w.bdg,
    store: w.storeBdg,
    creator: w.buyerBdg,
    status: 3,
    created_at: new Date('2026-11-19T04:00:00Z'),
    lines: [
      { product: x, qty_estimasi: 5 },
      { product: z, qty_estimasi: 1 },
    ],
  })
  agents.buyer = await signIn(t.app, 'beli.satu')
  agents.buyer2 = await signIn(t.app, 'beli.dua')
  agents.staff = await signIn(t.app, 'staf.satu')
  agents.staffBdg = await signIn(t.app, 'staf.bdg')
})
afterAll(() => t.close())

describe('who may call', () => {
  it('refuses anonymous callers (401) and the other role (403)', async () => {
    const anonymous = new Agent(t.app)
    for (const url of [SELLER, USER]) expect((await anonymous.get(url)).statusCode, url).toBe(401)
    const wrong = [
      [agents.buyer, SELLER],
      [agents.staff, USER],
    ] as const
    for (const [agent, url] of wrong) {
      const res = await agent.get(url)
      expect(res.statusCode, url).toBe(403)
      expect(res.json().code).toBe('FORBIDDEN')
    }
  })

  it("gives a buyer his own store's orders only", async () => {
    const answer = await ok(agents.buyer, USER)
    expect(answer.range).toEqual({ from: '2026-10-22', to: '2026-11-20' })
    expect(answer.cards).toEqual({
      estimasi: { count: 1, amount: 2000 },
      konfirmasi: zero,
      dipesan: zero,
      diproses: { count: 1, amount: 3000 },
      batal: zero,
    })
    expect(answer.repeat.map((r) => [r.part_no, r.freq])).toEqual([
      ['PX100', 2],
      ['PY200', 1],
    ])
    expect(Object.keys(answer).sort()).toEqual(['as_of', 'cards', 'fulfilment', 'per_day', 'range', 'repeat', 'unfilled'])
  })

  it("gives staff every store of their branch and nothing of another branch's", async () => {
    const answer = await ok(agents.staff, SELLER)
    expect(answer.cards).toEqual({
      estimasi: { count: 1, amount: 2000 },
      konfirmasi: { count: 1, amount: 1000 },
      dipesan: zero,
      diproses: { count: 1, amount: 3000 },
      batal: zero,
    })
    expect(answer.repeat.map((r) => [r.part_no, r.freq])).toEqual([
      ['PX100', 3],
      ['PY200', 1],
    ])
    const bdg = await ok(agents.staffBdg, SELLER)
    expect(bdg.cards.dipesan).toEqual({ count: 1, amount: 5100 })
    expect(bdg.cards.estimasi).toEqual(zero)
  })

  it('answers JSON whatever the Accept header asks', async () => {
    const res = await agents.staff.request('GET', SELLER, undefined, { headers: { accept: 'text/csv' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
  })
})

describe('the Toko tab', () => {
  it("sums the branch's stores with orders in the range, by store code", async () => {
    const answer = await ok(agents.staff, `${SELLER}?stores=1`)
    expect(answer.stores).toEqual([
      {
        store_id: w.store.id,
        store_code: 'TK001',
        store_name: 'TOKO MAJU JAYA',
        estimasi: { count: 1, amount: 2000 },
        konfirmasi: zero,
        dipesan: zero,
        diproses: { count: 1, amount: 3000 },
        batal: zero,
      },
      {
        store_id: w.store2.id,
        store_code: 'TK002',
        store_name: 'BENGKEL SENTOSA',
        estimasi: zero,
        konfirmasi: { count: 1, amount: 1000 },
        dipesan: zero,
        diproses: zero,
        batal: zero,
      },
    ])
    expect((await ok(agents.staff, SELLER)).stores).toBeUndefined()
  })

  it("details one store: totals, and each of its accounts' orders, zeros included", async () => {
    const answer = await ok(agents.staff, `${SELLER}?store_id=${w.store2.id}`)
    expect(answer.store_detail).toEqual({
      store_id: w.store2.id,
      store_code: 'TK002',
      store_name: 'BENGKEL SENTOSA',
      totals: { estimasi: zero, konfirmasi: { count: 1, amount: 1000 }, dipesan: zero, diproses: zero, batal: zero },
      users: [
        {
          user_id: w.buyer2.id,
          username: 'beli.dua',
          estimasi: zero,
          konfirmasi: { count: 1, amount: 1000 },
          dipesan: zero,
          diproses: zero,
          batal: zero,
        },
        expect.objectContaining({ username: 'beli.tiga', estimasi: zero, konfirmasi: zero, diproses: zero }),
      ],
    })
    const first = await ok(agents.staff, `${SELLER}?store_id=${w.store.id}`)
    expect(first.store_detail?.totals.diproses).toEqual({ count: 1, amount: 3000 })
    expect(first.store_detail?.users.map((u) => [u.username, u.estimasi.count, u.diproses.count])).toEqual([
      ['beli.satu', 1, 1],
      ['dua.peran', 0, 0],
    ])
  })

  it("answers 404 for another branch's store or none, and 400 for the buyer who asks", async () => {
    for (const id of [w.storeBdg.id, 999_999]) {
      const res = await agents.staff.get(`${SELLER}?store_id=${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: 'Toko tidak ditemukan' })
    }
    for (const query of ['stores=1', `store_id=${w.store.id}`]) {
      const res = await agents.buyer.get(`${USER}?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
  })
})

describe("one part's orders", () => {
  it('lists the orders in scope and range holding the part, newest first', async () => {
    const answer = await ok(agents.buyer, `${USER}?part_no=px100`)
    expect(answer.orders_by_part).toEqual([
      {
        invoice: o.s1b.no_transaksi,
        tanggal: '2026-11-19T10:00:00.000+07:00',
        status_label: 'Diproses',
        qty_est: 3,
        qty_ordered: 2,
      },
      {
        invoice: o.s1a.no_transaksi,
        tanggal: '2026-11-18T10:00:00.000+07:00',
        status_label: 'Estimasi',
        qty_est: 2,
        qty_ordered: null,
      },
    ])
    const staff = await ok(agents.staff, `${SELLER}?part_no=PX100`)
    expect(staff.orders_by_part?.map((r) => r.invoice)).toEqual([o.s2.no_transaksi, o.s1b.no_transaksi, o.s1a.no_transaksi])
    expect(staff.orders_by_part?.[0].status_label).toBe('Konfirmasi')
  })

  it('is empty for a part only another branch ordered, or an unknown one', async () => {
    expect((await ok(agents.staff, `${SELLER}?part_no=PZ300`)).orders_by_part).toEqual([])
    expect((await ok(agents.staff, `${SELLER}?part_no=TIDAKADA`)).orders_by_part).toEqual([])
    expect((await ok(agents.staffBdg, `${SELLER}?part_no=PZ300`)).orders_by_part).toHaveLength(1)
  })
})

describe("one order's timeline", () => {
  it('gives creation and every status change in order, without the re-export', async () => {
    const answer = await ok(agents.buyer, `${USER}?invoice=${encodeURIComponent(o.s1b.no_transaksi.toLowerCase())}`)
    const minute = (n: number) => jakartaIso(new Date(new Date(S1B_AT).getTime() + n * 60_000))
    expect(answer.timeline).toEqual({
      invoice: o.s1b.no_transaksi,
      events: [
        { status_label: 'Estimasi', timestamp: minute(0) },
        { status_label: 'Konfirmasi', timestamp: minute(1) },
        { status_label: 'Dipesan', timestamp: minute(2) },
        { status_label: 'Diproses', timestamp: minute(3) },
      ],
    })
  })

  it('finds an order of the scope whatever its date, and nothing outside the scope', async () => {
    const old = await ok(agents.staff, `${SELLER}?invoice=${encodeURIComponent(o.s1old.no_transaksi)}`)
    expect(old.timeline?.events.map((e) => e.status_label)).toEqual(['Estimasi'])
    const cases = [
      [agents.buyer, `${USER}?invoice=${encodeURIComponent(o.s2.no_transaksi)}`],
      [agents.staff, `${SELLER}?invoice=${encodeURIComponent(o.b1.no_transaksi)}`],
      [agents.staff, `${SELLER}?invoice=DPO%2FJKT01%2F000000%2F00000`],
    ] as const
    for (const [agent, url] of cases) expect((await ok(agent, url)).timeline, url).toBeNull()
    expect((await ok(agents.staff, SELLER)).timeline).toBeUndefined()
  })
})

describe('refusals', () => {
  const refused = async (url: string, detail?: string) => {
    for (const agent of [agents.staff, agents.buyer]) {
      const res = await agent.get(`${agent === agents.staff ? SELLER : USER}?${url}`)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().code, url).toBe('VALIDATION_ERROR')
      if (detail) expect(res.json().detail, url).toBe(detail)
    }
  }

  it('refuses every range the rules refuse, with their sentence', async () => {
    await refused('from=2026-03-02&to=2026-03-01', REPORT_TEXT.fromAfterTo)
    await refused('from=2026-3-1', REPORT_TEXT.dateInvalid)
    await refused('to=2026-02-30', REPORT_TEXT.dateInvalid)
    await refused('from=01-03-2026&to=2026-03-10', REPORT_TEXT.dateInvalid)
    await refused('from=2025-01-01&to=2026-01-02', REPORT_TEXT.tooLong)
    await refused('from=2020-01-01', REPORT_TEXT.tooLong)
    expect(REPORT_TEXT.fromAfterTo).toBe('Tanggal "Dari" tidak boleh setelah "Sampai".')
    expect(REPORT_TEXT.dateInvalid).toBe('Tanggal tidak valid (yyyy-mm-dd).')
    expect((await agents.staff.get(`${SELLER}?from=2025-01-01&to=2025-12-31`)).statusCode).toBe(200)
  })

  it('refuses unknown parameters, a bad limit, long texts and control characters', async () => {
    for (const query of [
      'tanggal=2026-01-01',
      'limit=0',
      'limit=101',
      'limit=abc',
      `part_no=${'A'.repeat(41)}`,
      `invoice=${'D'.repeat(41)}`,
    ]) {
      await refused(query)
    }
    await refused('part_no=%00', CONTROL_TEXT)
    await refused('invoice=DPO%00', CONTROL_TEXT)
    expect((await agents.staff.get(`${SELLER}?stores=yes`)).statusCode).toBe(400)
    expect((await agents.staff.get(`${SELLER}?store_id=abc`)).statusCode).toBe(400)
  })
})
