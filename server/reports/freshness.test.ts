import { describe, expect, it } from 'vitest'
import type { ReportResponse } from '#common/reports.ts'
import type { Agent, TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import { buildOrderWorld, PASSWORD, part, signIn } from '../test/order-factories'
import { twoInstancesForFile } from '../test/two-instances'

// A report shows an order the moment after it was made or moved, although every instance reuses
// counted figures for 30 s: the person who acted reads his write in his next report, and a second
// instance on the same database within a moment (the app clock stands still throughout, so no
// kept figure ever grows old by itself). Run on PostgreSQL with TEST_DATABASE_URL too.
let a: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let parts: Array<{ id: number }>
const two = twoInstancesForFile(async (started) => {
  a = started.a
  w = await buildOrderWorld(a.database.db)
  await buildUser(a.database.db, { username: 'pusat.laporan', password: PASSWORD, roles: ['admin'] })
  parts = await Promise.all([1, 2, 3, 4].map(() => part(a.database.db, { price: 1000 })))
})

const throughB = (agent: Agent) => two.throughB(agent)

async function report(agent: Agent, url: string): Promise<ReportResponse> {
  const res = await agent.get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const count = (r: ReportResponse, status: 'estimasi' | 'konfirmasi' | 'dipesan') => r.cards[status].count

/** Until `check` holds, for at most `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) return false
    await new Promise((r) => setTimeout(r, 20))
  }
  return true
}

async function checkout(buyer: Agent, partId: number): Promise<number> {
  expect((await buyer.post('/api/cart/items', { product_id: partId, qty: 2 })).statusCode).toBe(200)
  const res = await buyer.post('/api/cart/checkout', { product_ids: [partId] })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().order_id
}

async function confirm(staff: Agent, orderId: number) {
  const order = (await staff.get(`/api/orders/${orderId}`)).json()
  const res = await staff.post(`/api/orders/${orderId}/actions/kirim-konfirmasi`, {
    confirm_lines: order.items.map((i: { order_detail_id: number }) => ({
      order_detail_id: i.order_detail_id,
      qty_confirmed: 1,
    })),
    resolve: { mode: 'proceed' },
  })
  expect(res.statusCode, res.body).toBe(200)
}

describe('a report right after an order was made or moved', () => {
  it('shows it to the person who acted at once, on his own instance', async () => {
    const buyer = await signIn(a.app, w.buyer.username)
    const staff = await signIn(a.app, w.staff.username)
    const mine = await report(buyer, '/api/user/laporan')
    const branch = await report(staff, '/api/seller/laporan')
    // kept: asked again, the same count
    expect((await report(buyer, '/api/user/laporan')).as_of).toBe(mine.as_of)

    const id = await checkout(buyer, parts[0].id)
    expect(count(await report(buyer, '/api/user/laporan'), 'estimasi')).toBe(count(mine, 'estimasi') + 1)
    const afterCheckout = await report(staff, '/api/seller/laporan')
    expect(count(afterCheckout, 'estimasi')).toBe(count(branch, 'estimasi') + 1)

    await confirm(staff, id)
    const afterConfirm = await report(staff, '/api/seller/laporan')
    expect(count(afterConfirm, 'estimasi')).toBe(count(afterCheckout, 'estimasi') - 1)
    expect(count(afterConfirm, 'konfirmasi')).toBe(count(afterCheckout, 'konfirmasi') + 1)

    const lanjut = await buyer.post(`/api/orders/${id}/actions/lanjut-pesan`, { order_lines: [] })
    expect(lanjut.statusCode, lanjut.body).toBe(200)
    expect(count(await report(buyer, '/api/user/laporan'), 'dipesan')).toBe(count(mine, 'dipesan') + 1)
  })

  it('shows it on a second instance within a moment, for staff, the buyer and head office', async () => {
    const buyer = await signIn(a.app, w.buyer2.username)
    const staffOnB = throughB(await signIn(a.app, w.staff2.username))
    const buyerOnB = throughB(buyer)
    const adminOnB = throughB(await signIn(a.app, 'pusat.laporan'))
    const before = {
      staff: await report(staffOnB, '/api/seller/laporan'),
      buyer: await report(buyerOnB, '/api/user/laporan'),
      admin: await report(adminOnB, '/api/admin/laporan'),
      adminBdg: await report(adminOnB, `/api/admin/laporan?branch_id=${w.bdg.id}`),
    }

    await checkout(buyer, parts[1].id)
    const grew = (url: string, agent: Agent, was: ReportResponse) => async () =>
      count(await report(agent, url), 'estimasi') === count(was, 'estimasi') + 1
    expect(await within(2_000, grew('/api/seller/laporan', staffOnB, before.staff))).toBe(true)
    expect(await within(2_000, grew('/api/user/laporan', buyerOnB, before.buyer))).toBe(true)
    expect(await within(2_000, grew('/api/admin/laporan', adminOnB, before.admin))).toBe(true)
    // another branch's kept figures were not touched: the same count, the same time
    expect((await report(adminOnB, `/api/admin/laporan?branch_id=${w.bdg.id}`)).as_of).toBe(before.adminBdg.as_of)
  })
})
