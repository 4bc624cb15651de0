import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent, TestApp } from '../test/app'
import { signInHeadOffice, startDeliveryWorld } from '../test/delivery-world'

// The reports' answer time of 'Tanya Part' (docs/product.md §14.4): of the requests asked in the
// range, how many the branch answered and the median minutes to its first answer (a later answer
// or a reply does not move it); per branch for head office; a buyer's report has none.

let t: TestApp
let buyer: Agent
let buyerBdg: Agent
let staff: Agent
let staffBdg: Agent
let admin: Agent

beforeAll(async () => {
  ;({ t, buyer, staff, staffBdg } = await startDeliveryWorld())
  const { signIn } = await import('../test/order-factories')
  buyerBdg = await signIn(t.app, 'beli.bdg')
  admin = await signInHeadOffice(t)
})
afterAll(() => t.close())

const MINUTE = 60_000

/** A request asked now, answered `minutes` later by `clerk` (or never); the clock ends where it began. */
async function askedAndAnswered(asker: Agent, clerk: Agent, minutes: number | null) {
  const made = await asker.post('/api/part-requests', {
    client_key: randomUUID(),
    vehicle_model: 'L300',
    vehicle_year: 2015,
    need: 'Filter solar',
    qty: 1,
  })
  expect(made.statusCode, made.body).toBe(200)
  if (minutes === null) return
  const start = t.clock.now()
  t.clock.advance(minutes * MINUTE)
  try {
    const res = await clerk.post(`/api/part-requests/${made.json().id}/answer`, { version: made.json().version, message: 'Ada' })
    expect(res.statusCode, res.body).toBe(200)
    // a second answer later does not change the first answer's time
    t.clock.advance(20 * MINUTE)
    const again = await clerk.post(`/api/part-requests/${made.json().id}/answer`, {
      version: res.json().version,
      message: 'Ini juga',
    })
    expect(again.statusCode, again.body).toBe(200)
  } finally {
    t.clock.set(start)
  }
}

describe("the reports' answer time", () => {
  it('is the median of the first answers, per branch for head office, and absent from a buyer’s report', async () => {
    await askedAndAnswered(buyer, staff, 30)
    await askedAndAnswered(buyer, staff, 50)
    await askedAndAnswered(buyer, staff, 20)
    await askedAndAnswered(buyer, staff, null)
    await askedAndAnswered(buyerBdg, staffBdg, 10)

    const range = 'from=2026-11-01&to=2026-11-30'
    const branch = (await staff.get(`/api/seller/laporan?${range}`)).json()
    expect(branch.part_requests).toEqual({ asked: 4, answered: 3, median_minutes: 30 })
    const other = (await staffBdg.get(`/api/seller/laporan?${range}`)).json()
    expect(other.part_requests).toEqual({ asked: 1, answered: 1, median_minutes: 10 })

    const all = (await admin.get(`/api/admin/laporan?${range}`)).json()
    expect(all.part_requests).toEqual({ asked: 5, answered: 4, median_minutes: 25 })
    expect(all.part_requests_branches.map((b: { code: string; median_minutes: number }) => [b.code, b.median_minutes])).toEqual([
      ['BDG01', 10],
      ['JKT01', 30],
    ])
    // a range before them counts none
    const before = (await staff.get('/api/seller/laporan?from=2026-10-01&to=2026-10-31')).json()
    expect(before.part_requests).toEqual({ asked: 0, answered: 0, median_minutes: null })

    const store = (await buyer.get(`/api/user/laporan?${range}`)).json()
    expect(store.part_requests).toBeUndefined()
    expect(store.part_requests_branches).toBeUndefined()
  })
})
