import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { Agent, startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'

// The profile's 'Ganti Password' (product.md §2.14, §8.3 Profile) is the auth feature's call; what the
// profile screen relies on is proven here: a wrong current password is a 401 with the screen's
// sentence and ends nothing; a change ends every session of that person, on every instance.
let a: TestApp
let b: Awaited<ReturnType<typeof buildApp>>
let storeId: number
let branchId: number

beforeAll(async () => {
  a = await startTestApp()
  b = await buildApp({ database: a.database, clock: a.clock, config: TEST_CONFIG })
  await b.ready()
  const branch = await buildBranch(a.database.db)
  branchId = branch.id
  storeId = (await buildStore(a.database.db, branch.id)).id
})
afterAll(async () => {
  await b.close()
  await a.close()
})

const CHANGE = '/api/auth/change-password?scheme=scrypt&store=scrypt'

/** The same browser, talking to instance B. */
function throughB(agent: Agent): Agent {
  const other = new Agent(b)
  for (const name of ['sid', 'csrf']) other.setCookie(name, agent.cookie(name))
  return other
}

const until = async (check: () => Promise<boolean>, ms = 1_000) => {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) return false
    await new Promise((r) => setTimeout(r, 10))
  }
  return true
}

async function person(roles: Array<'user' | 'seller'>) {
  return buildUser(a.database.db, {
    roles,
    storeId: roles.includes('user') ? storeId : null,
    branchId: roles.includes('seller') ? branchId : null,
  })
}

describe('changing one’s own password', () => {
  it("answers a wrong current password with 401 INVALID_CREDENTIALS 'Password saat ini salah.' and ends nothing", async () => {
    const user = await person(['user'])
    const agent = new Agent(a.app)
    expect((await agent.login(user.username, 'rahasia1')).statusCode).toBe(200)
    const res = await agent.post(CHANGE, { current_password: 'salah123', new_password: 'rahasia2' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', detail: 'Password saat ini salah.' })
    expect((await agent.get('/api/profile/me')).statusCode).toBe(200)
    expect((await new Agent(a.app).login(user.username, 'rahasia1')).statusCode).toBe(200)
  })

  it('ends every session of that person, on this instance and another, and only the new password signs in', async () => {
    const user = await person(['user', 'seller'])
    const here = new Agent(a.app)
    expect((await here.login(user.username, 'rahasia1', 'user')).statusCode).toBe(200)
    const sameBrowserOnB = throughB(here)
    const phoneOnB = new Agent(b)
    expect((await phoneOnB.login(user.username, 'rahasia1', 'seller')).statusCode).toBe(200)
    // both instances have the sessions cached now
    expect((await sameBrowserOnB.get('/api/profile/me')).statusCode).toBe(200)
    expect((await phoneOnB.get('/api/profile/me')).statusCode).toBe(200)
    const bystander = await person(['user'])
    const other = new Agent(b)
    expect((await other.login(bystander.username, 'rahasia1')).statusCode).toBe(200)

    const changed = await here.post(CHANGE, { current_password: 'rahasia1', new_password: 'rahasia2' })
    expect(changed.statusCode, changed.body).toBe(200)

    expect((await here.get('/api/profile/me')).statusCode).toBe(401)
    // the session clock does not move: only the announcement can end B's cached copies
    expect(await until(async () => (await phoneOnB.get('/api/profile/me')).statusCode === 401)).toBe(true)
    expect((await sameBrowserOnB.get('/api/profile/me')).statusCode).toBe(401)
    expect((await phoneOnB.post('/api/profile/basic', { first_name: 'Sesi', last_name: 'Lama' })).statusCode).toBe(401)
    // someone else's session lives on
    expect((await other.get('/api/profile/me')).statusCode).toBe(200)

    expect((await new Agent(b).login(user.username, 'rahasia1')).statusCode).toBe(401)
    expect((await new Agent(b).login(user.username, 'rahasia2', 'user')).statusCode).toBe(200)
  })
})
