import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AppConfig, buildApp } from '../app'
import { startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { buildOrder, buildOrderWorld, part, READY, signIn } from '../test/order-factories'
import { readableMail, selfSignedCertificate, TestSmtp } from '../test/smtp'
import { createMailTransport } from './mail-transport'

// 'Kirim notifikasi uji' sends while the person waits and says what became of each channel: sent,
// queued (to be tried again) or refused, with the server's reason, which the outbox keeps too. A
// mail server whose certificate the portal does not trust refuses it until SMTP_CA_FILE names the
// server's CA. Its link opens the person's newest order. Each instance here is a whole app on one
// database, as the portal runs with its settings.

const PUBLIC_URL = 'https://parts.dealer.co.id'
const MAIL = { mailFrom: 'DIPO Parts <noreply@dealer.co.id>', publicUrl: PUBLIC_URL, notificationSender: true }
const cert = selfSignedCertificate()
const plainSmtp = new TestSmtp()
const tlsSmtp = new TestSmtp(cert)
let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let storeOrderId: number
let branchOrderId: number
const started: FastifyInstance[] = []

beforeAll(async () => {
  await plainSmtp.start()
  await tlsSmtp.start()
  t = await startTestApp({ ...MAIL, smtpUrl: `smtp://127.0.0.1:${plainSmtp.port}` })
  w = await buildOrderWorld(t.database.db)
  await t.database.db.updateTable('users').set({ email: 'budi@bengkel.co.id' }).where('id', '=', w.buyer.id).execute()
  const product = await part(t.database.db)
  const line = { product, qty_estimasi: 2, qty_confirmed: 2, ready_status_id: READY.ada }
  const order = (store: typeof w.store, status: 1 | 2) =>
    buildOrder(t.database.db, { branch: w.jkt, store, creator: w.buyer, staff: w.staff, status, lines: [line] })
  // the buyer's store's newest order waits at Konfirmasi; the branch's newest is another store's estimate
  await order(w.store, 1)
  storeOrderId = (await order(w.store, 2)).id
  branchOrderId = (await order(w.store2, 1)).id
})
// each test's other instances end with it: their senders, each with its own mail server, would
// otherwise race the next test's sender for the entries it waits for
afterEach(async () => {
  for (const app of started.splice(0)) await app.close()
})
afterAll(async () => {
  await t.close()
  await plainSmtp.stop()
  await tlsSmtp.stop()
  fs.rmSync(cert.dir, { recursive: true, force: true })
})

/** Another instance of the portal on the test's database, with its own settings. */
async function instance(over: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ database: t.database, clock: t.clock, config: { ...TEST_CONFIG, ...MAIL, ...over } })
  await app.ready()
  started.push(app)
  return app
}

async function testEntries(userId: number) {
  return t.database.db
    .selectFrom('notification_outbox as o')
    .innerJoin('notifications as n', 'n.id', 'o.notification_id')
    .select(['o.channel', 'o.state', 'o.attempts', 'o.last_error', 'n.link'])
    .where('n.user_id', '=', userId)
    .where('n.event', '=', 'uji')
    .orderBy('o.id', 'desc')
    .execute()
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (check()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return check()
}

describe('the test message', () => {
  it('lands in his own list and goes out by e-mail where it reaches him: sent, its link opening his newest order', async () => {
    const buyer = await signIn(t.app, 'beli.satu')
    plainSmtp.received = []
    const res = await buyer.post('/api/profile/notifications/test')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ push: [], email: { result: 'sent', reason: null } })
    expect(plainSmtp.received).toHaveLength(1)
    expect(plainSmtp.received[0].to).toEqual(['budi@bengkel.co.id'])
    const mail = readableMail(plainSmtp.received[0].raw)
    expect(mail).toMatch(/^Subject: Notifikasi uji/m)
    expect(mail).toContain('Notifikasi dari DIPO Parts sampai di perangkat ini.')
    expect(mail).toContain(`Buka pesanan: ${PUBLIC_URL}/user/pesanan/konfirmasi/${storeOrderId}`)
    const list = (await buyer.get('/api/notifications')).json()
    expect(list.items[0]).toMatchObject({ event: 'uji', order_id: null, title: 'Notifikasi uji', read: false })
    expect(list.items[0].link).toBe(`/user/pesanan/konfirmasi/${storeOrderId}`)
    expect((await testEntries(w.buyer.id))[0]).toMatchObject({
      channel: 'email',
      state: 'terkirim',
      attempts: 1,
      last_error: null,
    })
  })

  it('opens the branch’s newest order for staff, and the order list for a buyer whose store has none', async () => {
    const staff = await signIn(t.app, 'staf.satu')
    // staff have no e-mail address here: the list alone
    expect((await staff.post('/api/profile/notifications/test')).json()).toEqual({ push: [], email: null })
    expect((await staff.get('/api/notifications')).json().items[0].link).toBe(`/seller/pesanan/estimasi/${branchOrderId}`)
    const other = await signIn(t.app, 'beli.bdg')
    await other.post('/api/profile/notifications/test')
    expect((await other.get('/api/notifications')).json().items[0].link).toBe('/user/pesanan/all')
  })

  it('a browser whose address is not public is refused and dropped at once', async () => {
    const sub = await t.database.db
      .insertInto('push_subscriptions')
      .values({
        user_id: w.buyer.id,
        endpoint: 'https://127.0.0.1/push/inward',
        p256dh: 'B'.repeat(87),
        auth: 'a'.repeat(22),
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const buyer = await signIn(t.app, 'beli.satu')
    const res = (await buyer.post('/api/profile/notifications/test')).json()
    expect(res.push).toEqual([{ result: 'refused', reason: expect.stringMatching(/tidak dapat menerima push lagi/) }])
    expect(res.email).toEqual({ result: 'sent', reason: null })
    expect(await t.database.db.selectFrom('push_subscriptions').select('id').where('id', '=', sub.id).execute()).toEqual([])
  })

  it('a mail server whose certificate is not trusted: refused with the reason, which the outbox keeps', async () => {
    const untrusting = await instance({ smtpUrl: `smtp://127.0.0.1:${tlsSmtp.port}` })
    const buyer = await signIn(untrusting, 'beli.satu')
    tlsSmtp.received = []
    const res = await buyer.post('/api/profile/notifications/test')
    expect(res.statusCode, res.body).toBe(200)
    const { email } = res.json()
    expect(email.result).toBe('refused')
    expect(email.reason).toMatch(/^Sertifikat TLS server e-mail tidak dipercaya \(self-signed certificate\)/)
    expect(email.reason).toContain('SMTP_CA_FILE')
    expect(tlsSmtp.received).toEqual([])
    // given up at once: the person was told, a test retried for a day helps nobody
    expect((await testEntries(w.buyer.id))[0]).toMatchObject({ channel: 'email', state: 'gagal', last_error: email.reason })
  })

  it('with SMTP_CA_FILE naming the server’s CA, it goes out over TLS', async () => {
    const trusting = await instance({ smtpUrl: `smtp://127.0.0.1:${tlsSmtp.port}`, smtpCaFile: cert.certFile })
    const buyer = await signIn(trusting, 'beli.satu')
    tlsSmtp.received = []
    const res = await buyer.post('/api/profile/notifications/test')
    expect(res.json().email).toEqual({ result: 'sent', reason: null })
    expect(tlsSmtp.received.map((m) => [m.to, m.secure])).toEqual([[['budi@bengkel.co.id'], true]])
  })

  it('a mail server that cannot be reached: queued with the reason, for the sender to try again', async () => {
    const unreachable = await instance({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` })
    const buyer = await signIn(unreachable, 'beli.satu')
    const { email } = (await buyer.post('/api/profile/notifications/test')).json()
    expect(email.result).toBe('queued')
    expect(email.reason).toMatch(/ECONNREFUSED/)
    expect((await testEntries(w.buyer.id))[0]).toMatchObject({ state: 'antri', attempts: 1, last_error: email.reason })
  })

  it('an instance that sends nothing answers queued, and an instance that sends delivers it', async () => {
    const quiet = await instance({ smtpUrl: `smtp://127.0.0.1:${plainSmtp.port}`, notificationSender: false })
    const buyer = await signIn(quiet, 'beli.satu')
    plainSmtp.received = []
    const { email } = (await buyer.post('/api/profile/notifications/test')).json()
    expect(email).toEqual({ result: 'queued', reason: expect.stringMatching(/NOTIFICATION_SENDER=off/) })
    // the test app's own sender hears of the new message and sends it
    expect(await waitFor(() => plainSmtp.received.length === 1, 5_000)).toBe(true)
  })

  it('a CA file that holds no certificate stops the start with its name', () => {
    const options = { smtpUrl: 'smtp://127.0.0.1:25', from: 'x@dealer.co.id' }
    expect(() => createMailTransport({ ...options, caFile: `${cert.dir}/none.pem` })).toThrow(
      /SMTP_CA_FILE .*none\.pem cannot be read/,
    )
    expect(() => createMailTransport({ ...options, caFile: cert.keyFile })).toThrow(
      /SMTP_CA_FILE .*key\.pem holds no PEM certificate/,
    )
  })
})
