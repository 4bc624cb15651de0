import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReportResponse } from '#common/reports.ts'
import { AppError } from '../http/app-error'
import type { BranchSession } from '../http/guards'
import { BoundedGate } from '../lib/bounded-gate'
import { startTestApp, type TestApp } from '../test/app'
import { buildOrder, buildOrderWorld, part, READY, signIn } from '../test/order-factories'
import { createReportService, REPORT_BUSY_TEXT } from './service'

// The figures of a report on a small hand-made branch (product.md §10.8 'Report figures'): each card's
// orders and amount, Repeat, unfilled demand, the days, and where a Jakarta day begins and ends.
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
const RANGE = 'from=2026-03-01&to=2026-03-10'

async function report(username: string, query: string): Promise<ReportResponse> {
  const agent = await signIn(t.app, username)
  const res = await agent.get(`/api/${username.startsWith('staf') ? 'seller' : 'user'}/laporan?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

beforeAll(async () => {
  t = await startTestApp()
  t.clock.set('2026-03-15T03:00:00Z')
  const db = t.database.db
  w = await buildOrderWorld(db)
  const a = await part(db, { sto_id: 'PA100', name: 'KAMPAS REM', price: 1000 })
  const b = await part(db, { sto_id: 'PB200', name: 'FILTER OLI', price: 2000 })
  const b9 = await part(db, { sto_id: 'PB900', name: 'BAUT', price: 0 })
  const c = await part(db, { sto_id: 'PC300', name: 'BUSI', price: 5000 })
  const d = await part(db, { sto_id: 'PD400', name: 'SEAL', price: 100 })
  const jkt = { branch: w.jkt, store: w.store, creator: w.buyer }
  const at = (iso: string) => new Date(iso)
  // Estimasi: 2×1000 + 1×2000 = 4000
  await buildOrder(db, {
    ...jkt,
    created_at: at('2026-03-02T03:00:00Z'),
    lines: [
      { product: a, qty_estimasi: 2 },
      { product: b, qty_estimasi: 1 },
    ],
  })
  // Konfirmasi: confirmed 2×1000 + 0×5000 = 2000
  await buildOrder(db, {
    ...jkt,
    status: 2,
    created_at: at('2026-03-02T05:00:00Z'),
    lines: [
      { product: a, qty_estimasi: 3, qty_confirmed: 2, ready_status_id: READY.sebagian },
      { product: c, qty_estimasi: 1, qty_confirmed: 0, ready_status_id: READY.kosong },
    ],
  })
  // Dipesan: ordered 3×1000 + 1×2000 = 5000
  await buildOrder(db, {
    ...jkt,
    status: 3,
    created_at: at('2026-03-05T03:00:00Z'),
    lines: [
      { product: a, qty_estimasi: 4, qty_confirmed: 4, qty_ordered: 3 },
      { product: b, qty_estimasi: 2, qty_confirmed: 1, qty_ordered: 1, ready_status_id: READY.sebagian },
    ],
  })
  // Diproses: 5×2000 + 1×0 = 10000
  await buildOrder(db, {
    ...jkt,
    status: 4,
    created_at: at('2026-03-05T04:00:00Z'),
    lines: [
      { product: b, qty_estimasi: 5 },
      { product: b9, qty_estimasi: 1 },
    ],
  })
  // Batal: confirmed where confirmed, else the estimate: 1×1000 + 3×5000 + 7×100 = 16700
  await buildOrder(db, {
    ...jkt,
    status: 5,
    created_at: at('2026-03-07T03:00:00Z'),
    lines: [
      { product: a, qty_estimasi: 2, qty_confirmed: 1 },
      { product: c, qty_estimasi: 3, qty_confirmed: 3 },
      { product: d, qty_estimasi: 7, qty_confirmed: null, ready_status_id: READY.indent },
    ],
  })
  // the other store of the branch, Diproses: 1×1000 + 1×0 = 1000; its line names part A anew
  await buildOrder(db, {
    branch: w.jkt,
    store: w.store2,
    creator: w.buyer2,
    status: 4,
    created_at: at('2026-03-10T03:00:00Z'),
    lines: [
      { product: a, qty_estimasi: 1, part_name: 'KAMPAS REM BARU' },
      { product: b9, qty_estimasi: 1 },
    ],
  })
  // before the range, and another branch inside it: neither counts
  await buildOrder(db, { ...jkt, created_at: at('2026-02-20T03:00:00Z'), lines: [{ product: a, qty_estimasi: 50 }] })
  await buildOrder(db, {
    branch: w.bdg,
    store: w.storeBdg,
    creator: w.buyerBdg,
    status: 4,
    created_at: at('2026-03-03T03:00:00Z'),
    lines: [{ product: c, qty_estimasi: 9 }],
  })
})
afterAll(() => t.close())

describe('cards', () => {
  it('count orders and sum each status by its own quantity (product.md §10.8)', async () => {
    const answer = await report('staf.satu', RANGE)
    expect(answer.range).toEqual({ from: '2026-03-01', to: '2026-03-10' })
    expect(answer.cards).toEqual({
      estimasi: { count: 1, amount: 4000 },
      konfirmasi: { count: 1, amount: 2000 },
      dipesan: { count: 1, amount: 5000 },
      diproses: { count: 2, amount: 11000 },
      batal: { count: 1, amount: 16700 },
    })
    expect(answer.as_of).toBe('2026-03-15T10:00:00.000+07:00')
  })

  it("are the buyer's own store's on his report", async () => {
    const answer = await report('beli.satu', RANGE)
    expect(answer.cards.diproses).toEqual({ count: 1, amount: 10000 })
    expect(answer.cards.batal).toEqual({ count: 1, amount: 16700 })
    expect((await report('beli.dua', RANGE)).cards).toEqual({
      estimasi: { count: 0, amount: 0 },
      konfirmasi: { count: 0, amount: 0 },
      dipesan: { count: 0, amount: 0 },
      diproses: { count: 1, amount: 1000 },
      batal: { count: 0, amount: 0 },
    })
  })
})

describe('Repeat', () => {
  it('ranks parts by the orders holding them, cancelled ones included, ties by part number', async () => {
    const answer = await report('staf.satu', RANGE)
    expect(answer.repeat).toEqual([
      { part_no: 'PA100', name: 'KAMPAS REM BARU', freq: 5, qty_est_total: 12, qty_ordered_total: 4 },
      { part_no: 'PB200', name: 'FILTER OLI', freq: 3, qty_est_total: 8, qty_ordered_total: 6 },
      { part_no: 'PB900', name: 'BAUT', freq: 2, qty_est_total: 2, qty_ordered_total: 2 },
      { part_no: 'PC300', name: 'BUSI', freq: 2, qty_est_total: 4, qty_ordered_total: 0 },
      { part_no: 'PD400', name: 'SEAL', freq: 1, qty_est_total: 7, qty_ordered_total: 0 },
    ])
  })

  it('stops at the limit, keeping the tie order', async () => {
    const parts = async (limit: number) => (await report('staf.satu', `${RANGE}&limit=${limit}`)).repeat.map((r) => r.part_no)
    expect(await parts(2)).toEqual(['PA100', 'PB200'])
    expect(await parts(3)).toEqual(['PA100', 'PB200', 'PB900'])
    expect(await parts(1)).toEqual(['PA100'])
  })
})

describe('unfilled demand', () => {
  it('ranks parts by what was confirmed short of the estimate, and gives the fill rate of confirmed orders', async () => {
    const answer = await report('staf.satu', RANGE)
    expect(answer.unfilled.parts).toEqual([
      { part_no: 'PD400', name: 'SEAL', qty_short: 7, lines: 1 },
      { part_no: 'PA100', name: 'KAMPAS REM BARU', qty_short: 2, lines: 2 },
      { part_no: 'PB200', name: 'FILTER OLI', qty_short: 1, lines: 1 },
      { part_no: 'PC300', name: 'BUSI', qty_short: 1, lines: 1 },
    ])
    // confirmed 19 of 30 estimated over the orders at Konfirmasi and after (the Estimasi order is left out)
    expect(answer.unfilled.fill_rate).toBe(0.6333)
    expect((await report('staf.satu', `${RANGE}&limit=1`)).unfilled.parts.map((p) => p.part_no)).toEqual(['PD400'])
  })

  it('has no fill rate and no parts when nothing was confirmed', async () => {
    const onlyEstimates = await report('staf.satu', 'from=2026-02-20&to=2026-02-20')
    expect(onlyEstimates.cards.estimasi.count).toBe(1)
    expect(onlyEstimates.unfilled).toEqual({ fill_rate: null, parts: [] })
  })
})

describe('per_day', () => {
  it('gives every day of the range, zeros included, by status', async () => {
    const answer = await report('staf.satu', RANGE)
    expect(answer.per_day).toHaveLength(10)
    const zero = { estimasi: 0, konfirmasi: 0, dipesan: 0, diproses: 0, batal: 0 }
    expect(answer.per_day[0]).toEqual({ day: '2026-03-01', ...zero })
    expect(answer.per_day[1]).toEqual({ day: '2026-03-02', ...zero, estimasi: 1, konfirmasi: 1 })
    expect(answer.per_day[4]).toEqual({ day: '2026-03-05', ...zero, dipesan: 1, diproses: 1 })
    expect(answer.per_day[6]).toEqual({ day: '2026-03-07', ...zero, batal: 1 })
    expect(answer.per_day[9]).toEqual({ day: '2026-03-10', ...zero, diproses: 1 })
    expect(answer.per_day.filter((d) => Object.values(d).some((v) => typeof v === 'number' && v > 0))).toHaveLength(4)
  })
})

describe('Jakarta days', () => {
  beforeAll(async () => {
    const db = t.database.db
    const p = await part(db, { sto_id: 'PE500', price: 10 })
    const bdg = { branch: w.bdg, store: w.storeBdg, creator: w.buyerBdg, lines: [{ product: p, qty_estimasi: 1 }] }
    // 23:59:59.999 on 28 February, 00:00 and 23:59:59 on 1 March, 00:00 on 2 March, all WIB
    for (const at of ['2026-02-28T16:59:59.999Z', '2026-02-28T17:00:00Z', '2026-03-01T16:59:59Z', '2026-03-01T17:00:00Z']) {
      await buildOrder(db, { ...bdg, created_at: new Date(at) })
    }
  })

  it('include the whole first and last day of the range and nothing beyond', async () => {
    const oneDay = await report('staf.bdg', 'from=2026-03-01&to=2026-03-01')
    expect(oneDay.cards.estimasi.count).toBe(2)
    expect(oneDay.per_day).toEqual([{ day: '2026-03-01', estimasi: 2, konfirmasi: 0, dipesan: 0, diproses: 0, batal: 0 }])
    const three = await report('staf.bdg', 'from=2026-02-28&to=2026-03-02')
    expect(three.per_day.map((d) => [d.day, d.estimasi])).toEqual([
      ['2026-02-28', 1],
      ['2026-03-01', 2],
      ['2026-03-02', 1],
    ])
  })

  it("default to the 30 days ending today in Jakarta, from the app's clock", async () => {
    // 00:30 on 11 March in Jakarta, still 10 March in UTC
    t.clock.set('2026-03-10T17:30:00Z')
    const late = await report('staf.satu', '')
    expect(late.range).toEqual({ from: '2026-02-10', to: '2026-03-11' })
    expect(late.per_day).toHaveLength(30)
    // the order of 20 February is inside this range
    expect(late.cards.estimasi).toEqual({ count: 2, amount: 54000 })
    t.clock.set('2026-03-10T16:59:00Z')
    expect((await report('staf.satu', '')).range).toEqual({ from: '2026-02-09', to: '2026-03-10' })
    expect((await report('beli.satu', 'to=2026-03-10')).range).toEqual({ from: '2026-02-09', to: '2026-03-10' })
  })
})

describe('a burst of counts', () => {
  it('is refused at once with 503 beyond the counts allowed to run and wait, and kept figures still answer', async () => {
    const busy = () => new AppError(503, 'SERVICE_UNAVAILABLE', REPORT_BUSY_TEXT)
    const reports = createReportService({ db: t.database.db, clock: t.clock, gate: new BoundedGate(1, 0, busy) })
    const staff = { role: 'seller', branch: { id: w.jkt.id, code: w.jkt.code } } as BranchSession
    const query = (from: string) => ({ from, to: '2026-03-10', limit: 50 })
    const [first, second] = await Promise.allSettled([
      reports.forBranch(staff, query('2026-03-01')),
      reports.forBranch(staff, query('2026-03-02')),
    ])
    expect(first.status).toBe('fulfilled')
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { status: 503, code: 'SERVICE_UNAVAILABLE', detail: REPORT_BUSY_TEXT },
    })
    // the slot is given back; counted figures need no slot at all
    await expect(reports.forBranch(staff, query('2026-03-02'))).resolves.toMatchObject({ range: { from: '2026-03-02' } })
    const again = await Promise.all([
      reports.forBranch(staff, query('2026-03-01')),
      reports.forBranch(staff, query('2026-03-02')),
    ])
    expect(again.map((a) => a.cards.diproses.count)).toEqual([2, 2])
  })
})
