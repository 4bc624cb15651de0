import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { ManualClock } from '../lib/clock'
import { Agent, TEST_CONFIG } from '../test/app'
import { openDatabaseBehindProxy } from '../test/database'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'
import type { TcpProxy } from '../test/tcp-proxy'
import type { DatabaseHandle } from './connect'

// A real PostgreSQL behind a TCP proxy the test cuts and restores: the driver sees a real drop.
const adminUrl = process.env.TEST_DATABASE_URL

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Uncaught errors are what took the whole process down; here they are counted, not fatal. */
const uncaught: unknown[] = []
const recordUncaught = (err: unknown) => void uncaught.push(err)

describe.runIf(adminUrl)('a database outage', () => {
  let proxy: TcpProxy
  let database: DatabaseHandle
  let app: FastifyInstance

  beforeAll(async () => {
    process.prependListener('uncaughtException', recordUncaught)
    ;({ database, proxy } = await openDatabaseBehindProxy())
    const db = database.db
    const branch = await buildBranch(db, 'JKT01')
    const store = await buildStore(db, branch.id)
    await buildUser(db, { username: 'putus.beli', roles: ['user'], storeId: store.id })
    await buildProduct(db, { sto_id: 'PUTUS1' })
    app = await buildApp({ database, clock: new ManualClock(), config: TEST_CONFIG })
    await app.ready()
  })

  afterAll(async () => {
    proxy.restore()
    await app?.close()
    await database?.close()
    await proxy?.close()
    process.removeListener('uncaughtException', recordUncaught)
  })

  it('does not crash the process when a checked-out connection drops between two queries', async () => {
    const inside = database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx)
      // the connection is now checked out with no query running: the moment the driver used
      // to emit an 'error' event nobody listened to
      proxy.cut('refuse')
      await sleep(300)
      await sql`select 1`.execute(trx)
    })
    await expect(inside).rejects.toThrow()
    await sleep(100)
    expect(uncaught).toEqual([])
    proxy.restore()
    await expect(sql`select 1 as one`.execute(database.db)).resolves.toMatchObject({ rows: [{ one: 1 }] })
  })

  it('does not crash when idle pool connections and the listening connection drop', async () => {
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(database.db)))
    proxy.cut('refuse')
    await sleep(1_500)
    expect(uncaught).toEqual([])
    proxy.restore()
    await expect(sql`select 1 as one`.execute(database.db)).resolves.toMatchObject({ rows: [{ one: 1 }] })
  })

  it('answers 503 quickly while the database is unreachable and serves the same session again after', async () => {
    const buyer = new Agent(app)
    expect((await buyer.login('putus.beli', 'rahasia1')).statusCode).toBe(200)
    expect((await buyer.get('/api/cart')).statusCode).toBe(200)

    proxy.cut('refuse')
    // a session read fresh from the database (the 5 s cache would hide the outage)
    const fresh = new Agent(app)
    const started = Date.now()
    const down = await fresh.get('/api/auth/csrf')
    const login = await fresh.login('putus.beli', 'rahasia1')
    expect(login.statusCode).toBe(503)
    expect(login.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', detail: 'Server bermasalah. Coba beberapa saat lagi.' })
    expect(Date.now() - started).toBeLessThan(6_000)
    expect(down.statusCode).toBeLessThan(500)
    expect((await app.inject('/api/readyz')).statusCode).toBe(503)
    expect((await app.inject('/api/healthz')).statusCode).toBe(200)
    expect(uncaught).toEqual([])

    proxy.restore()
    await sleep(200)
    expect((await app.inject('/api/readyz')).statusCode).toBe(200)
    expect((await buyer.get('/api/cart')).statusCode).toBe(200)
  })

  it('answers 503 within seconds when the database cannot be reached at all, and readyz says so in 2 s', async () => {
    const buyer = new Agent(app)
    expect((await buyer.login('putus.beli', 'rahasia1')).statusCode).toBe(200)
    proxy.cut('blackhole')
    const fresh = new Agent(app)
    await fresh.get('/api/auth/csrf')
    let started = Date.now()
    const login = await fresh.login('putus.beli', 'rahasia1')
    expect(login.statusCode).toBe(503)
    expect(Date.now() - started).toBeLessThan(7_000)
    started = Date.now()
    expect((await app.inject('/api/readyz')).statusCode).toBe(503)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect((await app.inject('/api/healthz')).statusCode).toBe(200)
    proxy.restore()
    expect((await buyer.get('/api/cart')).statusCode).toBe(200)
  })

  it('gives up a query whose answer never comes (a partition mid-request) instead of hanging', async () => {
    const buyer = new Agent(app)
    expect((await buyer.login('putus.beli', 'rahasia1')).statusCode).toBe(200)
    await sql`select 1`.execute(database.db)
    proxy.stall()
    const started = Date.now()
    const res = await buyer.get('/api/cart')
    expect(res.statusCode).toBe(503)
    expect(Date.now() - started).toBeLessThan(12_000)
    proxy.restore()
    // the stalled connection was thrown away, not lent out again with a stray answer pending
    expect((await buyer.get('/api/cart')).statusCode).toBe(200)
    expect(uncaught).toEqual([])
  }, 20_000)
})
