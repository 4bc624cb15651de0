import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/connect'
import { ManualClock } from '../lib/clock'
import { type Agent, TEST_CONFIG } from '../test/app'
import { openDatabaseBehindProxy } from '../test/database'
import { openEventStream, until } from '../test/event-stream'
import { buildOrder, buildOrderWorld, part, signIn } from '../test/order-factories'
import type { TcpProxy } from '../test/tcp-proxy'

// Live status across a database outage: the portal's LISTEN connection is cut with the rest;
// when the database is back, open streams are told to reload (changes made meanwhile were not
// announced) and the next change reaches them as usual.
const adminUrl = process.env.TEST_DATABASE_URL

describe.runIf(adminUrl)('live status events across a database outage', () => {
  let proxy: TcpProxy
  let database: DatabaseHandle
  let app: FastifyInstance
  let world: Awaited<ReturnType<typeof buildOrderWorld>>
  let baseUrl: string
  let staff: Agent
  let buyer: Agent

  beforeAll(async () => {
    ;({ database, proxy } = await openDatabaseBehindProxy())
    world = await buildOrderWorld(database.db)
    app = await buildApp({ database, clock: new ManualClock(), config: TEST_CONFIG })
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    staff = await signIn(app, 'staf.satu')
    buyer = await signIn(app, 'beli.satu')
  })
  afterAll(async () => {
    proxy.restore()
    await app?.close()
    await database?.close()
    await proxy?.close()
  })

  it('tells open streams to reload when listening resumes, then delivers the next change', async () => {
    const stream = await openEventStream(baseUrl, buyer.cookie('sid') as string)
    try {
      await until(() => stream.events.some((e) => e.event === 'ready'))
      proxy.cut('refuse')
      await new Promise((r) => setTimeout(r, 1_500))
      proxy.restore()
      await until(() => stream.events.some((e) => e.event === 'resync'), 8_000)

      const product = await part(database.db)
      const order = await buildOrder(database.db, {
        branch: world.jkt,
        store: world.store,
        creator: world.buyer,
        lines: [{ product, qty_estimasi: 2 }],
      })
      const res = await staff.post(`/api/orders/${order.id}/actions/kirim-konfirmasi`, {
        confirm_lines: order.lineIds.map((id) => ({ order_detail_id: id, qty_confirmed: 0 })),
      })
      expect(res.statusCode).toBe(200)
      await until(() =>
        stream.events.some((e) => e.event === 'order-status' && (e.data as { order_id: number }).order_id === order.id),
      )
    } finally {
      stream.close()
    }
  })
})
