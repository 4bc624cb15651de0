import { createECDH, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declaredRoutes } from '../http/openapi'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildUser } from '../test/factories'
import { anonymous } from '../test/management-factories'
import { buildOrderWorld, PASSWORD, signIn } from '../test/order-factories'

// Who may call the notification and push routes: each person's own messages, choices and browsers
// are for buyers and staff; every route answers 401 to a visitor and 403 to head office (no orders
// to hear of) and to a person of two roles before he picks one, and writes nothing then. Head
// office's outbox view is the other way round: 401 a visitor, 403 buyers and staff. Each call is
// valid in every other way, so only the guard can refuse it.

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>

beforeAll(async () => {
  t = await startTestApp()
  w = await buildOrderWorld(t.database.db)
  await buildUser(t.database.db, { username: 'kantor.pusat', password: PASSWORD, roles: ['admin'] })
})
afterAll(() => t.close())

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }

function browser() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/akses:uji'

/** One valid call per route of a person's own, keyed as the app declares the route. */
const PERSONAL: Record<string, Call> = {
  'GET /api/notifications': { method: 'GET', url: '/api/notifications' },
  'POST /api/notifications/read': { method: 'POST', url: '/api/notifications/read', body: { all: true } },
  'GET /api/profile/notifications': { method: 'GET', url: '/api/profile/notifications' },
  'PUT /api/profile/notifications': {
    method: 'PUT',
    url: '/api/profile/notifications',
    body: { items: [{ event: 'batal', push: false, email: false }] },
  },
  'POST /api/profile/notifications/test': { method: 'POST', url: '/api/profile/notifications/test' },
  'GET /api/push/key': { method: 'GET', url: '/api/push/key' },
  'POST /api/push/subscriptions': {
    method: 'POST',
    url: '/api/push/subscriptions',
    body: { endpoint: ENDPOINT, keys: browser() },
  },
  'DELETE /api/push/subscriptions': { method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: ENDPOINT } },
}
const OUTBOX = 'GET /api/admin/notifications/outbox'
const HEAD_OFFICE: Record<string, Call> = { [OUTBOX]: { method: 'GET', url: '/api/admin/notifications/outbox' } }

/** What a refused call could have written. */
async function state(): Promise<string> {
  const db = t.database.db
  const [messages, outbox, prefs, browsers] = await Promise.all([
    db.selectFrom('notifications').select(['id', 'read_at']).orderBy('id').execute(),
    db.selectFrom('notification_outbox').select('id').execute(),
    db.selectFrom('notification_prefs').selectAll().execute(),
    db.selectFrom('push_subscriptions').select('endpoint').execute(),
  ])
  return JSON.stringify({ messages, outbox: outbox.length, prefs, browsers })
}

const send = (agent: Agent, c: Call) => agent.request(c.method, c.url, c.body)

describe('notification and push access', () => {
  it('knows every notification and push route the app declares', () => {
    const declared = declaredRoutes(t.app)
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => /^\w+ \/api\/(notifications|profile\/notifications|push\/|admin\/notifications)/.test(key))
    expect(declared.sort()).toEqual([...Object.keys(PERSONAL), OUTBOX].sort())
  })

  it('answers 401 to a visitor on every route, and writes nothing', async () => {
    const visitor = await anonymous(t.app)
    const before = await state()
    for (const [key, c] of Object.entries({ ...PERSONAL, ...HEAD_OFFICE })) {
      const res = await send(visitor, c)
      expect(res.statusCode, key).toBe(401)
      expect(res.json().code, key).toBe('UNAUTHENTICATED')
    }
    expect(await state()).toBe(before)
  })

  it('answers 403 to head office and to a person of two roles before he picks one on every personal route', async () => {
    const headOffice = await signIn(t.app, 'kantor.pusat')
    const unpicked = new Agent(t.app)
    expect((await unpicked.login(w.dual.username, PASSWORD)).json().role).toBeNull()
    const before = await state()
    for (const [key, c] of Object.entries(PERSONAL)) {
      const asHeadOffice = await send(headOffice, c)
      expect(asHeadOffice.statusCode, key).toBe(403)
      expect(asHeadOffice.json().code, key).toBe('FORBIDDEN')
      const asUnpicked = await send(unpicked, c)
      expect(asUnpicked.statusCode, key).toBe(403)
      expect(asUnpicked.json().code, key).toBe('ROLE_REQUIRED')
    }
    expect(await state()).toBe(before)
  })

  it('lets buyers and staff in on every personal route', async () => {
    for (const who of ['beli.satu', 'staf.satu']) {
      const agent = await signIn(t.app, who)
      for (const [key, c] of Object.entries(PERSONAL)) {
        expect((await send(agent, c)).statusCode, `${who}: ${key}`).toBeLessThan(300)
      }
    }
  })

  it('answers 403 to buyers and staff on head office’s outbox view, and lets head office in', async () => {
    const dualAsStaff = new Agent(t.app)
    await dualAsStaff.login(w.dual.username, PASSWORD, 'seller')
    const agents = { buyer: await signIn(t.app, 'beli.satu'), staff: await signIn(t.app, 'staf.satu'), dualAsStaff }
    for (const [who, agent] of Object.entries(agents)) {
      const res = await send(agent, HEAD_OFFICE[OUTBOX])
      expect(res.statusCode, who).toBe(403)
      expect(res.json().code, who).toBe('FORBIDDEN')
    }
    expect((await send(await signIn(t.app, 'kantor.pusat'), HEAD_OFFICE[OUTBOX])).statusCode).toBe(200)
  })
})
