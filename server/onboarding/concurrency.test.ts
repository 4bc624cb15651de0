import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { Agent, startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { buildOnboardingWorld, buyerRow, commit, signInAs, validateRows } from '../test/onboarding-factories'

// Commits that meet: the same token sent to two instances at once, and a commit that must wait
// for another one longer than a statement may run.
let a: TestApp
let b: FastifyInstance
let admin: Agent

beforeAll(async () => {
  a = await startTestApp()
  b = await buildApp({ database: a.database, clock: a.clock, config: TEST_CONFIG })
  await b.ready()
  await buildOnboardingWorld(a.database.db)
  admin = await signInAs(a.app, 'pusat.satu')
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

const usersNamed = (usernames: string[]) =>
  a.database.db.selectFrom('users').select('id').where('username', 'in', usernames).execute()

describe('commits that meet', () => {
  it('one token through two instances at once: one writes, the other is 409, nothing twice', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => buyerRow(1_000 + i))
    const token = (await validateRows(admin, 'admin', rows)).json().token
    const [viaA, viaB] = await Promise.all([commit(admin, 'admin', token), commit(throughB(admin), 'admin', token)])
    expect([viaA.statusCode, viaB.statusCode].sort()).toEqual([201, 409])
    const refused = viaA.statusCode === 409 ? viaA : viaB
    expect(refused.json().code).toBe('ONBOARDING_ALREADY_COMMITTED')
    expect(refused.body).not.toContain('password')
    expect(await usersNamed(rows.map((r) => r.username ?? ''))).toHaveLength(40)
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a commit waits for another one past the statement timeout, then sees its rows',
    async () => {
      const token = (await validateRows(admin, 'admin', [buyerRow(2_000)])).json().token
      // another commit holding the onboarding lock for 11 s (the client gives a statement 10 s)
      const url = new URL(process.env.TEST_DATABASE_URL as string)
      url.pathname = `/${(await a.database.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name}`
      const holder = new pg.Client({ connectionString: url.toString() })
      await holder.connect()
      await holder.query('begin')
      await holder.query(`select pg_advisory_xact_lock(hashtext('portal.onboarding'))`)
      let answered = false
      const pending = commit(admin, 'admin', token).finally(() => {
        answered = true
      })
      await new Promise((resolve) => setTimeout(resolve, 11_000))
      // still waiting its turn after 11 s: not answered (an error past the statement timeout
      // would have been), and nothing written beside the other commit
      expect(answered).toBe(false)
      expect(await usersNamed(['pelanggan.2000'])).toHaveLength(0)
      await holder.query('commit')
      await holder.end()
      const res = await pending
      expect(res.statusCode, res.body).toBe(201)
      expect(await usersNamed(['pelanggan.2000'])).toHaveLength(1)
    },
    40_000,
  )
})
