import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/connect'
import { ManualClock } from '../lib/clock'
import { type Agent, TEST_CONFIG } from '../test/app'
import { openDatabaseBehindProxy } from '../test/database'
import { buildOnboardingWorld, buyerRow, commit, signInAs, validateRows } from '../test/onboarding-factories'
import type { TcpProxy } from '../test/tcp-proxy'

// A commit cut by a database outage at its worst moments, through a proxy that drops the line when
// a statement passes: half-way through its writes (stores in, buyers not yet), or after its COMMIT
// reached PostgreSQL. Either way the file is written whole or not at all, and never twice.
const adminUrl = process.env.TEST_DATABASE_URL

describe.runIf(adminUrl)('an onboarding commit cut by a database outage', () => {
  let proxy: TcpProxy
  let database: DatabaseHandle
  let app: FastifyInstance
  let admin: Agent

  beforeAll(async () => {
    ;({ database, proxy } = await openDatabaseBehindProxy())
    await buildOnboardingWorld(database.db)
    app = await buildApp({ database, clock: new ManualClock(), config: TEST_CONFIG })
    await app.ready()
    admin = await signInAs(app, 'pusat.satu')
  })
  afterEach(() => proxy.restore())
  afterAll(async () => {
    proxy.restore()
    await app?.close()
    await database?.close()
    await proxy?.close()
  })

  // the cut closed the pooled connections too; one timer turn lets the pool drop them
  async function recover() {
    proxy.restore()
    await new Promise((resolve) => setTimeout(resolve, 25))
  }

  const written = async (codes: string[], usernames: string[]) => ({
    stores: (await database.db.selectFrom('stores').select('id').where('ibs_cust_code', 'in', codes).execute()).length,
    users: (await database.db.selectFrom('users').select('id').where('username', 'in', usernames).execute()).length,
    onboarded: (await database.db.selectFrom('account_events').select('id').where('action', '=', 'onboarded').execute()).length,
  })

  it('cut after the stores, before the buyers: nothing is written and the same token commits once the database is back', async () => {
    const rows = [buyerRow(1), buyerRow(2), buyerRow(4)]
    const checked = await validateRows(admin, 'admin', rows)
    expect(checked.statusCode, checked.body).toBe(200)
    const token = checked.json().token
    const cut = proxy.cutOn('insert into "users"', 'before')
    const res = await commit(admin, 'admin', token)
    await cut
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    expect(res.body).not.toContain('password')
    await recover()
    const codes = ['C10000', 'C10001', 'C10002']
    const usernames = ['pelanggan.1', 'pelanggan.2', 'pelanggan.4']
    expect(await written(codes, usernames)).toEqual({ stores: 0, users: 0, onboarded: 0 })

    const retry = await commit(admin, 'admin', token)
    expect(retry.statusCode, retry.body).toBe(201)
    expect(retry.json().passwords).toHaveLength(3)
    expect(await written(codes, usernames)).toEqual({ stores: 3, users: 3, onboarded: 1 })
  })

  it('cut after its COMMIT reached the database: written once; a retry is 409 and writes nothing more', async () => {
    const checked = await validateRows(admin, 'admin', [buyerRow(10), buyerRow(12)])
    const token = checked.json().token
    const cut = proxy.cutOn('commit', 'after')
    const res = await commit(admin, 'admin', token)
    await cut
    expect(res.statusCode).toBe(503)
    await recover()
    const retry = await commit(admin, 'admin', token)
    expect(retry.statusCode).toBe(409)
    expect(retry.json()).not.toHaveProperty('passwords')
    expect(await written(['C10005', 'C10006'], ['pelanggan.10', 'pelanggan.12'])).toMatchObject({ stores: 2, users: 2 })
  })
})
