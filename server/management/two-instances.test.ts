import { describe, expect, it } from 'vitest'
import type { Agent } from '../test/app'
import { buildManagementWorld, buyerForm, createUser, signIn } from '../test/management-factories'
import { twoInstancesForFile, within } from '../test/two-instances'

// Two instances of the portal on one database, each caching sessions for 5 s: staff deactivating
// an account or resetting its password through instance A must end the account's session on
// instance B within a second, although B has it cached.
let w: Awaited<ReturnType<typeof buildManagementWorld>>
let staffViaA: Agent
const two = twoInstancesForFile(async ({ a }) => {
  w = await buildManagementWorld(a.database.db)
  staffViaA = await signIn(a.app, w.staff.username)
})

/** A new buyer signed in through A whose browser then talks to B (B caches the session). */
async function buyerOnB() {
  const form = buyerForm(w.store.id)
  const created = await createUser(staffViaA, form)
  expect(created.statusCode).toBe(201)
  const viaB = two.throughB(await signIn(two.a.app, form.username))
  expect((await viaB.get('/api/cart')).statusCode).toBe(200)
  return { id: created.json().id as number, viaB }
}

describe('management across instances', () => {
  it('a deactivation through A ends the session on B within a second', async () => {
    const { id, viaB } = await buyerOnB()
    expect((await staffViaA.post(`/api/seller/users/${id}/deactivate`)).statusCode).toBe(200)
    // the app clock stands still: only the announcement can end B's cached copy
    expect(await within(1_000, async () => (await viaB.get('/api/cart')).statusCode === 401)).toBe(true)
  })

  it('a password reset through A ends the session on B within a second', async () => {
    const { id, viaB } = await buyerOnB()
    const res = await staffViaA.post(`/api/seller/users/${id}/reset-password?store=scrypt`, {
      password: 'baru1234',
      confirm_password: 'baru1234',
    })
    expect(res.statusCode).toBe(200)
    expect(await within(1_000, async () => (await viaB.get('/api/cart')).statusCode === 401)).toBe(true)
  })
})
