import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import { buildOrderWorld, PASSWORD, signIn } from '../test/order-factories'

// The cart carries the PPN in effect today for its estimate's totals (docs/product.md §10.11);
// every instance keeps it per day, and head office's change reaches the next read everywhere.
let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
  t.clock.set('2026-03-10T03:00:00Z')
  await buildOrderWorld(t.database.db)
  await buildUser(t.database.db, { username: 'kantor.pusat', password: PASSWORD, roles: ['admin'] })
})
afterAll(() => t.close())

describe("the cart's PPN", () => {
  it("is today's setting, and head office's new row shows on the next read", async () => {
    const buyer = await signIn(t.app, 'beli.satu')
    const tax = async () => (await buyer.get('/api/cart')).json().tax
    expect(await tax()).toEqual({ ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 })
    const office = await signIn(t.app, 'kantor.pusat')
    const added = await office.post('/api/admin/pengaturan/pajak', {
      effective_from: '2026-03-10',
      ppn_rate_percent: 11,
      dpp_numerator: 1,
      dpp_denominator: 1,
    })
    expect(added.statusCode, added.body).toBe(201)
    await expect.poll(tax, { timeout: 5_000 }).toEqual({ ppn_rate_percent: 11, dpp_numerator: 1, dpp_denominator: 1 })
  })
})
