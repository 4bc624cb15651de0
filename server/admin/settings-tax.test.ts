import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SETTINGS_TEXT } from '#common/settings.ts'
import { buildAdminWorld } from '../test/admin-factories'
import type { Agent, TestApp } from '../test/app'
import { startTestApp } from '../test/app'
import { signIn } from '../test/management-factories'

// Head office's PPN rows (/api/admin/pengaturan/pajak, docs/product.md §10.11): a row starts today
// or later, one row per day, and once its day has come it is history (an order may have been
// confirmed with it): only rows still ahead change or go, and the only row never goes. The row in
// effect is the latest one whose day has come, as Jakarta counts days. Every write is audited.
let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let admin: Agent

/** 10:00 in Jakarta on 20 November 2026 */
const NOW = '2026-11-20T03:00:00Z'
const TODAY = '2026-11-20'

beforeAll(async () => {
  t = await startTestApp()
  w = await buildAdminWorld(t.database.db)
})
afterAll(() => t.close())

/** The clock at `instant`, head office signed in afresh (a session does not outlive a jump of days). */
async function at(instant: string): Promise<void> {
  t.clock.set(instant)
  admin = await signIn(t.app, w.admin.username)
}

/** Every test starts from the migrated row alone and no PPN audit, at NOW. */
beforeEach(async () => {
  await t.database.db.deleteFrom('tax_settings').where('effective_from', '<>', '2025-01-01').execute()
  await t.database.db.deleteFrom('account_events').where(sql<boolean>`detail ->> 'setting' = 'tax'`).execute()
  await at(NOW)
})

const row = (effective_from: string, over: Record<string, unknown> = {}) => ({
  effective_from,
  ppn_rate_percent: 12,
  dpp_numerator: 11,
  dpp_denominator: 12,
  ...over,
})
const add = (body: unknown) => admin.post('/api/admin/pengaturan/pajak', body)
const change = (id: number | string, body: unknown) => admin.request('PUT', `/api/admin/pengaturan/pajak/${id}`, body)
const remove = (id: number | string) => admin.request('DELETE', `/api/admin/pengaturan/pajak/${id}`)
const settings = async () => {
  const res = await admin.get('/api/admin/pengaturan')
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const migratedId = async () =>
  (await settings()).tax.find((r: { effective_from: string }) => r.effective_from === '2025-01-01').id
const taxEvents = () =>
  t.database.db
    .selectFrom('account_events')
    .select(['action', 'actor_id', 'user_id', 'store_id', 'branch_id', 'scope_branch_id', 'detail'])
    .where(sql<boolean>`detail ->> 'setting' = 'tax'`)
    .orderBy('id')
    .execute()
const taxRows = () =>
  t.database.db
    .selectFrom('tax_settings')
    .select([sql<string>`effective_from::text`.as('effective_from'), 'ppn_rate_bp'])
    .orderBy('effective_from')
    .execute()

async function added(effective_from: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await add(row(effective_from, over))
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

describe('the rows and the one in effect', () => {
  it('lists the migrated row as in effect and settled', async () => {
    const body = await settings()
    expect(body.today).toBe(TODAY)
    expect(body.tax).toEqual([
      {
        id: expect.any(Number),
        effective_from: '2025-01-01',
        ppn_rate_percent: 12,
        dpp_numerator: 11,
        dpp_denominator: 12,
        created_by: null,
        created_at: expect.stringMatching(/Z$/),
        in_effect: true,
        editable: false,
      },
    ])
  })

  it('adds a row ahead, not yet in effect; it takes effect on its own Jakarta day', async () => {
    const res = await add(row('2026-12-01', { ppn_rate_percent: 11.5, dpp_numerator: 1, dpp_denominator: 1 }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(Number),
      effective_from: '2026-12-01',
      ppn_rate_percent: 11.5,
      dpp_numerator: 1,
      dpp_denominator: 1,
      created_by: w.admin.username,
      created_at: '2026-11-20T03:00:00.000Z',
      in_effect: false,
      editable: true,
    })
    const inEffect = async () => (await settings()).tax.filter((r: { in_effect: boolean }) => r.in_effect)
    expect((await inEffect()).map((r: { effective_from: string }) => r.effective_from)).toEqual(['2025-01-01'])
    // 23:59 in Jakarta on 30 November: still the old row
    await at('2026-11-30T16:59:59Z')
    expect((await inEffect()).map((r: { effective_from: string }) => r.effective_from)).toEqual(['2025-01-01'])
    // midnight in Jakarta (17:00 UTC the day before): the new row, now settled
    await at('2026-11-30T17:00:00Z')
    const now = await settings()
    expect(now.today).toBe('2026-12-01')
    expect(
      now.tax.map((r: { effective_from: string; in_effect: boolean; editable: boolean }) => [
        r.effective_from,
        r.in_effect,
        r.editable,
      ]),
    ).toEqual([
      ['2026-12-01', true, false],
      ['2025-01-01', false, false],
    ])
  })

  it('takes a row starting today at once', async () => {
    const res = await add(row(TODAY, { ppn_rate_percent: 11 }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ effective_from: TODAY, in_effect: true, editable: false })
  })

  it('audits an added row with its values, as head office, of no branch', async () => {
    await added('2027-01-01', { ppn_rate_percent: 12.5 })
    expect(await taxEvents()).toEqual([
      {
        action: 'created',
        actor_id: w.admin.id,
        user_id: null,
        store_id: null,
        branch_id: null,
        scope_branch_id: null,
        detail: { setting: 'tax', effective_from: '2027-01-01', ppn_rate_percent: 12.5, dpp: '11/12' },
      },
    ])
  })
})

describe('what a row may hold', () => {
  it('refuses each wrong value with its field and sentence, and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [row('2026-11-19'), 'effective_from', SETTINGS_TEXT.effectivePast],
      [row('2025-01-01'), 'effective_from', SETTINGS_TEXT.effectivePast],
      [row('2026-02-30'), 'effective_from', SETTINGS_TEXT.effectiveFrom],
      [row('20/12/2026'), 'effective_from', SETTINGS_TEXT.effectiveFrom],
      [row(''), 'effective_from', SETTINGS_TEXT.effectiveFrom],
      [row('2026-12-01', { ppn_rate_percent: -1 }), 'ppn_rate_percent', SETTINGS_TEXT.ppnRate],
      [row('2026-12-01', { ppn_rate_percent: 100.01 }), 'ppn_rate_percent', SETTINGS_TEXT.ppnRate],
      [row('2026-12-01', { ppn_rate_percent: 12.345 }), 'ppn_rate_percent', SETTINGS_TEXT.ppnRate],
      [row('2026-12-01', { dpp_numerator: 0 }), 'dpp_numerator', SETTINGS_TEXT.dppNumerator],
      [row('2026-12-01', { dpp_numerator: 1.5 }), 'dpp_numerator', SETTINGS_TEXT.dppNumerator],
      [row('2026-12-01', { dpp_denominator: 1001 }), 'dpp_denominator', SETTINGS_TEXT.dppDenominator],
      [row('2026-12-01', { dpp_numerator: 13, dpp_denominator: 12 }), 'dpp_denominator', SETTINGS_TEXT.dppOrder],
    ]
    for (const [body, field, detail] of cases) {
      const res = await add(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json(), JSON.stringify(body)).toEqual({ code: 'FIELD_INVALID', detail, field })
    }
    expect(await taxRows()).toEqual([{ effective_from: '2025-01-01', ppn_rate_bp: 1200 }])
    expect(await taxEvents()).toEqual([])
  })

  it('takes the edges: 0 % and 100 %, two decimals, a fraction of 1/1 and 1000/1000', async () => {
    await added('2026-12-01', { ppn_rate_percent: 0, dpp_numerator: 1000, dpp_denominator: 1000 })
    await added('2026-12-02', { ppn_rate_percent: 100, dpp_numerator: 1, dpp_denominator: 1 })
    await added('2026-12-03', { ppn_rate_percent: 12.34 })
    expect((await taxRows()).map((r) => r.ppn_rate_bp)).toEqual([1200, 0, 10_000, 1234])
  })

  it('refuses a body of the wrong shape or with fields of its own: 400, nothing written', async () => {
    const bodies = [
      { ...row('2026-12-01'), ppn_rate_bp: 1100 },
      { ...row('2026-12-01'), id: 1 },
      { ...row('2026-12-01'), ppn_rate_percent: '12' },
      { effective_from: '2026-12-01', ppn_rate_percent: 12, dpp_numerator: 11 },
      { ...row('2026-12-01'), effective_from: 'x'.repeat(11) },
    ]
    for (const body of bodies) {
      const res = await add(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
      expect(res.json().detail).toMatch(/\S/)
    }
    expect(await taxRows()).toHaveLength(1)
  })

  it('refuses a second row for a day: 409 with the sentence', async () => {
    await added('2026-12-01')
    const res = await add(row('2026-12-01', { ppn_rate_percent: 11 }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'TAX_DAY_TAKEN', detail: SETTINGS_TEXT.dayTaken })
    expect(await taxRows()).toEqual([
      { effective_from: '2025-01-01', ppn_rate_bp: 1200 },
      { effective_from: '2026-12-01', ppn_rate_bp: 1200 },
    ])
  })

  it('gives one of two head-office users adding the same day at once the row, the other 409', async () => {
    const admin2 = await signIn(t.app, w.admin2.username)
    const answers = await Promise.all([
      add(row('2027-02-01')),
      admin2.post('/api/admin/pengaturan/pajak', row('2027-02-01', { ppn_rate_percent: 11 })),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(await taxRows()).toHaveLength(2)
  })
})

describe('changing and deleting a row', () => {
  it('changes a row ahead and audits what changed', async () => {
    const id = await added('2026-12-01')
    const res = await change(id, row('2027-01-01', { ppn_rate_percent: 11, dpp_numerator: 1, dpp_denominator: 1 }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id, effective_from: '2027-01-01', ppn_rate_percent: 11, dpp_numerator: 1, editable: true })
    const events = await taxEvents()
    expect(events.at(-1)).toEqual({
      action: 'updated',
      actor_id: w.admin.id,
      user_id: null,
      store_id: null,
      branch_id: null,
      scope_branch_id: null,
      detail: {
        setting: 'tax',
        effective_from: '2027-01-01',
        ppn_rate_percent: 11,
        dpp: '1/1',
        changes: [
          { field: 'effective_from', from: '2026-12-01', to: '2027-01-01' },
          { field: 'ppn_rate_percent', from: '12', to: '11' },
          { field: 'dpp', from: '11/12', to: '1/1' },
        ],
      },
    })
    // the same values again change nothing and add no audit row
    expect((await change(id, row('2027-01-01', { ppn_rate_percent: 11, dpp_numerator: 1, dpp_denominator: 1 }))).statusCode).toBe(
      200,
    )
    expect(await taxEvents()).toHaveLength(events.length)
  })

  it('refuses to change or delete a row in effect or past: 422 with the sentence', async () => {
    const today = await added(TODAY)
    const migrated = await migratedId()
    for (const id of [today, migrated]) {
      const changed = await change(id, row('2026-12-24'))
      expect(changed.statusCode).toBe(422)
      expect(changed.json()).toEqual({ code: 'TAX_SETTING_LOCKED', detail: 'Pengaturan yang sudah berlaku tidak dapat diubah.' })
      const removed = await remove(id)
      expect(removed.statusCode).toBe(422)
      expect(removed.json()).toEqual({ code: 'TAX_SETTING_LOCKED', detail: SETTINGS_TEXT.locked })
    }
    expect(await taxRows()).toEqual([
      { effective_from: '2025-01-01', ppn_rate_bp: 1200 },
      { effective_from: TODAY, ppn_rate_bp: 1200 },
    ])
  })

  it('locks a row ahead once its day comes', async () => {
    const id = await added('2026-11-21')
    await at('2026-11-20T17:00:00Z')
    expect((await change(id, row('2026-12-01'))).statusCode).toBe(422)
    expect((await remove(id)).statusCode).toBe(422)
  })

  it('refuses a change onto a past day or a day taken', async () => {
    const id = await added('2026-12-01')
    await added('2027-01-01')
    const past = await change(id, row('2026-11-19'))
    expect(past.statusCode).toBe(422)
    expect(past.json()).toEqual({ code: 'FIELD_INVALID', detail: SETTINGS_TEXT.effectivePast, field: 'effective_from' })
    const taken = await change(id, row('2027-01-01'))
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ code: 'TAX_DAY_TAKEN', detail: SETTINGS_TEXT.dayTaken })
    expect((await taxRows()).map((r) => r.effective_from)).toEqual(['2025-01-01', '2026-12-01', '2027-01-01'])
  })

  it('deletes a row ahead and audits it with its values', async () => {
    const id = await added('2026-12-01', { ppn_rate_percent: 11 })
    const res = await remove(id)
    expect(res.statusCode, res.body).toBe(204)
    expect(res.body).toBe('')
    expect(await taxRows()).toEqual([{ effective_from: '2025-01-01', ppn_rate_bp: 1200 }])
    expect((await taxEvents()).at(-1)).toMatchObject({
      action: 'deactivated',
      actor_id: w.admin.id,
      detail: { setting: 'tax', effective_from: '2026-12-01', ppn_rate_percent: 11, dpp: '11/12' },
    })
    expect((await remove(id)).statusCode).toBe(404)
  })

  it('never deletes the only row', async () => {
    const id = await added('2026-12-01')
    await t.database.db.deleteFrom('tax_settings').where('effective_from', '=', '2025-01-01').execute()
    const res = await remove(id)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ code: 'TAX_SETTING_LAST', detail: SETTINGS_TEXT.lastRow })
    expect(await taxRows()).toHaveLength(1)
    await t.database.db
      .insertInto('tax_settings')
      .values({ effective_from: '2025-01-01', ppn_rate_bp: 1200, dpp_numerator: 11, dpp_denominator: 12, created_at: new Date() })
      .execute()
  })

  it('answers 404 for a row that is not there, or an id that is no id', async () => {
    for (const id of ['999999', '0', 'abc', '1e3', '99999999999']) {
      const changed = await change(id, row('2026-12-01'))
      expect(changed.statusCode, id).toBe(404)
      expect(changed.json()).toEqual({ code: 'NOT_FOUND', detail: SETTINGS_TEXT.taxNotFound })
      expect((await remove(id)).statusCode, id).toBe(404)
    }
  })
})

describe('the audit list', () => {
  it('says each PPN change in a sentence, under its own subject', async () => {
    const id = await added('2026-12-01')
    t.clock.advance(60_000)
    expect((await change(id, row('2026-12-01', { ppn_rate_percent: 11 }))).statusCode).toBe(200)
    t.clock.advance(60_000)
    expect((await remove(id)).statusCode).toBe(204)
    const res = await admin.get('/api/admin/audit?subject=tax&limit=3')
    expect(res.statusCode, res.body).toBe(200)
    expect(
      res
        .json()
        .items.map((e: { action: string; subject: string; subject_label: string | null; summary: string }) => [
          e.action,
          e.subject,
          e.subject_label,
          e.summary,
        ]),
    ).toEqual([
      ['deactivated', 'tax', null, 'PPN 11% × DPP 11/12 mulai 01 Des 2026 dihapus sebelum berlaku'],
      ['updated', 'tax', null, 'PPN mulai 01 Des 2026 diubah: tarif PPN 12% → 11%'],
      ['created', 'tax', null, 'PPN 12% × DPP 11/12 berlaku mulai 01 Des 2026'],
    ])
    // an onboarding commit is still only that
    expect((await admin.get('/api/admin/audit?subject=onboarding')).json().items).toEqual([])
  })
})
