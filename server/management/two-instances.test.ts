import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { Agent, startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { buildManagementWorld, buyerForm, createUser, signIn } from '../test/management-factories'

// Two instances of the portal on one database, each caching sessions for 5 s: staff deactivating
// an account or resetting its password through instance A must end the account's session on
// instance B within a second, although B has it cached.
let a: TestApp
let b: FastifyInstance
let w: Awaited<ReturnType<typeof buildManagementWorld>>
let staffViaA: Agent

beforeAll(async () => {
  a = await startTestApp()
  b = await buildApp({ database: a.database, clock: a.clock, config: TEST_CONFIG })
  await b.ready()
  w = await buildManagementWorld(a.database.db)
  staffViaA = await signIn(a.app, w.staff.username)
})
afterAll(async () => {
  await b.close()
  await a.close()
})

/** The same browser, its next calls reaching instance B. */
function throughB(agent: Agent): Agent {
  const other = new Agent(b)
  for (const name of ['sid', 'csrf']) other.setCookie(name, agent.cookie(name))
  return other
}

async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) return false
    await new Promise((r) => setTimeout(r, 10))
  }
  return true
}

/** A new buyer signed in through A whose browser then talks to B (B caches the session). */
async function buyerOnB() {
  const form = buyerForm(w.store.id)
  const created = await createUser(staffViaA, form)
  expect(created.statusCode).toBe(201)
  const viaB = throughB(await signIn(a.app, form.username))
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
