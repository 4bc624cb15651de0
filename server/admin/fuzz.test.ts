import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/connect'
import { declaredRoutes } from '../http/openapi'
import { buildAdminWorld } from '../test/admin-factories'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { requestFor } from '../test/fuzz-requests'
import { signIn } from '../test/management-factories'

// Head office's own routes asked by head office itself with requests derived from their schemas
// and spoiled (test/fuzz-requests.ts): the routes' guard lets these through, so this is what
// their schemas and services make of hostile input. Never a 5xx, and a refused call leaves
// branches, accounts and the audit as they were. The shared fuzz test asks as everyone else.
const RUNS = Number(process.env.FUZZ_RUNS ?? 150)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125)
const OWN = /^\/api\/admin\/(branches|staff|stores|audit|laporan)/

async function snapshot(db: Db): Promise<string> {
  const { rows } = await sql<{ state: string }>`
    select concat_ws('|',
      (select md5(coalesce(string_agg(id || ':' || code || ':' || name || ':' || address || ':' || phone || ':' || is_active, ',' order by id), '')) from branches),
      (select md5(coalesce(string_agg(id || ':' || branch_id || ':' || coalesce(price_group, '') || ':' || coalesce(npwp, '') || ':' || coalesce(address, ''), ',' order by id), '')) from stores),
      (select md5(coalesce(string_agg(id || ':' || password_hash || ':' || is_active || ':' || coalesce(branch_id, 0) || ':' || array_to_string(roles, ',') || ':' || must_change_password, ',' order by id), '')) from users),
      (select count(*) from account_events), (select count(*) from sessions)) as state`.execute(db)
  return rows[0].state
}

describe("head office's routes, asked by head office with spoiled requests", () => {
  let t: TestApp
  let admin: Agent
  let routes: ReturnType<typeof declaredRoutes>

  beforeAll(async () => {
    t = await startTestApp()
    const w = await buildAdminWorld(t.database.db)
    admin = await signIn(t.app, w.admin.username)
    routes = declaredRoutes(t.app).filter((r) => OWN.test(r.url))
  }, 60_000)
  afterAll(() => t.close())

  it('never answers 5xx, and a refused call writes nothing', { timeout: 600_000 }, async () => {
    expect(routes.length).toBeGreaterThanOrEqual(10)
    const request = fc.constantFrom(...routes).chain(requestFor)
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const before = await snapshot(t.database.db)
        const res = await t.app.inject({
          method: req.method as 'GET',
          url: req.url,
          payload: req.payload,
          headers: {
            ...(req.contentType ? { 'content-type': req.contentType } : {}),
            'x-csrf-token': admin.cookie('csrf') ?? '',
          },
          cookies: { sid: admin.cookie('sid') ?? '', csrf: admin.cookie('csrf') ?? '' },
        })
        expect(res.statusCode, `${req.method} ${req.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
        if (res.statusCode >= 400) expect(await snapshot(t.database.db), `${req.method} ${req.url}`).toBe(before)
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
  })
})
