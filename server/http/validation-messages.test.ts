import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { requestFor } from '../test/fuzz-requests'
import { buildOrderWorld, signIn } from '../test/order-factories'
import { declaredRoutes, isDocumented } from './openapi'
import { indonesianIssue, installIndonesianValidationMessages } from './validation-messages'

// English a schema failure used to leak ('Too big: expected number to be <=999'). A field keeps
// its API name in quotes, so quoted text is not read.
const ENGLISH =
  /\b(expected|received|invalid|too|big|small|string|number|boolean|object|array|undefined|must|should|required|unrecognized|keys?|input|option|characters?|greater|less|than|match|pattern|value|empty|null|allowed|not)\b/i
const withoutQuoted = (text: string) => text.replace(/"[^"]*"/g, '')

// first: the walk must pass with only what buildApp installs
describe('every route, asked with bad values, answers in Indonesian', () => {
  let t: TestApp
  let agents: Agent[]

  beforeAll(async () => {
    t = await startTestApp()
    await buildOrderWorld(t.database.db)
    agents = [await signIn(t.app, 'beli.satu'), await signIn(t.app, 'staf.satu')]
  }, 60_000)
  afterAll(() => t.close())

  it('names the field and uses no English words', { timeout: 300_000 }, async () => {
    const routes = declaredRoutes(t.app).filter(
      (r) =>
        isDocumented(r.url) &&
        !['GET /api/events', 'POST /api/auth/logout', 'POST /api/auth/role'].includes(`${r.method} ${r.url}`),
    )
    const english: string[] = []
    let validationAnswers = 0
    for (const route of routes) {
      for (const [i, req] of fc.sample(requestFor(route), { seed: 2026, numRuns: 25 }).entries()) {
        const agent = agents[i % agents.length]
        const res = await t.app.inject({
          method: req.method as 'GET',
          url: req.url,
          payload: req.payload,
          headers: {
            ...(req.contentType ? { 'content-type': req.contentType } : {}),
            'x-csrf-token': agent.cookie('csrf') ?? '',
          },
          cookies: { sid: agent.cookie('sid') ?? '', csrf: agent.cookie('csrf') ?? '' },
        })
        if (res.statusCode < 400 || !res.headers['content-type']?.toString().includes('json')) continue
        const detail = String(res.json().detail ?? '')
        if (res.json().code === 'VALIDATION_ERROR') validationAnswers += 1
        if (ENGLISH.test(withoutQuoted(detail))) english.push(`${req.method} ${req.url}: ${detail}`)
      }
    }
    // the walk reached the schemas, not only the guards
    expect(validationAnswers).toBeGreaterThan(routes.length)
    expect(english).toEqual([])
  })
})

describe('indonesianIssue', () => {
  beforeAll(installIndonesianValidationMessages)
  const issuesOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value)
    if (result.success) throw new Error('expected a failure')
    return result.error.issues.map((i) => i.message)
  }

  it('says what is wrong in Indonesian for every kind of failure', () => {
    expect(issuesOf(z.object({ qty: z.number().max(999) }), { qty: 1000 })).toEqual(['maksimal 999'])
    expect(issuesOf(z.object({ qty: z.number().int().min(1) }), { qty: 0 })).toEqual(['minimal 1'])
    expect(issuesOf(z.object({ note: z.string().max(100) }), { note: 'x'.repeat(101) })).toEqual([
      'panjang maksimal 100 karakter',
    ])
    expect(issuesOf(z.object({ qty: z.number() }), { qty: 'dua' })).toEqual(['harus angka, bukan teks'])
    expect(issuesOf(z.object({ qty: z.number() }), {})).toEqual(['wajib diisi'])
    expect(issuesOf(z.strictObject({ a: z.string() }), { a: 'x', role: 'admin' })).toEqual(['kolom tidak dikenal: "role"'])
    expect(issuesOf(z.object({ s: z.enum(['a', 'b']) }), { s: 'c' })).toEqual(['pilihan tidak dikenal'])
    expect(issuesOf(z.object({ ids: z.array(z.number()).max(2) }), { ids: [1, 2, 3] })).toEqual(['maksimal 2 item'])
    expect(issuesOf(z.object({ d: z.string().regex(/^\d+$/) }), { d: 'x' })).toEqual(['format tidak sesuai'])
    // a schema's own sentence wins
    expect(issuesOf(z.object({ n: z.string().max(1, 'Maks 1 karakter') }), { n: 'xx' })).toEqual(['Maks 1 karakter'])
  })

  it('has a sentence for an issue code it does not know', () => {
    expect(indonesianIssue({ code: 'custom', input: 1, path: [] } as never)).toBe('isi tidak valid')
  })
})
