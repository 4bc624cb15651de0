import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRANCH_TEXT } from '#common/admin.ts'
import { BACKORDER_FLAG_DAYS_DEFAULT } from '#common/backorder-rules.ts'
import { AUTO_RECEIPT_DAYS_DEFAULT } from '#common/receipt-rules.ts'
import { SETTINGS_TEXT } from '#common/settings.ts'
import { buildAdminWorld } from '../test/admin-factories'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { anonymous, signIn } from '../test/management-factories'

// Head office's settings screen (/api/admin/pengaturan): who may call it at all, every branch with
// its settings, and a branch's quote validity (1–90 days), extra-discount cap (0–100 %, two
// decimals), days before an open back-order line is flagged 'Lama' (1–365) and days before a
// delivery nobody confirmed counts as received (1–30) set and audited as the branch's own change.
let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let admin: Agent

beforeAll(async () => {
  t = await startTestApp()
  w = await buildAdminWorld(t.database.db)
  admin = await signIn(t.app, w.admin.username)
})
afterAll(() => t.close())

const put = (id: number | string, body: unknown, agent = admin) =>
  agent.request('PUT', `/api/admin/pengaturan/cabang/${id}`, body)
const branchRow = (id: number) =>
  t.database.db
    .selectFrom('branches')
    .select(['quote_valid_days', 'max_extra_discount_bp', 'backorder_flag_days', 'auto_receipt_days', 'name', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
const branchEvents = (id: number) =>
  t.database.db
    .selectFrom('account_events')
    .select(['action', 'actor_id', 'scope_branch_id', 'detail'])
    .where('branch_id', '=', id)
    .orderBy('id')
    .execute()

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }
const CALLS: Call[] = [
  { method: 'GET', url: '/api/admin/pengaturan' },
  {
    method: 'POST',
    url: '/api/admin/pengaturan/pajak',
    body: { effective_from: '2027-01-01', ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
  },
  {
    method: 'PUT',
    url: '/api/admin/pengaturan/pajak/1',
    body: { effective_from: '2027-01-01', ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
  },
  { method: 'DELETE', url: '/api/admin/pengaturan/pajak/1' },
  {
    method: 'PUT',
    url: '/api/admin/pengaturan/cabang/1',
    body: { quote_valid_days: 30, max_extra_discount_percent: 5, backorder_flag_days: 60, auto_receipt_days: 5 },
  },
]

/** What a refused call could have changed. */
async function state(): Promise<string> {
  const db = t.database.db
  const [tax, branches, events] = await Promise.all([
    db.selectFrom('tax_settings').selectAll().orderBy('id').execute(),
    db
      .selectFrom('branches')
      .select(['id', 'quote_valid_days', 'max_extra_discount_bp', 'backorder_flag_days', 'auto_receipt_days'])
      .orderBy('id')
      .execute(),
    db.selectFrom('account_events').select('id').execute(),
  ])
  return JSON.stringify({ tax, branches, events: events.length })
}

describe('who may call the settings', () => {
  it('answers 401 to a visitor and 403 to a buyer and to staff on every route, whatever the body, writing nothing', async () => {
    const before = await state()
    const callers: Array<[string, Agent, number]> = [
      ['visitor', await anonymous(t.app), 401],
      ['buyer', await signIn(t.app, w.buyer.username), 403],
      ['staff', await signIn(t.app, w.staff.username), 403],
    ]
    for (const [who, agent, status] of callers) {
      for (const call of CALLS) {
        const res = await agent.request(call.method, call.url, call.body)
        expect(res.statusCode, `${who} ${call.method} ${call.url}`).toBe(status)
        if (call.body !== undefined) {
          const junk = await agent.request(call.method, call.url, { junk: 'x'.repeat(5_000), role: 'admin' })
          expect(junk.statusCode, `${who} ${call.method} ${call.url} junk`).toBe(status)
        }
      }
    }
    expect(await state()).toBe(before)
  })
})

describe('the branches on the settings screen', () => {
  it('lists every branch by code, closed ones too, with the defaults: 7 days, no extra discount, 30 days to Lama, 3 to received', async () => {
    await t.database.db.updateTable('branches').set({ is_active: false }).where('id', '=', w.bdg.id).execute()
    const res = await admin.get('/api/admin/pengaturan')
    expect(res.statusCode, res.body).toBe(200)
    const branches = res.json().branches
    expect(branches.map((b: { code: string }) => b.code)).toEqual([w.bdg.code, w.jkt.code].sort())
    expect(branches.find((b: { id: number }) => b.id === w.bdg.id)).toEqual({
      id: w.bdg.id,
      code: w.bdg.code,
      name: expect.any(String),
      active: false,
      quote_valid_days: 7,
      max_extra_discount_percent: 0,
      backorder_flag_days: BACKORDER_FLAG_DAYS_DEFAULT,
      auto_receipt_days: AUTO_RECEIPT_DAYS_DEFAULT,
    })
    await t.database.db.updateTable('branches').set({ is_active: true }).where('id', '=', w.bdg.id).execute()
  })
})

describe("a branch's price settings", () => {
  it('sets every value, answers the branch, and audits the change on the branch', async () => {
    const res = await put(w.jkt.id, {
      quote_valid_days: 14,
      max_extra_discount_percent: 2.5,
      backorder_flag_days: 45,
      auto_receipt_days: 5,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      id: w.jkt.id,
      code: w.jkt.code,
      name: expect.any(String),
      active: true,
      quote_valid_days: 14,
      max_extra_discount_percent: 2.5,
      backorder_flag_days: 45,
      auto_receipt_days: 5,
    })
    expect(await branchRow(w.jkt.id)).toMatchObject({
      quote_valid_days: 14,
      max_extra_discount_bp: 250,
      backorder_flag_days: 45,
      auto_receipt_days: 5,
    })
    expect((await branchEvents(w.jkt.id)).at(-1)).toEqual({
      action: 'updated',
      actor_id: w.admin.id,
      scope_branch_id: w.jkt.id,
      detail: {
        changes: [
          { field: 'quote_valid_days', from: '7', to: '14' },
          { field: 'max_extra_discount_percent', from: '0', to: '2,5' },
          { field: 'backorder_flag_days', from: '30', to: '45' },
          { field: 'auto_receipt_days', from: '3', to: '5' },
        ],
      },
    })
    const audit = await admin.get(`/api/admin/audit?subject=branch&branch_id=${w.jkt.id}&limit=1`)
    expect(audit.json().items[0]).toMatchObject({
      action: 'updated',
      subject: 'branch',
      subject_label: w.jkt.code,
      summary:
        'Diubah: masa berlaku harga (hari) "7" → "14"; maks. diskon tambahan (%) "0" → "2,5"; ' +
        'sisa pesanan lama (hari) "30" → "45"; terima otomatis (hari) "3" → "5"',
    })
  })

  it('takes the edges, and audits only what changed; the same values again add no audit row', async () => {
    const edge = { quote_valid_days: 1, max_extra_discount_percent: 100, backorder_flag_days: 1, auto_receipt_days: 1 }
    expect((await put(w.bdg.id, edge)).statusCode).toBe(200)
    expect((await put(w.bdg.id, { ...edge, quote_valid_days: 90 })).statusCode).toBe(200)
    expect((await branchEvents(w.bdg.id)).at(-1)?.detail).toEqual({
      changes: [{ field: 'quote_valid_days', from: '1', to: '90' }],
    })
    expect((await put(w.bdg.id, { ...edge, quote_valid_days: 90, backorder_flag_days: 365 })).statusCode).toBe(200)
    expect((await branchEvents(w.bdg.id)).at(-1)?.detail).toEqual({
      changes: [{ field: 'backorder_flag_days', from: '1', to: '365' }],
    })
    const top = { ...edge, quote_valid_days: 90, backorder_flag_days: 365, auto_receipt_days: 30 }
    expect((await put(w.bdg.id, top)).statusCode).toBe(200)
    expect((await branchEvents(w.bdg.id)).at(-1)?.detail).toEqual({
      changes: [{ field: 'auto_receipt_days', from: '1', to: '30' }],
    })
    const count = (await branchEvents(w.bdg.id)).length
    expect((await put(w.bdg.id, top)).statusCode).toBe(200)
    expect(await branchEvents(w.bdg.id)).toHaveLength(count)
    expect(await branchRow(w.bdg.id)).toMatchObject({
      quote_valid_days: 90,
      max_extra_discount_bp: 10_000,
      backorder_flag_days: 365,
      auto_receipt_days: 30,
    })
  })

  it('refuses each wrong value with its field and sentence, changing nothing', async () => {
    const before = await branchRow(w.jkt.id)
    const good = { quote_valid_days: 7, max_extra_discount_percent: 0, backorder_flag_days: 30, auto_receipt_days: 3 }
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ quote_valid_days: 0 }, 'quote_valid_days', SETTINGS_TEXT.quoteValidDays],
      [{ quote_valid_days: 91 }, 'quote_valid_days', SETTINGS_TEXT.quoteValidDays],
      [{ quote_valid_days: 7.5 }, 'quote_valid_days', SETTINGS_TEXT.quoteValidDays],
      [{ max_extra_discount_percent: -0.01 }, 'max_extra_discount_percent', SETTINGS_TEXT.maxExtraDiscount],
      [{ max_extra_discount_percent: 100.5 }, 'max_extra_discount_percent', SETTINGS_TEXT.maxExtraDiscount],
      [{ max_extra_discount_percent: 2.555 }, 'max_extra_discount_percent', SETTINGS_TEXT.maxExtraDiscount],
      [{ backorder_flag_days: 0 }, 'backorder_flag_days', SETTINGS_TEXT.backorderFlagDays],
      [{ backorder_flag_days: 366 }, 'backorder_flag_days', SETTINGS_TEXT.backorderFlagDays],
      [{ backorder_flag_days: 30.5 }, 'backorder_flag_days', SETTINGS_TEXT.backorderFlagDays],
      [{ backorder_flag_days: -1 }, 'backorder_flag_days', SETTINGS_TEXT.backorderFlagDays],
      [{ auto_receipt_days: 0 }, 'auto_receipt_days', SETTINGS_TEXT.autoReceiptDays],
      [{ auto_receipt_days: 31 }, 'auto_receipt_days', SETTINGS_TEXT.autoReceiptDays],
      [{ auto_receipt_days: 2.5 }, 'auto_receipt_days', SETTINGS_TEXT.autoReceiptDays],
      [{ auto_receipt_days: -1 }, 'auto_receipt_days', SETTINGS_TEXT.autoReceiptDays],
    ]
    for (const [wrong, field, detail] of cases) {
      const body = { ...good, ...wrong }
      const res = await put(w.jkt.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json()).toEqual({ code: 'FIELD_INVALID', detail, field })
    }
    expect(await branchRow(w.jkt.id)).toEqual(before)
  })

  it('refuses extra fields and wrong shapes: 400, nothing else of the branch changes', async () => {
    const before = await branchRow(w.jkt.id)
    const good = { quote_valid_days: 30, max_extra_discount_percent: 5, backorder_flag_days: 60, auto_receipt_days: 5 }
    const bodies = [
      { ...good, name: 'Diganti' },
      { ...good, active: false },
      { quote_valid_days: 30, max_extra_discount_bp: 500, backorder_flag_days: 60, auto_receipt_days: 5 },
      { ...good, quote_valid_days: '30' },
      { ...good, backorder_flag_days: '60' },
      { ...good, backorder_flag_days: null },
      { ...good, auto_receipt_days: '5' },
      { ...good, auto_receipt_days: null },
      { quote_valid_days: 30, max_extra_discount_percent: 5, backorder_flag_days: 60 },
      { quote_valid_days: 30, max_extra_discount_percent: 5 },
      { quote_valid_days: 30 },
    ]
    for (const body of bodies) {
      const res = await put(w.jkt.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await branchRow(w.jkt.id)).toEqual(before)
  })

  it('answers 404 for a branch that is not there, or an id that is no id', async () => {
    for (const id of ['999999', '0', 'JKT01', '-1']) {
      const res = await put(id, {
        quote_valid_days: 30,
        max_extra_discount_percent: 5,
        backorder_flag_days: 60,
        auto_receipt_days: 5,
      })
      expect(res.statusCode, id).toBe(404)
      expect(res.json()).toEqual({ code: 'NOT_FOUND', detail: BRANCH_TEXT.notFound })
    }
  })
})
