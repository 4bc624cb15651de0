import { describe, expect, it } from 'vitest'
import { buildAdminWorld } from '../test/admin-factories'
import type { Agent } from '../test/app'
import { signIn } from '../test/management-factories'
import { twoInstancesForFile, within } from '../test/two-instances'

// Two instances of the portal on one database, each caching sessions for 5 s: head office
// closing a branch or acting on a staff member through instance A must end the sessions concerned
// on instance B at once, although B has them cached (run on PostgreSQL with TEST_DATABASE_URL).
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let adminViaA: Agent
const two = twoInstancesForFile(async ({ a }) => {
  w = await buildAdminWorld(a.database.db)
  adminViaA = await signIn(a.app, w.admin.username)
})

const throughB = (agent: Agent) => two.throughB(agent)

/** Signed in through A, then working through B (which caches the session). */
async function onB(username: string, url: string) {
  const viaB = throughB(await signIn(two.a.app, username))
  expect((await viaB.get(url)).statusCode).toBe(200)
  return viaB
}

describe('head office across instances', () => {
  it("closing a branch through A ends its staff's and buyers' sessions on B at once; other branches work on", async () => {
    const staff = await onB(w.staff.username, '/api/seller/users')
    const buyer = await onB(w.buyer.username, '/api/cart')
    const otherStaff = await onB(w.staffBdg.username, '/api/seller/users')
    const adminOnB = throughB(adminViaA)
    const res = await adminViaA.request('PATCH', `/api/admin/branches/${w.jkt.id}`, { active: false })
    expect(res.statusCode).toBe(200)
    // the app clock stands still: only the announcement can end B's cached copies
    expect(await within(1_000, async () => (await staff.get('/api/seller/users')).statusCode === 401)).toBe(true)
    expect((await buyer.get('/api/cart')).statusCode).toBe(401)
    expect((await buyer.post('/api/cart/checkout', { product_ids: [1] })).statusCode).toBe(401)
    expect((await otherStaff.get('/api/seller/users')).statusCode).toBe(200)
    expect((await adminOnB.get('/api/admin/branches')).statusCode).toBe(200)
    await adminViaA.request('PATCH', `/api/admin/branches/${w.jkt.id}`, { active: true })
  })

  it('moving or deactivating a staff member through A ends his session on B at once', async () => {
    const moved = await onB(w.staff2.username, '/api/seller/users')
    expect((await adminViaA.post(`/api/admin/staff/${w.staff2.id}/move`, { branch_id: w.bdg.id })).statusCode).toBe(200)
    expect(await within(1_000, async () => (await moved.get('/api/seller/users')).statusCode === 401)).toBe(true)

    const deactivated = await onB(w.staffBdg.username, '/api/seller/users')
    expect((await adminViaA.post(`/api/admin/staff/${w.staffBdg.id}/deactivate`)).statusCode).toBe(200)
    expect(await within(1_000, async () => (await deactivated.get('/api/seller/users')).statusCode === 401)).toBe(true)
  })
})
