import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { ManualClock } from '../lib/clock'
import { Agent, TEST_CONFIG } from '../test/app'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'
import type { DatabaseHandle } from './connect'

// A statement that waits past statement_timeout (here behind a lock a long write holds) is the
// database not answering now: the caller is told to try again in a moment (503), as when the
// database is away, not handed an internal error.
const adminUrl = process.env.TEST_DATABASE_URL

describe.runIf(adminUrl)('a statement past its time', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let buyer: Agent

  beforeAll(async () => {
    database = await openTestDatabase({ statementTimeoutMs: 300 })
    const branch = await buildBranch(database.db, 'JKT01')
    const store = await buildStore(database.db, branch.id)
    await buildUser(database.db, { username: 'tunggu.beli', password: 'rahasia1', roles: ['user'], storeId: store.id })
    await buildProduct(database.db, { sto_id: 'TUNGGU1' })
    app = await buildApp({ database, clock: new ManualClock(), config: TEST_CONFIG })
    await app.ready()
    buyer = new Agent(app)
    await buyer.login('tunggu.beli', 'rahasia1')
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('answers 503 with the server message, and the next call after the lock is gone answers', async () => {
    let release = () => {}
    const held = new Promise<void>((r) => (release = r))
    let locked = () => {}
    const isLocked = new Promise<void>((r) => (locked = r))
    const holder = database.db.transaction().execute(async (trx) => {
      await sql`lock table products in access exclusive mode`.execute(trx)
      locked()
      await held
    })
    await isLocked
    const waited = await buyer.get('/api/products-osc?q=TUNGGU')
    release()
    await holder
    expect(waited.statusCode, waited.body).toBe(503)
    expect(waited.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', detail: 'Server bermasalah. Coba beberapa saat lagi.' })
    const after = await buyer.get('/api/products-osc?q=TUNGGU')
    expect(after.statusCode).toBe(200)
    expect(after.json().items.map((p: { sto_id: string }) => p.sto_id)).toEqual(['TUNGGU1'])
  })
})

// The migrations lift the session's statement timeout for their run; the client's own deadline
// (statement timeout + 2 s) must lift with it, or a long index build is cut at 10 s anyway.
describe.runIf(adminUrl)('a session that lifts its statement timeout', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await openTestDatabase({ statementTimeoutMs: 300 })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('waits past the client deadline while lifted, and is cut again once reset', async () => {
    await database.db.connection().execute(async (connection) => {
      await sql`set statement_timeout = 0`.execute(connection)
      // 2.6 s: past the client's deadline of 300 ms + 2 s
      const { rows } = await sql<{ done: number }>`select 1 as done from pg_sleep(2.6)`.execute(connection)
      expect(rows).toEqual([{ done: 1 }])
      await sql`reset statement_timeout`.execute(connection)
      await expect(sql`select pg_sleep(1)`.execute(connection)).rejects.toThrow(/statement timeout/)
    })
  })
})
