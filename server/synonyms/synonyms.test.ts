import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SYNONYM_MESSAGES } from '#common/synonyms.ts'
import { buildApp } from '../app'
import { FEATURES } from '../features'
import type { AdminSession } from '../http/guards'
import { defineFeature } from '../lib/feature'
import { buildAdminWorld } from '../test/admin-factories'
import { type Agent, startTestApp, TEST_CONFIG, type TestApp } from '../test/app'
import { anonymous, signIn } from '../test/management-factories'
import { within } from '../test/two-instances'
import { createSynonymService } from './service'
import { SynonymList } from './synonym-list'

// Head office's synonyms (/api/admin/synonyms, docs/product.md §14.2): only head office calls them
// (401 anonymous, 403 buyer and staff, whatever the body); a term and its phrases are checked with
// the form's rules and messages (422), a term is in the list once (409 on an add and on a rename),
// an edit replaces the phrases. Every write is audited and reaches the kept lists of searches: the
// instance that wrote reads the new list on its next search, another instance once the change's
// announcement arrives. Two instances on one database here (A a test app, B a second app on it),
// each with a probe holding its own kept list.

let t: TestApp
let b: FastifyInstance
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let admin: Agent
const lists: SynonymList[] = []
/** 10:00 in Jakarta on 1 December 2026: the app's clock, standing still */
const NOW = '2026-12-01T03:00:00.000Z'

/** Takes hold of each app's kept list, as the catalogue's search reads it. */
const probe = defineFeature({
  name: 'synonyms-probe',
  needs: ['synonyms'],
  gives: [],
  build(_platform, { synonyms }) {
    lists.push(synonyms)
    return { gives: {} }
  },
})

beforeAll(async () => {
  t = await startTestApp({}, undefined, [...FEATURES, probe])
  t.clock.set(NOW)
  b = await buildApp({ database: t.database, clock: t.clock, config: TEST_CONFIG, features: [...FEATURES, probe] })
  await b.ready()
  w = await buildAdminWorld(t.database.db)
  admin = await signIn(t.app, w.admin.username)
})
afterAll(async () => {
  await b.close()
  await t.close()
})

/** Every test starts from an empty list (the migration's own list is not this test's). */
beforeEach(async () => {
  await t.database.db.deleteFrom('search_synonyms').execute()
  await t.database.db.deleteFrom('account_events').where('actor_id', 'in', [w.admin.id, w.admin2.id]).execute()
  for (const list of lists) list.forget()
})

const add = (body: unknown, agent = admin) => agent.post('/api/admin/synonyms', body)
const change = (id: number | string, body: unknown, agent = admin) => agent.request('PATCH', `/api/admin/synonyms/${id}`, body)
const remove = (id: number | string, agent = admin) => agent.request('DELETE', `/api/admin/synonyms/${id}`)
const list = async (query = '') => {
  const res = await admin.get(`/api/admin/synonyms${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    items: Array<{ id: number; term: string; synonyms: string[]; updated_by: string | null }>
    total: number
  }
}
const rows = () =>
  t.database.db.selectFrom('search_synonyms').select(['term', 'synonyms', 'updated_by']).orderBy('term').execute()

async function added(term: string, synonyms: string[]): Promise<number> {
  const res = await add({ term, synonyms })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

describe('who may call', () => {
  it('answers 401 to a visitor and 403 to a buyer or staff on every route, body or not, and writes nothing', async () => {
    const id = await added('kampas rem', ['BRAKE PAD'])
    const before = await rows()
    const calls = [
      ['GET', '/api/admin/synonyms', undefined],
      ['POST', '/api/admin/synonyms', { term: 'aki', synonyms: ['BATTERY'] }],
      ['PATCH', `/api/admin/synonyms/${id}`, { term: 'aki', synonyms: ['BATTERY'] }],
      ['DELETE', `/api/admin/synonyms/${id}`, undefined],
    ] as const
    const refused: Array<[Agent, number]> = [
      [await anonymous(t.app), 401],
      [await signIn(t.app, w.buyer.username), 403],
      [await signIn(t.app, w.staff.username), 403],
    ]
    for (const [agent, status] of refused) {
      for (const [method, url, body] of calls) {
        expect((await agent.request(method, url, body)).statusCode, `${method} ${url}`).toBe(status)
        // who calls is asked before the body is read: a spoiled one changes nothing
        if (method !== 'GET') expect((await agent.request(method, url, { junk: 'x'.repeat(1_000) })).statusCode).toBe(status)
      }
    }
    expect(await rows()).toEqual(before)
  })
})

describe('adding a term', () => {
  it('keeps the term in small letters and the phrases in capitals, once each, and says who and when', async () => {
    const res = await add({ term: '  Kampas-Rem ', synonyms: ['brake pad', 'BRAKE  SHOE', 'Brake Pad'] })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(Number),
      term: 'kampas rem',
      synonyms: ['BRAKE PAD', 'BRAKE SHOE'],
      updated_at: NOW,
      updated_by: 'Budi Santoso',
    })
    expect(await rows()).toEqual([{ term: 'kampas rem', synonyms: ['BRAKE PAD', 'BRAKE SHOE'], updated_by: w.admin.id }])
  })

  it('refuses each broken rule with the form message of its field (422), and writes nothing', async () => {
    const term = (value: string) => ({ term: value, synonyms: ['BRAKE PAD'] })
    const phrases = (value: string[]) => ({ term: 'kampas rem', synonyms: value })
    const cases: Array<[string, object, 'term' | 'synonyms']> = [
      ['an empty term', term(''), 'term'],
      ['a term of punctuation only', term('--- !'), 'term'],
      ['a term of five words', term('kampas rem depan kiri atas'), 'term'],
      ['a term over 40 characters', term(`${'a'.repeat(20)} ${'b'.repeat(20)}`), 'term'],
      ['a term with a newline', term('kampas\nrem'), 'term'],
      ['a term of no latin letter or digit', term('ブレーキ'), 'term'],
      ['no phrase', phrases([]), 'synonyms'],
      ['an empty phrase', phrases(['BRAKE PAD', ' ']), 'synonyms'],
      ['eleven phrases', phrases(Array.from({ length: 11 }, (_, i) => `PHRASE ${i}`)), 'synonyms'],
      ['a phrase of five words', phrases(['BRAKE PAD FRONT LEFT UPPER']), 'synonyms'],
      ['a phrase over 40 characters', phrases([`${'A'.repeat(30)} ${'B'.repeat(10)}`]), 'synonyms'],
      ['a phrase with a tab', phrases(['BRAKE\tPAD']), 'synonyms'],
    ]
    for (const [what, body, field] of cases) {
      const res = await add(body)
      expect(res.statusCode, what).toBe(422)
      expect(res.json(), what).toEqual({ code: 'FIELD_INVALID', detail: SYNONYM_MESSAGES[field], field })
    }
    expect(await rows()).toEqual([])
  })

  it('takes ten phrases and a term of four words and 40 characters', async () => {
    const term = 'kampas rem depan abcdefghijklmnopqrstuvw'
    expect(term).toHaveLength(40)
    const synonyms = Array.from({ length: 10 }, (_, i) => `PHRASE ${i}`)
    expect((await add({ term, synonyms })).statusCode).toBe(201)
  })

  it('refuses unknown fields, wrong types, a NUL or another control byte before any rule (400), and writes nothing', async () => {
    const good = { term: 'kampas rem', synonyms: ['BRAKE PAD'] }
    for (const body of [
      { ...good, id: 7 },
      { ...good, updated_by: w.admin2.id },
      { ...good, updated_at: '2020-01-01T00:00:00Z' },
      { term: 'kampas rem', synonyms: 'BRAKE PAD' },
      { term: 'kampas\u0000rem', synonyms: ['BRAKE PAD'] },
      { term: 'kampas rem', synonyms: ['BRAKE\u0000PAD'] },
      { term: 'kampas\u0007rem', synonyms: ['BRAKE PAD'] },
      { synonyms: ['BRAKE PAD'] },
    ]) {
      const res = await add(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await rows()).toEqual([])
  })

  it('refuses a term the list has, however it is typed (409)', async () => {
    await added('kampas rem', ['BRAKE PAD'])
    const res = await add({ term: 'KAMPAS   rem', synonyms: ['BRAKE SHOE'] })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'SYNONYM_TERM_TAKEN', detail: 'Istilah ini sudah ada.' })
    expect(await rows()).toEqual([{ term: 'kampas rem', synonyms: ['BRAKE PAD'], updated_by: w.admin.id }])
  })
})

describe('changing and deleting a term', () => {
  it('replaces the phrases (never adds to them), renames the term, and records who changed it', async () => {
    const id = await added('kampas rem', ['BRAKE PAD', 'BRAKE SHOE'])
    const other = await signIn(t.app, w.admin2.username)
    const res = await change(id, { term: 'kampas rem depan', synonyms: ['pad kit'] }, other)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id, term: 'kampas rem depan', synonyms: ['PAD KIT'], updated_by: 'Budi Santoso' })
    expect(await rows()).toEqual([{ term: 'kampas rem depan', synonyms: ['PAD KIT'], updated_by: w.admin2.id }])
    // the same term with other phrases is no rename
    expect((await change(id, { term: 'Kampas Rem Depan', synonyms: ['BRAKE PAD'] })).statusCode).toBe(200)
  })

  it('refuses a rename onto another term (409), and the rules as an add does (422)', async () => {
    await added('aki', ['BATTERY'])
    const id = await added('kampas rem', ['BRAKE PAD'])
    const res = await change(id, { term: 'AKI', synonyms: ['BRAKE PAD'] })
    expect(res.statusCode).toBe(409)
    expect(res.json().detail).toBe(SYNONYM_MESSAGES.duplicate)
    expect((await change(id, { term: 'kampas rem', synonyms: [] })).json()).toMatchObject({ field: 'synonyms' })
    expect((await change(id, { term: 'kampas rem', synonyms: ['BRAKE PAD'], id: 9 })).statusCode).toBe(400)
    expect((await rows()).map((r) => r.term)).toEqual(['aki', 'kampas rem'])
  })

  it('answers 404 for a term that is not there, and deletes one that is (204)', async () => {
    const id = await added('kampas rem', ['BRAKE PAD'])
    for (const missing of [id + 1000, 'abc', '0']) {
      expect((await change(missing, { term: 'aki', synonyms: ['BATTERY'] })).statusCode, String(missing)).toBe(404)
      expect((await remove(missing)).statusCode, String(missing)).toBe(404)
    }
    const res = await remove(id)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await rows()).toEqual([])
    expect((await remove(id)).statusCode).toBe(404)
    expect((await change(id, { term: 'aki', synonyms: ['BATTERY'] })).statusCode).toBe(404)
  })

  it('puts every write in the audit under its own subject, said in a sentence', async () => {
    const id = await added('kampas rem', ['BRAKE PAD'])
    await change(id, { term: 'kampas rem', synonyms: ['BRAKE PAD'] }) // nothing changed: nothing written
    await change(id, { term: 'rem', synonyms: ['BRAKE PAD', 'BRAKE SHOE'] })
    await remove(id)
    const res = await admin.get('/api/admin/audit?subject=synonym')
    expect(res.statusCode, res.body).toBe(200)
    const items = res.json().items as Array<{ actor: string; action: string; subject: string; summary: string }>
    expect(items.map((e) => [e.actor, e.action, e.subject, e.summary])).toEqual([
      [w.admin.username, 'deactivated', 'synonym', 'Sinonim "rem" dihapus (BRAKE PAD; BRAKE SHOE)'],
      [
        w.admin.username,
        'updated',
        'synonym',
        'Sinonim "rem" diubah: istilah "kampas rem" → "rem"; sinonim "BRAKE PAD" → "BRAKE PAD; BRAKE SHOE"',
      ],
      [w.admin.username, 'created', 'synonym', 'Sinonim "kampas rem" ditambahkan (BRAKE PAD)'],
    ])
    // and under no other subject
    const onboarding = await admin.get('/api/admin/audit?subject=onboarding')
    expect(onboarding.json().items.filter((e: { summary: string }) => e.summary.startsWith('Sinonim'))).toEqual([])
  })
})

describe('the list', () => {
  it('pages the terms in alphabetical order, 50 a page, with the count the filter holds', async () => {
    const terms = Array.from({ length: 52 }, (_, i) => `istilah ${String(i).padStart(2, '0')}`)
    await t.database.db
      .insertInto('search_synonyms')
      .values(terms.reverse().map((term) => ({ term, synonyms: ['PART'] })))
      .execute()
    const first = await list()
    expect(first.total).toBe(52)
    expect(first.items).toHaveLength(50)
    expect(first.items[0]).toMatchObject({ term: 'istilah 00', updated_by: null })
    const second = await list('?page=2')
    expect(second.items.map((i) => i.term)).toEqual(['istilah 50', 'istilah 51'])
    expect((await list('?page=3')).items).toEqual([])
    expect((await admin.get('/api/admin/synonyms?page=0')).statusCode).toBe(400)
    expect((await admin.get('/api/admin/synonyms?sort=term')).statusCode).toBe(400)
  })

  it('filters on the terms and the phrases holding the text, without case, the text taken literally', async () => {
    await added('kampas rem', ['BRAKE PAD'])
    await added('aki', ['BATTERY'])
    await added('busi', ['SPARK PLUG'])
    const terms = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.term)
    expect(await terms('REM')).toEqual(['kampas rem'])
    expect(await terms('batt')).toEqual(['aki'])
    expect(await terms('plug')).toEqual(['busi'])
    expect(await terms('r%m')).toEqual([])
    expect(await terms('a_i')).toEqual([])
    // fewer than 2 characters filter nothing, as the other lists of head office
    expect(await terms(' k ')).toEqual(['aki', 'busi', 'kampas rem'])
    expect((await list('?q=rem')).total).toBe(1)
  })
})

describe('the searches’ kept lists', () => {
  it('reads the new list on the next search of the instance that wrote, and of another instance once told', async () => {
    const [onA, onB] = lists
    expect(lists).toHaveLength(2)
    expect((await onA.current()).byTerm.size).toBe(0)
    expect((await onB.current()).byTerm.size).toBe(0)
    const id = await added('kampas rem', ['BRAKE PAD'])
    // no waiting on A: the write forgot its list itself
    expect((await onA.current()).byTerm.get('kampas rem')).toEqual({ term: ['kampas', 'rem'], phrases: [['brake', 'pad']] })
    expect(await within(2_000, async () => (await onB.current()).byTerm.has('kampas rem'))).toBe(true)
    await change(id, { term: 'rem', synonyms: ['BRAKE SHOE'] })
    expect([...(await onA.current()).byTerm.keys()]).toEqual(['rem'])
    expect(await within(2_000, async () => (await onB.current()).byTerm.has('rem'))).toBe(true)
    await remove(id)
    expect((await onA.current()).byTerm.size).toBe(0)
    expect(await within(2_000, async () => (await onB.current()).byTerm.size === 0)).toBe(true)
  })

  it('has the writing instance forget its own list itself, not only when the announcement comes back', async () => {
    // a kept list that hears no announcement: only the write itself can make it read again
    const deaf = new SynonymList(t.database.db)
    const service = createSynonymService({ db: t.database.db, clock: t.clock, list: deaf })
    const session = { role: 'admin', user: { id: w.admin.id } } as AdminSession
    expect((await deaf.current()).byTerm.size).toBe(0)
    const { id } = await service.add(session, { term: 'aki', synonyms: ['BATTERY'] })
    expect([...(await deaf.current()).byTerm.keys()]).toEqual(['aki'])
    await service.change(session, id, { term: 'accu', synonyms: ['BATTERY'] })
    expect([...(await deaf.current()).byTerm.keys()]).toEqual(['accu'])
    await service.remove(session, id)
    expect((await deaf.current()).byTerm.size).toBe(0)
  })
})
