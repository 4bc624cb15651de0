import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/connect'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { requestFor } from '../test/fuzz-requests'
import { buildOrder, buildOrderWorld, part, signIn } from '../test/order-factories'
import { declaredRoutes, isDocumented } from './openapi'

// Every route, asked with requests derived from its own schemas and then spoiled (see
// test/fuzz-requests.ts), by an anonymous visitor, a buyer and staff, with a valid, a missing
// or another session's CSRF token. Whatever arrives, the answer is never a 5xx, and a refused
// call leaves every table a route could write as it was. A fixed seed keeps `npm test` repeatable;
// `npm run fuzz` runs many more cases (FUZZ_RUNS).
const RUNS = Number(process.env.FUZZ_RUNS ?? 200)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)

// never ends by itself (a live stream), or ends the session the rest of the run signs in with
const SKIPPED = new Set(['GET /api/events', 'POST /api/auth/logout', 'POST /api/auth/role'])

/** What a request could have changed, as one text: row counts and the columns people change. */
async function snapshot(db: Db): Promise<string> {
  const { rows } = await sql<{ state: string }>`
    select concat_ws('|',
      (select count(*) from orders), (select md5(coalesce(string_agg(id || ':' || status || ':' || coalesce(note_seller, ''), ',' order by id), '')) from orders),
      (select md5(coalesce(string_agg(id || ':' || coalesce(qty_confirmed, -1) || ':' || coalesce(qty_ordered, -1) || ':' || coalesce(ready_status_id, -1), ',' order by id), '')) from order_items),
      (select count(*) from order_events), (select count(*) from cart_items),
      (select md5(coalesce(string_agg(user_id || ':' || product_id || ':' || qty || ':' || coalesce(description, ''), ',' order by user_id, product_id), '')) from cart_items),
      (select md5(coalesce(string_agg(id || ':' || password_hash || ':' || is_active || ':' || coalesce(email, '') || ':' || coalesce(mobile, '') || ':' || first_name || ':' || last_name || ':' || coalesce(avatar_id, ''), ',' order by id), '')) from users),
      (select count(*) from stores), (select count(*) from account_events), (select count(*) from import_tokens),
      (select count(*) from user_avatars)) as state`.execute(db)
  return rows[0].state
}

describe('any request built from the routes’ own schemas, spoiled', () => {
  let t: TestApp
  let agents: Record<'anonymous' | 'buyer' | 'staff', Agent | null>
  let routes: ReturnType<typeof declaredRoutes>

  beforeAll(async () => {
    t = await startTestApp()
    const world = await buildOrderWorld(t.database.db)
    const p = await part(t.database.db)
    // ids 1 and 2 exist, so some spoiled paths reach real orders of the buyer's branch
    const order = { branch: world.jkt, store: world.store, creator: world.buyer }
    await buildOrder(t.database.db, { ...order, status: 1, lines: [{ product: p, qty_estimasi: 2 }] })
    await buildOrder(t.database.db, { ...order, status: 2, lines: [{ product: p, qty_estimasi: 1, qty_confirmed: 1 }] })
    agents = { anonymous: null, buyer: await signIn(t.app, 'beli.satu'), staff: await signIn(t.app, 'staf.satu') }
    routes = declaredRoutes(t.app).filter((r) => isDocumented(r.url) && !SKIPPED.has(`${r.method} ${r.url}`))
  }, 60_000)
  afterAll(() => t.close())

  it('never answers 5xx, and a refused call writes nothing', { timeout: 600_000 }, async () => {
    const who = fc.constantFrom('anonymous', 'buyer', 'staff') as fc.Arbitrary<keyof typeof agents>
    const csrf = fc.constantFrom('valid', 'missing', 'foreign')
    const request = fc.constantFrom(...routes).chain(requestFor)
    await fc.assert(
      fc.asyncProperty(request, who, csrf, async (req, role, token) => {
        const agent = agents[role]
        const before = await snapshot(t.database.db)
        const csrfHeader =
          token === 'missing'
            ? {}
            : { 'x-csrf-token': token === 'valid' ? (agent?.cookie('csrf') ?? '') : 'bukan-token-sesi-ini' }
        const res = await t.app.inject({
          method: req.method as 'GET',
          url: req.url,
          payload: req.payload,
          headers: { ...(req.contentType ? { 'content-type': req.contentType } : {}), ...csrfHeader },
          cookies: agent ? { sid: agent.cookie('sid') ?? '', csrf: agent.cookie('csrf') ?? '' } : {},
        })
        expect(res.statusCode, `${req.method} ${req.url} as ${role}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
        if (res.statusCode >= 400) expect(await snapshot(t.database.db), `${req.method} ${req.url} as ${role}`).toBe(before)
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
  })
})
