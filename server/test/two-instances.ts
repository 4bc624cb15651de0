import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../app'
import { Agent, startTestApp, TEST_CONFIG, type TestApp } from './app'

// Two instances of the portal on one database and one clock, as a dealer runs them behind a load
// balancer: A is a full test app, B a second app on A's database. Each keeps its own caches
// (sessions, reports, searches), so a test proves what one instance's change does to the other's.

export interface TwoInstances {
  a: TestApp
  b: FastifyInstance
  /** The same browser (its session and CSRF cookies), its next calls reaching instance B. */
  throughB(agent: Agent): Agent
  close(): Promise<void>
}

export async function startTwoInstances(): Promise<TwoInstances> {
  const a = await startTestApp()
  const b = await buildApp({ database: a.database, clock: a.clock, config: TEST_CONFIG })
  await b.ready()
  return {
    a,
    b,
    throughB(agent) {
      const other = new Agent(b)
      for (const name of ['sid', 'csrf']) other.setCookie(name, agent.cookie(name))
      return other
    },
    async close() {
      await b.close()
      await a.close()
    },
  }
}

/**
 * Two instances for the tests of one file: started before them (then `setUp` builds the file's
 * world on their database), closed after them.
 */
export function twoInstancesForFile(setUp: (two: TwoInstances) => Promise<void>): TwoInstances {
  let started: TwoInstances | undefined
  beforeAll(async () => {
    started = await startTwoInstances()
    await setUp(started)
  })
  afterAll(() => started?.close())
  const get = () => {
    if (!started) throw new Error('the two instances start before the tests')
    return started
  }
  return {
    get a() {
      return get().a
    },
    get b() {
      return get().b
    },
    throughB: (agent) => get().throughB(agent),
    close: () => get().close(),
  }
}

/** Whether `check` comes true within `ms` (a notice between instances takes a moment). */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) return false
    await new Promise((r) => setTimeout(r, 10))
  }
  return true
}
