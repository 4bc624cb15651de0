import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declaredRoutes } from '../http/openapi'
import { adminStaffForm, buildAdminWorld } from '../test/admin-factories'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { anonymous, PASSWORD, postMultipart, signIn } from '../test/management-factories'

// Who may call head office's routes at all: every /api/admin/* route, as the app declares them,
// answers 401 to a visitor and 403 to a buyer, to staff and to a person who is both (whichever
// role he works in), whatever the body holds, and writes nothing. Head office itself gets in.
let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>

beforeAll(async () => {
  t = await startTestApp()
  w = await buildAdminWorld(t.database.db)
})
afterAll(() => t.close())

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown; multipart?: Record<string, string> }

/** One valid-looking call per route of head office, keyed as the app declares the route. */
function calls(): Record<string, Call> {
  const staff = `/api/admin/staff/${w.staff.id}`
  return {
    'GET /api/admin/branches': { method: 'GET', url: '/api/admin/branches' },
    'POST /api/admin/branches': { method: 'POST', url: '/api/admin/branches', body: { code: 'AKS01', name: 'Cabang Akses' } },
    'PATCH /api/admin/branches/:id': { method: 'PATCH', url: `/api/admin/branches/${w.jkt.id}`, body: { active: false } },
    'GET /api/admin/staff': { method: 'GET', url: '/api/admin/staff' },
    'POST /api/admin/staff': { method: 'POST', url: '/api/admin/staff', multipart: adminStaffForm(w.jkt.id) },
    'POST /api/admin/staff/:id/deactivate': { method: 'POST', url: `${staff}/deactivate`, body: {} },
    'POST /api/admin/staff/:id/reactivate': { method: 'POST', url: `${staff}/reactivate`, body: {} },
    'POST /api/admin/staff/:id/reset-password': {
      method: 'POST',
      url: `${staff}/reset-password`,
      body: { password: 'baru1234', confirm_password: 'baru1234', must_change_password: '1' },
    },
    'POST /api/admin/staff/:id/move': { method: 'POST', url: `${staff}/move`, body: { branch_id: w.bdg.id } },
    'GET /api/admin/stores': { method: 'GET', url: '/api/admin/stores' },
    'PATCH /api/admin/stores/:id': {
      method: 'PATCH',
      url: `/api/admin/stores/${w.store.id}`,
      body: { price_group: 'AKSES', npwp: '012345678901000', address: 'Jl. Akses 1' },
    },
    'GET /api/admin/audit': { method: 'GET', url: '/api/admin/audit' },
    'GET /api/admin/laporan': { method: 'GET', url: '/api/admin/laporan' },
    'POST /api/admin/onboarding/validate': {
      method: 'POST',
      url: '/api/admin/onboarding/validate',
      multipart: { mapping: '{}' },
    },
    'POST /api/admin/onboarding/commit': {
      method: 'POST',
      url: '/api/admin/onboarding/commit',
      body: { token: 'x'.repeat(40) },
    },
  }
}

/**
 * Every /api/admin route the app declares: the calls above, and for a route added by another
 * feature since, a bare call with its path ids filled in.
 */
function everyCall(): Array<[string, Call]> {
  const known = calls()
  return declaredRoutes(t.app)
    .filter((r) => r.url.startsWith('/api/admin/'))
    .map((r) => {
      const key = `${r.method} ${r.url}`
      const bare: Call = { method: r.method as Call['method'], url: r.url.replace(/:\w+/g, '1') }
      return [key, known[key] ?? bare]
    })
}

/** The routes of this feature: their guard runs before the body is read, so even a smuggled field meets it. */
const OWN = /^(GET|POST|PATCH) \/api\/admin\/(branches|staff|stores|audit|laporan)/

const send = (agent: Agent, c: Call) =>
  c.multipart ? postMultipart(agent, c.url, c.multipart) : agent.request(c.method, c.url, c.body)

/** What a refused call could have changed. */
async function state(): Promise<string> {
  const db = t.database.db
  const [branches, stores, users, events] = await Promise.all([
    db.selectFrom('branches').selectAll().orderBy('id').execute(),
    db.selectFrom('stores').select(['id', 'branch_id', 'price_group', 'npwp', 'address']).orderBy('id').execute(),
    db
      .selectFrom('users')
      .select(['id', 'password_hash', 'is_active', 'branch_id', 'must_change_password'])
      .orderBy('id')
      .execute(),
    db.selectFrom('account_events').select('id').execute(),
  ])
  return JSON.stringify({ branches, stores, users, events: events.length })
}

describe('head office access', () => {
  it('walks every route of head office this feature declares', () => {
    const declared = everyCall().map(([key]) => key)
    expect(declared).toEqual(expect.arrayContaining(Object.keys(calls())))
  })

  it('answers 401 to a visitor on every route, body or not, and writes nothing', async () => {
    const visitor = await anonymous(t.app)
    const before = await state()
    for (const [key, c] of everyCall()) {
      const res = await send(visitor, c)
      expect(res.statusCode, key).toBe(401)
      expect(res.json().code, key).toBe('UNAUTHENTICATED')
      // a body that is wrong in every way changes nothing: who calls is asked first
      if (OWN.test(key) && c.method !== 'GET') {
        const spoiled = await visitor.request(c.method, c.url, { junk: 'x'.repeat(5_000), role: 'admin' })
        expect(spoiled.statusCode, key).toBe(401)
      }
    }
    expect(await state()).toBe(before)
  })

  it('answers 403 to a buyer, staff, and a buyer who is also staff in either role, and writes nothing', async () => {
    const dualAsStaff = new Agent(t.app)
    expect((await dualAsStaff.login(w.dual.username, PASSWORD, 'seller')).json().role).toBe('seller')
    const dualAsBuyer = new Agent(t.app)
    expect((await dualAsBuyer.login(w.dual.username, PASSWORD, 'user')).json().role).toBe('user')
    const dualUnpicked = new Agent(t.app)
    expect((await dualUnpicked.login(w.dual.username, PASSWORD)).json().role).toBeNull()
    const agents: Record<string, Agent> = {
      buyer: await signIn(t.app, w.buyer.username),
      staff: await signIn(t.app, w.staff.username),
      'dual as staff': dualAsStaff,
      'dual as buyer': dualAsBuyer,
      'dual before picking': dualUnpicked,
    }
    const before = await state()
    for (const [who, agent] of Object.entries(agents)) {
      for (const [key, c] of everyCall()) {
        const res = await send(agent, c)
        expect(res.statusCode, `${who}: ${key}`).toBe(403)
        // an admin flag slipped in changes nothing either
        if (OWN.test(key) && c.body !== undefined) {
          const smuggled = await agent.request(c.method, c.url, { ...(c.body as object), role: 'admin', is_admin: true })
          expect(smuggled.statusCode, `${who}: ${key} smuggled`).toBe(403)
        }
      }
    }
    expect(await state()).toBe(before)
    // asking for the admin role at sign-in grants nothing to someone who does not hold it
    const asked = new Agent(t.app)
    expect((await asked.login(w.staff.username, PASSWORD, 'admin')).json()).toMatchObject({ role: 'seller', roles: ['seller'] })
    expect((await asked.get('/api/admin/branches')).statusCode).toBe(403)
  })

  it('lets head office in', async () => {
    const admin = await signIn(t.app, w.admin.username)
    expect((await admin.get('/api/admin/branches')).statusCode).toBe(200)
    expect((await admin.get('/api/admin/staff')).statusCode).toBe(200)
    expect((await admin.get('/api/admin/stores')).statusCode).toBe(200)
    expect((await admin.get('/api/admin/audit')).statusCode).toBe(200)
    expect((await admin.get('/api/admin/laporan')).statusCode).toBe(200)
  })

  it('keeps head office out of the branch areas: its session has no store and no branch', async () => {
    const admin = await signIn(t.app, w.admin.username)
    for (const url of ['/api/seller/users', '/api/seller/laporan', '/api/cart', '/api/user/laporan']) {
      expect((await admin.get(url)).statusCode, url).toBe(403)
    }
  })
})
