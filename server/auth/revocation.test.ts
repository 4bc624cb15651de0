import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { Agent, startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { buildBranch, buildStore, buildUser } from '../test/factories'

// Two instances of the portal on one database, each caching sessions for 5 s: ending a user's
// sessions through one must end them on the other at once, not 5 s later.
let a: TestApp
let b: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  a = await startTestApp()
  b = await buildApp({ database: a.database, clock: a.clock, config: TEST_CONFIG })
  await b.ready()
  const branch = await buildBranch(a.database.db)
  const store = await buildStore(a.database.db, branch.id)
  await buildUser(a.database.db, { username: 'cabut.satu', password: 'rahasia1', roles: ['user'], storeId: store.id })
})
afterAll(async () => {
  await b.close()
  await a.close()
})

/** The same browser, talking to instance B. */
function throughB(agent: Agent): Agent {
  const other = new Agent(b)
  for (const name of ['sid', 'csrf']) other.setCookie(name, agent.cookie(name))
  return other
}

const until = async (check: () => Promise<boolean>, ms = 2_000) => {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) return false
    await new Promise((r) => setTimeout(r, 10))
  }
  return true
}

describe('ending every session of a user', () => {
  it('reaches the other instance at once, although it had the session cached', async () => {
    const viaA = new Agent(a.app)
    expect((await viaA.login('cabut.satu', 'rahasia1')).statusCode).toBe(200)
    const viaB = throughB(viaA)
    expect((await viaB.get('/api/auth/me')).statusCode).toBe(200)

    const changed = await viaA.post('/api/auth/change-password?scheme=scrypt&store=scrypt', {
      current_password: 'rahasia1',
      new_password: 'rahasia2',
    })
    expect(changed.statusCode).toBe(200)
    // the session clock does not move: only the announcement can end B's cached copy
    expect(await until(async () => (await viaB.get('/api/auth/me')).statusCode === 401, 1_000)).toBe(true)
  })
})
