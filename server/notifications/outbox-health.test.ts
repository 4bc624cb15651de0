import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import { buildOrderWorld, PASSWORD, signIn } from '../test/order-factories'

// Head office's view of the outbox (GET /api/admin/notifications/outbox): per channel, whether this
// server sends by it, how many messages wait and how long the oldest has, how many were given up
// in the last 7 days, and the newest error with its reason.

const HOUR = 60 * 60_000
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>

beforeAll(async () => {
  // e-mail is set up (nothing is sent: no sender runs here)
  t = await startTestApp({
    smtpUrl: 'smtp://127.0.0.1:2525',
    mailFrom: 'x@dealer.co.id',
    publicUrl: 'https://parts.dealer.co.id',
  })
  w = await buildOrderWorld(t.database.db)
  await buildUser(t.database.db, { username: 'kantor.pusat', password: PASSWORD, roles: ['admin'] })
})
afterAll(() => t.close())

type Entry = {
  channel: 'push' | 'email'
  state: 'antri' | 'terkirim' | 'gagal'
  hoursAgo: number
  finishedHoursAgo?: number
  error?: string
  attempts?: number
}

async function write(entries: Entry[]) {
  const db = t.database.db
  const now = t.clock.now().getTime()
  const browser = await db
    .insertInto('push_subscriptions')
    .values({
      user_id: w.buyer.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
      created_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const e of entries) {
    const at = new Date(now - e.hoursAgo * HOUR)
    const message = await db
      .insertInto('notifications')
      .values({
        user_id: w.buyer.id,
        event: 'uji',
        order_id: null,
        title: 'Uji',
        body: 'Uji',
        link: '/user/pesanan/all',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('notification_outbox')
      .values({
        notification_id: message.id,
        channel: e.channel,
        push_subscription_id: e.channel === 'push' ? browser.id : null,
        state: e.state,
        attempts: e.attempts ?? 1,
        due_at: new Date(now + 30_000),
        created_at: at,
        finished_at: e.finishedHoursAgo === undefined ? null : new Date(now - e.finishedHoursAgo * HOUR),
        last_error: e.error ?? null,
      })
      .execute()
  }
}

describe('GET /api/admin/notifications/outbox', () => {
  it('is all quiet on an empty outbox', async () => {
    const admin = await signIn(t.app, 'kantor.pusat')
    const res = await admin.get('/api/admin/notifications/outbox')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      channels: [
        { channel: 'email', active: true, waiting: 0, oldest_waiting_seconds: 0, failed: 0, last_error: null },
        { channel: 'push', active: true, waiting: 0, oldest_waiting_seconds: 0, failed: 0, last_error: null },
      ],
    })
  })

  it('counts what waits and what was given up this week, and names the newest error per channel', async () => {
    await write([
      { channel: 'email', state: 'gagal', hoursAgo: 30, finishedHoursAgo: 6, error: '550 mailbox unavailable', attempts: 40 },
      { channel: 'email', state: 'gagal', hoursAgo: 24 * 9, finishedHoursAgo: 24 * 8, error: 'sudah lama' },
      { channel: 'email', state: 'antri', hoursAgo: 3, error: 'Sertifikat TLS server e-mail tidak dipercaya', attempts: 7 },
      { channel: 'email', state: 'antri', hoursAgo: 1 },
      { channel: 'email', state: 'terkirim', hoursAgo: 0.5, finishedHoursAgo: 0.5 },
      { channel: 'push', state: 'antri', hoursAgo: 2 },
      { channel: 'push', state: 'terkirim', hoursAgo: 1, finishedHoursAgo: 1 },
    ])
    const admin = await signIn(t.app, 'kantor.pusat')
    const { channels } = (await admin.get('/api/admin/notifications/outbox')).json()
    const messageAt = (hoursAgo: number) => new Date(t.clock.now().getTime() - hoursAgo * HOUR).toISOString()
    expect(channels).toEqual([
      {
        channel: 'email',
        active: true,
        waiting: 2,
        oldest_waiting_seconds: 3 * 3600,
        failed: 1,
        last_error: {
          reason: 'Sertifikat TLS server e-mail tidak dipercaya',
          message_at: messageAt(3),
          attempts: 7,
          waiting: true,
        },
      },
      { channel: 'push', active: true, waiting: 1, oldest_waiting_seconds: 2 * 3600, failed: 0, last_error: null },
    ])
  })

  it('says e-mail is not sent by a server without SMTP settings', async () => {
    const bare = await buildApp({ database: t.database, clock: t.clock, config: TEST_CONFIG })
    try {
      await bare.ready()
      const admin = await signIn(bare, 'kantor.pusat')
      const { channels } = (await admin.get('/api/admin/notifications/outbox')).json()
      expect(channels.map((c: { channel: string; active: boolean }) => [c.channel, c.active])).toEqual([
        ['email', false],
        ['push', true],
      ])
    } finally {
      await bare.close()
    }
  })

  it('refuses anything slipped into the address', async () => {
    const admin = await signIn(t.app, 'kantor.pusat')
    for (const query of ['?channel=email', '?limit=5', '?x=1']) {
      const res = await admin.get(`/api/admin/notifications/outbox${query}`)
      expect(res.statusCode, query).toBe(400)
    }
  })
})
