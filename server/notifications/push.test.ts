import { createECDH, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import ece from 'http_ece'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'
import { buildOrder, buildOrderWorld, type Product, part, READY, signIn } from '../test/order-factories'
import { selfSignedCertificate } from '../test/smtp'
import { createPushTransport, type SendPush } from './push-transport'
import { createOrderNotifier } from './record'
import { type SenderDeps, sendDue } from './sender'
import { loadVapidKeys } from './vapid'

// Web Push to a local HTTPS endpoint standing in for a push service: the message arrives
// encrypted as RFC 8291 says, and the test reads it with the browser's own keys; a browser the
// service no longer knows (410) is removed. Hostile endpoints (loopback by address, a redirect, an
// endpoint that never answers) are refused or contained; the subscription calls refuse what a
// browser may not hand us.

interface PushHit {
  url: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let product: Product
let certDir: string
let cert: Buffer
let endpointServer: https.Server
let endpointBase: string
const hits: PushHit[] = []
let answer = 201
let trustingAgent: https.Agent

/** A browser: its P-256 key pair and auth secret, as PushManager.subscribe() makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth, authText: auth.toString('base64url') }
}

beforeAll(async () => {
  // a certificate for 127.0.0.1, trusted below as the push service's own CA
  const made = selfSignedCertificate()
  certDir = made.dir
  cert = fs.readFileSync(path.join(certDir, 'cert.pem'))
  endpointServer = https.createServer({ key: fs.readFileSync(path.join(certDir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      hits.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      if (req.url?.startsWith('/redirect')) {
        res.writeHead(301, { Location: 'https://169.254.169.254/latest/meta-data' }).end()
        return
      }
      res.writeHead(answer).end()
    })
  })
  await new Promise<void>((resolve) => endpointServer.listen(0, '127.0.0.1', () => resolve()))
  endpointBase = `https://127.0.0.1:${(endpointServer.address() as AddressInfo).port}`
  // the test's push service is on this machine: only the test's own agent may reach it
  trustingAgent = new https.Agent({ ca: cert })

  t = await startTestApp()
  w = await buildOrderWorld(t.database.db)
  product = await part(t.database.db, { name: 'KAMPAS REM' })
})
afterAll(async () => {
  trustingAgent.destroy()
  await new Promise<void>((resolve) => endpointServer.close(() => resolve()))
  fs.rmSync(certDir, { recursive: true, force: true })
  await t.close()
})

async function subscribeRow(userId: number, endpoint: string, keys = browserKeys()) {
  const row = await t.database.db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.authText, created_at: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), keys }
}

async function placedOrder(): Promise<number> {
  const order = await buildOrder(t.database.db, {
    branch: w.jkt,
    store: w.store,
    creator: w.buyer,
    staff: w.staff,
    status: 3,
    lines: [{ product, qty_estimasi: 5, qty_confirmed: 4, qty_ordered: 4, ready_status_id: READY.ada }],
  })
  // the buyer placed it: the branch's staff are told (dipesan, push on by default)
  const notify = createOrderNotifier({ clock: t.clock, emailEnabled: false })
  await t.database.db.transaction().execute((trx) => notify(trx, { event: 'dipesan', orderId: order.id, actorId: w.buyer.id }))
  return order.id
}

/** The real transport; with `agent`, one that trusts the local push service on this machine. */
async function pushTransport(agent?: https.Agent, timeoutMs = 2_000): Promise<SendPush> {
  const vapid = await loadVapidKeys(t.database.db)
  const local = agent ? { agent, allowAddress: () => true } : {}
  return createPushTransport({ vapid, subject: 'mailto:admin@dealer.co.id', timeoutMs, ...local })
}

const deps = (push: SendPush): SenderDeps => ({ db: t.database.db, clock: t.clock, push, publicUrl: '' })

async function outbox(subscriptionId: number) {
  return t.database.db.selectFrom('notification_outbox').selectAll().where('push_subscription_id', '=', subscriptionId).execute()
}

describe('a push', () => {
  it('arrives encrypted (RFC 8291) and signed (VAPID); the browser’s keys read it', async () => {
    const sub = await subscribeRow(w.staff2.id, `${endpointBase}/push/staf-dua`)
    const orderId = await placedOrder()
    hits.length = 0
    answer = 201
    await sendDue(deps(await pushTransport(trustingAgent)))
    expect(hits).toHaveLength(1)
    const hit = hits[0]
    expect(hit.url).toBe('/push/staf-dua')
    expect(hit.headers['content-encoding']).toBe('aes128gcm')
    expect(hit.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    expect(Number(hit.headers.ttl)).toBe(86_400)
    const plain = ece.decrypt(hit.body, { version: 'aes128gcm', privateKey: sub.keys.ecdh, authSecret: sub.keys.authText })
    const message = JSON.parse(plain.toString('utf8'))
    expect(message).toEqual({
      title: expect.stringMatching(/^Pesanan DPO\/JKT01\/\d{6}\/\d{5} masuk \(Dipesan\)$/),
      body: 'TOKO MAJU JAYA: pembeli melanjutkan pesanan, 1 part. Siap diexport.',
      link: `/seller/pesanan/po/${orderId}`,
    })
    expect((await outbox(sub.id))[0]).toMatchObject({ state: 'terkirim', attempts: 1 })
    const row = await t.database.db
      .selectFrom('push_subscriptions')
      .select('last_sent_at')
      .where('id', '=', sub.id)
      .executeTakeFirst()
    expect(row?.last_sent_at).not.toBeNull()
  })

  it('a browser the push service no longer knows (410) is removed', async () => {
    await t.database.db.deleteFrom('push_subscriptions').execute()
    const sub = await subscribeRow(w.staff2.id, `${endpointBase}/push/gone`)
    await placedOrder()
    answer = 410
    await sendDue(deps(await pushTransport(trustingAgent)))
    answer = 201
    const left = await t.database.db.selectFrom('push_subscriptions').select('id').where('id', '=', sub.id).execute()
    expect(left).toEqual([])
    expect(await outbox(sub.id)).toEqual([])
  })
})

describe('hostile endpoints', () => {
  it('an address on this machine is never called by the real transport, and its browser is dropped at once', async () => {
    await t.database.db.deleteFrom('push_subscriptions').execute()
    // written out, and a name that resolves to this machine (checked when it is looked up)
    const byAddress = await subscribeRow(w.staff2.id, `${endpointBase}/push/loopback`)
    const byName = await subscribeRow(w.staff2.id, `${endpointBase.replace('127.0.0.1', 'localhost')}/push/named`)
    await placedOrder()
    hits.length = 0
    await sendDue(deps(await pushTransport(undefined)))
    expect(hits).toEqual([])
    // not tried again for a day: the address will not get better
    const left = await t.database.db.selectFrom('push_subscriptions').select('id').execute()
    expect(left).toEqual([])
    expect(await outbox(byAddress.id)).toEqual([])
    expect(await outbox(byName.id)).toEqual([])
  })

  it('a redirect is not followed, and an endpoint that never answers is given up on in time', async () => {
    await t.database.db.deleteFrom('push_subscriptions').execute()
    const redirecting = await subscribeRow(w.staff2.id, `${endpointBase}/redirect`)
    const silent = net.createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()))
    const silentUrl = `https://127.0.0.1:${(silent.address() as AddressInfo).port}/push/silent`
    const hanging = await subscribeRow(w.staff2.id, silentUrl)
    await placedOrder()
    hits.length = 0
    const started = Date.now()
    await sendDue(deps(await pushTransport(trustingAgent, 500)))
    expect(Date.now() - started).toBeLessThan(5_000)
    silent.close()
    expect(hits.map((h) => h.url)).toEqual(['/redirect'])
    expect((await outbox(redirecting.id))[0]).toMatchObject({ state: 'antri', last_error: 'layanan push menjawab 301' })
    expect((await outbox(hanging.id))[0].last_error).toMatch(/tidak menjawab|timeout|socket/i)
  })
})

describe('POST/DELETE /api/push/subscriptions', () => {
  it('keeps a browser with a public https endpoint, and refuses anything else', async () => {
    const staff = await signIn(t.app, 'staf.dua')
    const keys = browserKeys()
    const body = (endpoint: string) => ({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } })
    const good = 'https://fcm.googleapis.com/fcm/send/abc:def'
    expect((await staff.post('/api/push/subscriptions', { ...body(good), expirationTime: null })).statusCode).toBe(204)
    const kept = await t.database.db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', good).execute()
    expect(kept).toEqual([{ user_id: w.staff2.id }])

    for (const [endpoint, detail] of [
      ['http://fcm.googleapis.com/fcm/send/x', 'Alamat push harus https.'],
      ['https://127.0.0.1/push', 'Alamat push harus alamat publik.'],
      ['https://10.0.0.8/push', 'Alamat push harus alamat publik.'],
      ['https://169.254.169.254/latest/meta-data', 'Alamat push harus alamat publik.'],
      ['https://[::1]/push', 'Alamat push harus alamat publik.'],
      ['https://localhost/push', 'Alamat push harus alamat publik.'],
    ]) {
      const res = await staff.post('/api/push/subscriptions', body(endpoint))
      expect(res.statusCode, endpoint).toBe(422)
      expect(res.json().detail).toBe(detail)
    }
    const badKey = { endpoint: good, keys: { p256dh: 'A'.repeat(87), auth: keys.authText } }
    expect((await staff.post('/api/push/subscriptions', badKey)).statusCode).toBe(422)
    for (const extra of [
      { ...body(good), user_id: w.staff.id },
      { endpoint: good },
      { ...body(good), keys: { ...body(good).keys, x: 1 } },
    ]) {
      expect((await staff.post('/api/push/subscriptions', extra)).statusCode).toBe(400)
    }

    // another person cannot remove it; he can
    const other = await signIn(t.app, 'staf.satu')
    expect((await other.request('DELETE', '/api/push/subscriptions', { endpoint: good })).statusCode).toBe(204)
    expect(await t.database.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', good).execute()).toHaveLength(
      1,
    )
    expect((await staff.request('DELETE', '/api/push/subscriptions', { endpoint: good })).statusCode).toBe(204)
    expect(await t.database.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', good).execute()).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401)
    expect((await staff.get('/api/push/key')).json().public_key).toBe((await loadVapidKeys(t.database.db)).publicKey)
  })
})
