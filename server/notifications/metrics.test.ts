import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildOrder, buildOrderWorld, part, READY } from '../test/order-factories'
import { NOTIFICATION_CHANNEL } from './queries'

// What the operator's alerts read from /api/metrics: how many messages wait per channel and how
// old the oldest is, and what this instance's sender did with them.
const TOKEN = 'notification-metrics-token-0123'
let t: TestApp

beforeAll(async () => {
  // the sender runs, without an SMTP server: an e-mail entry is tried and waits for a retry
  t = await startTestApp({ metricsToken: TOKEN, notificationSender: true })
})
afterAll(() => t.close())

const scrape = async () =>
  (await new Agent(t.app).request('GET', '/api/metrics', undefined, { headers: { authorization: `Bearer ${TOKEN}` } })).body

describe('notification metrics', () => {
  it('count the waiting messages, the age of the oldest, and the sends by result', async () => {
    expect(await scrape()).toContain('portal_notification_outbox_queued{channel="email"} 0')
    const db = t.database.db
    const w = await buildOrderWorld(db)
    const product = await part(db)
    const order = await buildOrder(db, {
      branch: w.jkt,
      store: w.store,
      creator: w.buyer,
      status: 4,
      lines: [{ product, qty_estimasi: 1, qty_confirmed: 1, qty_ordered: 1, ready_status_id: READY.ada }],
    })
    const made = await db
      .insertInto('notifications')
      .values({
        user_id: w.buyer.id,
        event: 'diproses',
        order_id: order.id,
        title: 'Pesanan diproses',
        body: 'x',
        link: `/user/pesanan/diproses/${order.id}`,
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('notification_outbox')
      .values({
        notification_id: made.id,
        channel: 'email',
        push_subscription_id: null,
        due_at: t.clock.now(),
        created_at: t.clock.now(),
      })
      .execute()
    t.clock.advance(90_000)
    await sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ user_ids: [w.buyer.id] })})`.execute(db)
    const deadline = Date.now() + 5_000
    let text = await scrape()
    while (!text.includes('portal_notification_sends_total{channel="email",result="retry"} 1') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
      text = await scrape()
    }
    expect(text).toContain('portal_notification_sends_total{channel="email",result="retry"} 1')
    expect(text).toContain('portal_notification_outbox_queued{channel="email"} 1')
    expect(text).toContain('portal_notification_outbox_oldest_seconds{channel="email"} 90')
    expect(text).toContain('portal_notification_outbox_queued{channel="push"} 0')
  })
})
